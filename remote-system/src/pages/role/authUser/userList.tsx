import { useEffect, useState } from 'react';
import type { AuthUserRow } from '@dis/contract';
import { Button, Input, Space, Table, type TableColumnsType } from '@dis/ui';
import { useSystemTranslation } from '../../../i18n';
import { toggleOnRowClick } from '../rowToggle';
import { fetchAuthUsers, PAGE_SIZE, type AuthUserFilter, type AuthUserPage } from './api';

const FIRST: AuthUserFilter = { userName: '', phonenumber: '', pageNum: 1 };

/** One page of the users holding (or not holding) the role, with its search fields. */
export function useUserList(roleId: number, allocated: boolean) {
  const [filter, setFilter] = useState<AuthUserFilter>(FIRST);
  const [draft, setDraft] = useState<AuthUserFilter>(FIRST);
  const [page, setPage] = useState<AuthUserPage>({ total: 0, rows: [] });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    void fetchAuthUsers(roleId, allocated, filter).then((answer) =>
      setPage({ total: answer.total, rows: answer.rows }),
    );
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

export type UserList = ReturnType<typeof useUserList>;

/** 用户名称 / 手机号码 with 搜索 and 重置. */
export function SearchBar({ list }: { list: UserList }) {
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

export interface UserTableProps {
  list: UserList;
  columns: TableColumnsType<AuthUserRow>;
  /** the ticked users */
  selected: number[];
  onSelect: (userIds: number[]) => void;
  /** a click anywhere on a row ticks or unticks it (选择用户) */
  rowClickSelects?: boolean;
}

/** The list's page of users, ticked by check boxes (or a click on the row), with its pager. */
export function UserTable({ list, columns, selected, onSelect, rowClickSelects }: UserTableProps) {
  return (
    <Table<AuthUserRow>
      rowKey="userId"
      size="small"
      columns={columns}
      dataSource={list.page.rows}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys as number[]) }}
      onRow={
        rowClickSelects
          ? toggleOnRowClick<AuthUserRow, number>(selected, onSelect, (row) => row.userId)
          : undefined
      }
      pagination={{
        current: list.filter.pageNum,
        pageSize: PAGE_SIZE,
        total: list.page.total,
        onChange: list.goTo,
      }}
    />
  );
}
