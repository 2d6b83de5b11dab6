import { useEffect, useState } from 'react';
import { useNavigate, useParams } from '@dis/shared';
import { http } from '@dis/shared/request';
import type { AuthUserRow } from '@dis/contract';
import {
  Button,
  confirmAction,
  DictTag,
  Input,
  Space,
  Table,
  feedback,
  useDicts,
  type TableColumnsType,
} from '@dis/ui';
import { EditDialog } from '@dis/ui/form';
import { useSystemTranslation } from '../../../i18n';

interface Page {
  total: number;
  rows: AuthUserRow[];
}

interface Filter {
  userName: string;
  phonenumber: string;
  pageNum: number;
}

const FIRST: Filter = { userName: '', phonenumber: '', pageNum: 1 };
const PAGE_SIZE = 10;

/** The query of `authUser/allocatedList` / `unallocatedList` (blank filters left out). */
export function authUserQuery(roleId: number, filter: Filter) {
  return {
    roleId,
    ...(filter.userName.trim() ? { userName: filter.userName.trim() } : {}),
    ...(filter.phonenumber.trim() ? { phonenumber: filter.phonenumber.trim() } : {}),
    pageNum: filter.pageNum,
    pageSize: PAGE_SIZE,
  };
}

/** One page of the users holding (or not holding) the role, with its search fields. */
function useUserList(roleId: number, allocated: boolean) {
  const [filter, setFilter] = useState<Filter>(FIRST);
  const [draft, setDraft] = useState<Filter>(FIRST);
  const [page, setPage] = useState<Page>({ total: 0, rows: [] });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const url = allocated ? '/system/role/authUser/allocatedList' : '/system/role/authUser/unallocatedList';
    void http
      .get<Page>(url, authUserQuery(roleId, filter))
      .then((answer) => setPage({ total: answer.total, rows: answer.rows }));
  }, [roleId, allocated, filter, version]);
  return {
    page,
    filter,
    draft,
    setDraft,
    search: () => setFilter({ ...draft, pageNum: 1 }),
    reset: () => {
      setDraft(FIRST);
      setFilter(FIRST);
    },
    goTo: (pageNum: number) => setFilter((current) => ({ ...current, pageNum })),
    reload: () => setVersion((v) => v + 1),
  };
}

type UserList = ReturnType<typeof useUserList>;

function SearchBar({ list }: { list: UserList }) {
  const { t } = useSystemTranslation();
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      <Input
        aria-label={t('role.authUser.userName')}
        placeholder={t('role.authUser.userNamePlaceholder')}
        value={list.draft.userName}
        onChange={(event) => list.setDraft({ ...list.draft, userName: event.target.value })}
        onPressEnter={list.search}
      />
      <Input
        aria-label={t('role.authUser.phonenumber')}
        placeholder={t('role.authUser.phonePlaceholder')}
        value={list.draft.phonenumber}
        onChange={(event) => list.setDraft({ ...list.draft, phonenumber: event.target.value })}
        onPressEnter={list.search}
      />
      <Button type="primary" onClick={list.search}>
        {t('role.authUser.search')}
      </Button>
      <Button onClick={list.reset}>{t('role.authUser.reset')}</Button>
    </Space>
  );
}

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
      action: () => http.put('/system/role/authUser/cancel', { userId: row.userId, roleId }),
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
      action: () =>
        http.put(`/system/role/authUser/cancelAll?roleId=${roleId}&userIds=${selected.join(',')}`),
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
      <Table<AuthUserRow>
        rowKey="userId"
        size="small"
        columns={columns(true)}
        dataSource={list.page.rows}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        pagination={{
          current: list.filter.pageNum,
          pageSize: PAGE_SIZE,
          total: list.page.total,
          onChange: list.goTo,
        }}
      />
      {adding ? (
        <SelectUsersDialog
          roleId={roleId}
          columns={columns(false)}
          onClose={(saved) => {
            setAdding(false);
            if (saved) list.reload();
          }}
        />
      ) : null}
    </div>
  );
}

/** 选择用户: the users without the role, ticked and given it at once. */
function SelectUsersDialog({
  roleId,
  columns,
  onClose,
}: {
  roleId: number;
  columns: TableColumnsType<AuthUserRow>;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useSystemTranslation();
  const list = useUserList(roleId, false);
  const [picked, setPicked] = useState<number[]>([]);
  const save = async () => {
    if (picked.length === 0) {
      feedback.message.error(t('role.authUser.pickFirst'));
      throw new Error('nothing picked');
    }
    return http.put(`/system/role/authUser/selectAll?roleId=${roleId}&userIds=${picked.join(',')}`);
  };
  return (
    <EditDialog<object> title={t('role.authUser.selectTitle')} width={800} save={save} onClose={onClose}>
      <SearchBar list={list} />
      <Table<AuthUserRow>
        rowKey="userId"
        size="small"
        columns={columns}
        dataSource={list.page.rows}
        rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setPicked(keys as number[]) }}
        pagination={{
          current: list.filter.pageNum,
          pageSize: PAGE_SIZE,
          total: list.page.total,
          onChange: list.goTo,
        }}
      />
    </EditDialog>
  );
}
