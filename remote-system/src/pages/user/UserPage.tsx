import type { SysUser } from '@dis/shared';
import { CrudView, filtersOf, resourceApi, useCrudPage, type FieldSpec } from '@dis/ui';
import { useSystemTranslation } from '../../i18n';
import { DeptTreePanel } from './DeptTreePanel';
import type { ConsoleFilters, UserFilter } from '@dis/contract';
import './userPage.css';

export const users = resourceApi<SysUser, ConsoleFilters<UserFilter>>('system/user');

/** 用户名称, 手机号码, 状态, 创建时间 searched; every column can be hidden with the column picker. */
export const USER_FIELDS: readonly FieldSpec<SysUser>[] = [
  { name: 'userId', label: 'user.userId', column: { align: 'center' } },
  { name: 'userName', label: 'user.userName', search: 'input', column: { ellipsis: true } },
  { name: 'nickName', label: 'user.nickName', column: { ellipsis: true } },
  { name: 'deptName', label: 'user.dept', column: { dataIndex: ['dept', 'deptName'], ellipsis: true } },
  { name: 'phonenumber', label: 'user.phonenumber', search: 'input', column: { width: 130 } },
  { name: 'status', label: 'user.status', dict: 'sys_normal_disable', search: 'select', column: 'tag' },
  { name: 'createTime', label: 'user.createTime', search: 'dateRange', column: 'time' },
];

/** 用户管理: the department tree, the search form and the paged user list. */
export default function UserPage() {
  const { t } = useSystemTranslation();
  // add / edit / delete / import / export come with their endpoints
  const page = useCrudPage<SysUser, ConsoleFilters<UserFilter>>({
    api: users,
    fields: USER_FIELDS,
    t,
    actions: [],
    rowActions: () => [],
    selectable: false,
  });
  const { crud } = page;
  return (
    <div className="user-page">
      <DeptTreePanel
        selectedDeptId={crud.list.filters.deptId}
        onSelect={(deptId) =>
          crud.list.search({
            ...filtersOf<ConsoleFilters<UserFilter>>(USER_FIELDS, crud.search.values),
            deptId,
          })
        }
      />
      <CrudView className="user-page__list" {...page.view()} />
    </div>
  );
}
