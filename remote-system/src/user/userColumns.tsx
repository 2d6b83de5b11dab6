import { parseTime, type SysUser, type TFunction } from '@dis/shared';
import { DictTag, type DictOption, type TableColumnsType } from '@dis/ui';

/** The columns of the user list (every one can be hidden with the column picker). */
export function userColumns(t: TFunction, statusOptions: readonly DictOption[]): TableColumnsType<SysUser> {
  return [
    { key: 'userId', title: t('user.userId'), dataIndex: 'userId', align: 'center' },
    { key: 'userName', title: t('user.userName'), dataIndex: 'userName', ellipsis: true },
    { key: 'nickName', title: t('user.nickName'), dataIndex: 'nickName', ellipsis: true },
    { key: 'deptName', title: t('user.dept'), dataIndex: ['dept', 'deptName'], ellipsis: true },
    { key: 'phonenumber', title: t('user.phonenumber'), dataIndex: 'phonenumber', width: 130 },
    {
      key: 'status',
      title: t('user.status'),
      dataIndex: 'status',
      align: 'center',
      render: (status: SysUser['status']) => <DictTag options={statusOptions} value={status} />,
    },
    {
      key: 'createTime',
      title: t('user.createTime'),
      dataIndex: 'createTime',
      width: 170,
      render: (time: SysUser['createTime']) => parseTime(time),
    },
  ];
}
