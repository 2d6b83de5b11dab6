import { useMemo, useState } from 'react';
import type { SysUser } from '@dis/shared';
import { PageTable, RightToolbar, useDicts, useHiddenColumns, useListQuery, useSearchForm, visibleColumns } from '@dis/ui';
import { useSystemTranslation } from '../i18n';
import { listUsers } from './api';
import { DeptTreePanel } from './DeptTreePanel';
import { toUserFilters } from './filters';
import type { UserFilters, UserSearchValues } from './types';
import { userColumns } from './userColumns';
import { UserSearchForm } from './UserSearchForm';
import './userPage.css';

/** 用户管理: the department tree, the search form and the paged user list. */
export default function UserPage() {
  const { t } = useSystemTranslation();
  const search = useSearchForm<UserSearchValues>();
  const [showSearch, setShowSearch] = useState(true);
  const [hiddenColumns, setHiddenColumns] = useHiddenColumns('system-user-columns');
  const { sys_normal_disable: statusOptions } = useDicts('sys_normal_disable');
  const list = useListQuery<UserFilters, SysUser>({ filters: {}, fetch: listUsers });

  const columns = useMemo(() => userColumns(t, statusOptions), [t, statusOptions]);
  const pickerColumns = useMemo(
    () => columns.map((column) => ({ key: String(column.key), title: column.title as string })),
    [columns],
  );

  return (
    <div className="user-page">
      <DeptTreePanel
        selectedDeptId={list.filters.deptId}
        onSelect={(deptId) => list.search({ ...toUserFilters(search.values), deptId })}
      />
      <section className="user-page__list">
        <UserSearchForm
          search={search}
          visible={showSearch}
          statusOptions={statusOptions}
          onSearch={(values) => list.search(toUserFilters(values))}
          onReset={list.reset}
        />
        <div className="user-page__toolbar">
          <RightToolbar
            showSearch={showSearch}
            onToggleSearch={() => setShowSearch((shown) => !shown)}
            onRefresh={list.reload}
            columns={pickerColumns}
            hiddenColumns={hiddenColumns}
            onHiddenColumnsChange={setHiddenColumns}
          />
        </div>
        <PageTable<SysUser>
          rowKey="userId"
          columns={visibleColumns(columns, hiddenColumns)}
          rows={list.rows}
          total={list.total}
          loading={list.loading}
          error={list.error}
          onRetry={list.reload}
          pageNum={list.pageNum}
          pageSize={list.pageSize}
          onPageChange={list.changePage}
        />
      </section>
    </div>
  );
}
