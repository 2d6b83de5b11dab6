import { useMemo } from 'react';
import type { SysUser } from '@dis/shared';
import { CrudView, useCrudList, useDicts } from '@dis/ui';
import { useSystemTranslation } from '../../i18n';
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
  const crud = useCrudList<UserFilters, SysUser, UserSearchValues>({
    fetch: listUsers,
    rowKey: 'userId',
    toFilters: toUserFilters,
    columnsKey: 'system-user-columns',
  });
  const { sys_normal_disable: statusOptions } = useDicts('sys_normal_disable');
  const columns = useMemo(() => userColumns(t, statusOptions), [t, statusOptions]);

  return (
    <div className="user-page">
      <DeptTreePanel
        selectedDeptId={crud.list.filters.deptId}
        onSelect={(deptId) => crud.list.search({ ...toUserFilters(crud.search.values), deptId })}
      />
      <CrudView
        className="user-page__list"
        crud={crud}
        columns={columns}
        search={<UserSearchForm {...crud.searchForm} statusOptions={statusOptions} />}
      />
    </div>
  );
}
