import { lazy, useState } from 'react';
import { useNavigate } from '@dis/shared';
import type { RoleFilter, SysRole } from '@dis/contract';
import { CrudView, editAction, removeAction, useCrudPage, type FieldSpec, EditorSlot } from '@dis/ui';
import { useSystemTranslation } from '../../i18n';
import { roles } from './api';

/** 角色名称 / 权限字符 / 状态 / 创建时间 searched; 角色编号 … 创建时间 listed, status as a switch. */
export const ROLE_FIELDS: readonly FieldSpec<SysRole>[] = [
  { name: 'roleId', label: 'role.roleId', column: { align: 'center', width: 90 } },
  { name: 'roleName', label: 'role.roleName', search: 'input', column: { align: 'center', ellipsis: true } },
  { name: 'roleKey', label: 'role.roleKey', search: 'input', column: { align: 'center', ellipsis: true } },
  { name: 'roleSort', label: 'role.roleSort', column: { align: 'center', width: 90 } },
  {
    name: 'status',
    label: 'role.status',
    dict: 'sys_normal_disable',
    search: 'select',
    column: { kind: 'switch', rowLabel: 'roleName' },
  },
  { name: 'createTime', label: 'role.createTime', search: 'dateRange', column: 'time' },
];

const RoleDialog = lazy(() => import('./RoleDialog'));
const DataScopeDialog = lazy(() => import('./DataScopeDialog'));

const notSuperAdmin = (row: SysRole) => row.roleId !== 1;

/** 角色管理: search, list, add, edit, enable/disable, delete and export roles; their data scope. */
export default function RolePage() {
  const { t } = useSystemTranslation();
  const navigate = useNavigate();
  const [scopeRole, setScopeRole] = useState<SysRole | null>(null);
  const page = useCrudPage<SysRole, RoleFilter>({
    api: roles,
    fields: ROLE_FIELDS,
    t,
    editor: true,
    statusSwitch: { name: 'roleName' },
    // the super administrator role (1) cannot be changed by anyone: its row offers nothing
    rowActions: (handlers) => [
      handlers.can.edit && { ...editAction<SysRole>(handlers.editRow), visible: notSuperAdmin },
      handlers.can.remove && { ...removeAction<SysRole>(handlers.removeRow), visible: notSuperAdmin },
      handlers.can.edit && {
        key: 'dataScope',
        label: t('role.dataScope'),
        onClick: setScopeRole,
        visible: notSuperAdmin,
      },
      handlers.can.edit && {
        key: 'authUser',
        label: t('role.authUserAction'),
        onClick: (row: SysRole) => navigate(`/system/role-auth/user/${row.roleId}`),
        visible: notSuperAdmin,
      },
    ],
  });
  return (
    <CrudView {...page.view()}>
      <EditorSlot editor={page.editor}>
        {(id) => (
          <RoleDialog
            roleId={id as number | undefined}
            statuses={page.dicts.sys_normal_disable ?? []}
            onClose={page.closeEditor}
          />
        )}
      </EditorSlot>
      {scopeRole ? (
        <DataScopeDialog
          role={scopeRole}
          onClose={(saved) => {
            setScopeRole(null);
            page.crud.reloadAfter(saved);
          }}
        />
      ) : null}
    </CrudView>
  );
}
