import { useEffect, useState } from 'react';
import { useNavigate, useParams } from '@dis/shared';
import { http } from '@dis/shared/request';
import type { SysRole, SysUser } from '@dis/contract';
import { Alert, Button, Input, Space, Spin, Table, feedback, type TableColumnsType } from '@dis/ui';
import { useSystemTranslation } from '../../../i18n';
import { toggleOnRowClick } from '../../role/rowToggle';

/** Only enabled roles can be ticked, as RuoYi's 分配角色. */
const enabled = (role: SysRole) => role.status === '0';

interface AuthRoleAnswer {
  user: SysUser;
  roles: SysRole[];
}

/**
 * 分配角色 (`/system/user-auth/role/:userId`): the user's basic facts and every role to tick, by its
 * check box or a click on its row.
 */
export default function AuthRolePage() {
  const { t } = useSystemTranslation();
  const navigate = useNavigate();
  const userId = Number(useParams().userId);
  const [answer, setAnswer] = useState<AuthRoleAnswer | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checked, setChecked] = useState<number[]>([]);

  useEffect(() => {
    http
      .get<AuthRoleAnswer>(`/system/user/authRole/${userId}`)
      .then((loaded) => {
        setAnswer(loaded);
        setChecked(loaded.roles.filter((role) => role.flag).map((role) => role.roleId));
      })
      .catch((failure: unknown) => setRefusal(failure instanceof Error ? failure.message : String(failure)));
  }, [userId]);

  const back = () => navigate('/system/user');
  const submit = async () => {
    await http.put(`/system/user/authRole?userId=${userId}&roleIds=${checked.join(',')}`);
    feedback.message.success(t('role.authRole.done'));
    back();
  };

  const columns: TableColumnsType<SysRole> = [
    { key: 'roleId', title: t('role.roleId'), dataIndex: 'roleId', align: 'center' },
    { key: 'roleName', title: t('role.roleName'), dataIndex: 'roleName', align: 'center' },
    { key: 'roleKey', title: t('role.roleKey'), dataIndex: 'roleKey', align: 'center' },
    { key: 'createTime', title: t('role.createTime'), dataIndex: 'createTime', align: 'center' },
  ];

  if (refusal)
    return (
      <Alert
        type="error"
        showIcon
        message={refusal}
        action={<Button onClick={back}>{t('role.authRole.back')}</Button>}
      />
    );
  if (!answer) return <Spin />;
  return (
    <div className="app-container">
      <h4>{t('role.authRole.basic')}</h4>
      <Space wrap>
        <label>
          {t('role.authRole.nickName')}{' '}
          <Input disabled value={answer.user.nickName ?? ''} style={{ width: 200 }} />
        </label>
        <label>
          {t('role.authRole.userName')} <Input disabled value={answer.user.userName} style={{ width: 200 }} />
        </label>
      </Space>
      <h4>{t('role.authRole.roles')}</h4>
      <Table<SysRole>
        rowKey="roleId"
        size="small"
        columns={columns}
        dataSource={answer.roles}
        pagination={false}
        rowSelection={{
          selectedRowKeys: checked,
          onChange: (keys) => setChecked(keys as number[]),
          getCheckboxProps: (role) => ({ disabled: !enabled(role) }),
        }}
        onRow={toggleOnRowClick<SysRole, number>(checked, setChecked, (role) => role.roleId, enabled)}
      />
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" onClick={() => void submit()}>
          {t('role.authRole.submit')}
        </Button>
        <Button onClick={back}>{t('role.authRole.back')}</Button>
      </Space>
    </div>
  );
}
