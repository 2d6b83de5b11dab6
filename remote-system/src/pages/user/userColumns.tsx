import type { SysUser, TFunction } from '@dis/shared';
import { dictColumn, timeColumn, type DictOption, type TableColumnsType } from '@dis/ui';

/** The columns of the user list (every one can be hidden with the column picker). */
export function userColumns(t: TFunction, statusOptions: readonly DictOption[]): TableColumnsType<SysUser> {
  return [
    { key: 'userId', title: t('user.userId'), dataIndex: 'userId', align: 'center' },
    { key: 'userName', title: t('user.userName'), dataIndex: 'userName', ellipsis: true },
    { key: 'nickName', title: t('user.nickName'), dataIndex: 'nickName', ellipsis: true },
    { key: 'deptName', title: t('user.dept'), dataIndex: ['dept', 'deptName'], ellipsis: true },
    { key: 'phonenumber', title: t('user.phonenumber'), dataIndex: 'phonenumber', width: 130 },
    dictColumn('status', t('user.status'), statusOptions),
    timeColumn('createTime', t('user.createTime')),
  ];
}
