import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from '@dis/shared';
import type { AuthUserRow } from '@dis/contract';
import { Button, confirmAction, DictTag, Space, useDicts, type TableColumnsType } from '@dis/ui';
import { useSystemTranslation } from '../../../i18n';
import { cancelAuthUser, cancelAuthUsers } from './api';
import { SearchBar, UserTable, useUserList } from './userList';

/** The dialog loads (with antd's Form) only when it is first opened. */
const SelectUsersDialog = lazy(() => import('./SelectUsersDialog'));

/** 分配用户 (`/system/role-auth/user/:roleId`): who holds the role; add and take away users. */
export default function AuthUserPage() {
  const { t } = useSystemTranslation();
  const navigate = useNavigate();
  const roleId = Number(useParams().roleId);
  const { sys_normal_disable: statuses } = useDicts('sys_normal_disable');
  const list = useUserList(roleId, true);
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);

  const cancel = async (row: AuthUserRow) => {
    const changed = await confirmAction({
      question: t('role.authUser.confirmCancel', { name: row.userName }),
      action: () => cancelAuthUser(roleId, row.userId),
      done: t('role.authUser.cancelled'),
    });
    if (changed) list.reload();
  };

  const columns = (withAction: boolean): TableColumnsType<AuthUserRow> => [
    { key: 'userName', title: t('role.authUser.userName'), dataIndex: 'userName', align: 'center' },
    { key: 'nickName', title: t('role.authUser.nickName'), dataIndex: 'nickName', align: 'center' },
    { key: 'email', title: t('role.authUser.email'), dataIndex: 'email', align: 'center' },
    {
      key: 'phonenumber',
      title: t('role.authUser.phonenumber'),
      dataIndex: 'phonenumber',
      align: 'center',
    },
    {
      key: 'status',
      title: t('role.authUser.status'),
      dataIndex: 'status',
      align: 'center',
      render: (value: string) => <DictTag options={statuses} value={value} />,
    },
    { key: 'createTime', title: t('role.authUser.createTime'), dataIndex: 'createTime', align: 'center' },
    ...(withAction
      ? [
          {
            key: 'action',
            title: '',
            render: (_: unknown, row: AuthUserRow) => (
              <Button type="link" size="small" onClick={() => void cancel(row)}>
                {t('role.authUser.cancel')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  const cancelAll = async () => {
    const changed = await confirmAction({
      question: t('role.authUser.confirmCancelAll'),
      action: () => cancelAuthUsers(roleId, selected),
      done: t('role.authUser.cancelled'),
    });
    if (changed) {
      setSelected([]);
      list.reload();
    }
  };

  return (
    <div className="app-container">
      <SearchBar list={list} />
      <Space style={{ marginBottom: 8 }}>
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('role.authUser.add')}
        </Button>
        <Button danger disabled={selected.length === 0} onClick={() => void cancelAll()}>
          {t('role.authUser.cancelAll')}
        </Button>
        <Button onClick={() => navigate('/system/role')}>{t('role.authUser.close')}</Button>
      </Space>
      <UserTable list={list} columns={columns(true)} selected={selected} onSelect={setSelected} />
      {adding ? (
        <Suspense fallback={null}>
          <SelectUsersDialog
            roleId={roleId}
            columns={columns(false)}
            onClose={(saved) => {
              setAdding(false);
              if (saved) list.reload();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
