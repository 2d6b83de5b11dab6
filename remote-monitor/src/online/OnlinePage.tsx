import { useMemo } from 'react';
import type { OnlineUser } from '@dis/shared';
import { PageTable, RightToolbar, useFeedback, useListQuery, useSearchForm } from '@dis/ui';
import { useMonitorTranslation } from '../i18n';
import { forceLogout, listOnlineUsers } from './api';
import { onlineColumns } from './onlineColumns';
import { OnlineSearchForm } from './OnlineSearchForm';
import type { OnlineFilters } from './types';
import './onlinePage.css';

const trimmed = (value: string | undefined) => value?.trim() || undefined;

/** 在线用户: every open session, paged here, with 强退 for those allowed. */
export default function OnlinePage() {
  const { t } = useMonitorTranslation();
  const { confirm, message } = useFeedback();
  const search = useSearchForm<OnlineFilters>();
  const list = useListQuery<OnlineFilters, OnlineUser>({ filters: {}, fetch: listOnlineUsers, paging: 'client' });
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
    <div className="online-page">
      <OnlineSearchForm
        search={search}
        onSearch={(values) => list.search({ ipaddr: trimmed(values.ipaddr), userName: trimmed(values.userName) })}
        onReset={list.reset}
      />
      <div className="online-page__toolbar">
        <RightToolbar onRefresh={list.reload} />
      </div>
      <PageTable<OnlineUser>
        rowKey="tokenId"
        columns={columns}
        rows={list.rows}
        total={list.total}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        onPageChange={list.changePage}
      />
    </div>
  );
}
