import { useMemo } from 'react';
import type { OnlineUser } from '@dis/shared';
import { CrudView, useCrudList, useFeedback } from '@dis/ui';
import { useMonitorTranslation } from '../../i18n';
import { forceLogout, listOnlineUsers } from './api';
import { onlineColumns } from './onlineColumns';
import { OnlineSearchForm } from './OnlineSearchForm';
import type { OnlineFilters } from './types';
import './onlinePage.css';

const trimmed = (value: string | undefined) => value?.trim() || undefined;
const toOnlineFilters = (values: Partial<OnlineFilters>): OnlineFilters => ({
  ipaddr: trimmed(values.ipaddr),
  userName: trimmed(values.userName),
});

/** 在线用户: every open session, paged here, with 强退 for those allowed. */
export default function OnlinePage() {
  const { t } = useMonitorTranslation();
  const { confirm, message } = useFeedback();
  const crud = useCrudList<OnlineFilters, OnlineUser>({
    fetch: listOnlineUsers,
    rowKey: 'tokenId',
    paging: 'client',
    toFilters: toOnlineFilters,
    searchToggle: false,
  });
  const { list } = crud;
  const { reload } = list;

  const columns = useMemo(() => {
    const confirmForceLogout = (session: OnlineUser) => {
      void confirm({
        title: t('online.confirmTitle'),
        content: t('online.confirmForceLogout', { user: session.userName }),
        okText: t('online.ok'),
        cancelText: t('online.cancel'),
        onOk: () =>
          forceLogout(session.tokenId).then(
            () => {
              message.success(t('online.forceLogoutDone'));
              reload();
            },
            // the request client has already told the user why
            () => undefined,
          ),
      });
    };
    return onlineColumns(t, (list.pageNum - 1) * list.pageSize + 1, confirmForceLogout);
  }, [t, confirm, message, reload, list.pageNum, list.pageSize]);

  return (
    <CrudView
      className="online-page"
      crud={crud}
      columns={columns}
      search={<OnlineSearchForm {...crud.searchForm} />}
    />
  );
}
