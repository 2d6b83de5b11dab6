import type { SysUserOnline } from '@dis/shared';
import { useCan } from '@dis/shared/store';
import { CrudView, useCrudPage, type FieldSpec } from '@dis/ui';
import { useMonitorTranslation } from '../../i18n';
import type { OnlineFilter } from '@dis/contract';
import { sessions } from './api';
import './onlinePage.css';

const FORCE_LOGOUT_PERMISSION = 'monitor:online:forceLogout';

/** 登录地址 and 用户名称 searched (exact matches); 序号 counts across pages. */
const ONLINE_FIELDS: readonly FieldSpec<SysUserOnline>[] = [
  { name: 'ipaddr', label: 'online.ipaddr', search: 'input' },
  { name: 'userName', label: 'online.userName', search: 'input' },
  { name: 'index', label: 'online.index', column: 'index' },
  { name: 'tokenId', label: 'online.tokenId', column: { ellipsis: true, width: 280 } },
  { name: 'userName', label: 'online.loginName', column: true },
  { name: 'deptName', label: 'online.deptName', column: true },
  { name: 'ipaddr', label: 'online.host', column: true },
  { name: 'loginLocation', label: 'online.loginLocation', column: true },
  { name: 'browser', label: 'online.browser', column: true },
  { name: 'os', label: 'online.os', column: true },
  { name: 'loginTime', label: 'online.loginTime', column: 'time' },
];

/** 在线用户: every open session, paged here, with 强退 for those allowed. */
export default function OnlinePage() {
  const { t } = useMonitorTranslation();
  const mayForceLogout = useCan().hasPermi(FORCE_LOGOUT_PERMISSION);
  const page = useCrudPage<SysUserOnline, OnlineFilter>({
    api: sessions,
    fields: ONLINE_FIELDS,
    t,
    paging: 'client',
    searchToggle: false,
    columnsKey: false,
    selectable: false,
    actions: [],
    columnDeps: [mayForceLogout],
    rowActions: ({ confirmChange }) => [
      mayForceLogout && {
        key: 'forceLogout',
        label: t('online.forceLogout'),
        danger: true,
        onClick: (session) =>
          void confirmChange({
            question: t('online.confirmForceLogout', { user: session.userName }),
            action: () => sessions.remove([session.tokenId]),
            done: t('online.forceLogoutDone'),
          }),
      },
    ],
  });
  return <CrudView className="online-page" {...page.view()} />;
}
