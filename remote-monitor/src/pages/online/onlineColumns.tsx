import type { OnlineUser, TFunction } from '@dis/shared';
import { Can } from '@dis/shared/store';
import { Button, timeColumn, type TableColumnsType } from '@dis/ui';

export const FORCE_LOGOUT_PERMISSION = 'monitor:online:forceLogout';

/** The columns of the online-user list; 序号 counts across pages. */
export function onlineColumns(
  t: TFunction,
  firstIndex: number,
  onForceLogout: (session: OnlineUser) => void,
): TableColumnsType<OnlineUser> {
  return [
    {
      key: 'index',
      title: t('online.index'),
      align: 'center',
      width: 64,
      render: (_, __, index) => firstIndex + index,
    },
    { key: 'tokenId', title: t('online.tokenId'), dataIndex: 'tokenId', ellipsis: true, width: 280 },
    { key: 'userName', title: t('online.loginName'), dataIndex: 'userName' },
    { key: 'deptName', title: t('online.deptName'), dataIndex: 'deptName' },
    { key: 'ipaddr', title: t('online.host'), dataIndex: 'ipaddr' },
    { key: 'loginLocation', title: t('online.loginLocation'), dataIndex: 'loginLocation' },
    { key: 'browser', title: t('online.browser'), dataIndex: 'browser' },
    { key: 'os', title: t('online.os'), dataIndex: 'os' },
    timeColumn('loginTime', t('online.loginTime')),
    {
      key: 'actions',
      title: t('online.actions'),
      align: 'center',
      render: (_, session) => (
        <Can perm={FORCE_LOGOUT_PERMISSION}>
          <Button type="link" size="small" danger onClick={() => onForceLogout(session)}>
            {t('online.forceLogout')}
          </Button>
        </Can>
      ),
    },
  ];
}
