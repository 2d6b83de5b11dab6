import { useEffect, useState } from 'react';
import { ROLE_FIELD_MAX } from '@dis/contract/rules';
import type { AjaxResultOf } from '@dis/shared';
import { http } from '@dis/shared/request';
import type { SysRole, TreeSelect } from '@dis/contract';
import { ancestorKeys, CheckTree, dictOptions, Input, RadioGroup, type DictOption } from '@dis/ui';
import { EditDialog, Form, InputNumber } from '@dis/ui/form';
import { useSystemTranslation } from '../../i18n';
import { roles, type RoleBody } from './api';

export interface RoleDialogProps {
  /** the role to edit; a new one when absent */
  roleId?: number;
  /** `sys_normal_disable` */
  statuses: readonly DictOption[];
  onClose: (saved: boolean) => void;
}

/** The menu tree's state in the form: what is shown checked, what is saved, linked or not. */
export interface TreeValue {
  checked: number[];
  saved: number[];
  linked: boolean;
}

interface RoleFormValues {
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: '0' | '1';
  remark: string;
  menus: TreeValue;
}

const NEW_ROLE: RoleFormValues = {
  roleName: '',
  roleKey: '',
  roleSort: 0,
  status: '0',
  remark: '',
  menus: { checked: [], saved: [], linked: true },
};

/** The body of `POST` / `PUT /system/role` from the form. */
export function toRoleBody(values: RoleFormValues, roleId?: number): RoleBody {
  return {
    ...(roleId === undefined ? {} : { roleId }),
    roleName: values.roleName.trim(),
    roleKey: values.roleKey.trim(),
    roleSort: values.roleSort,
    status: values.status,
    menuCheckStrictly: values.menus.linked,
    menuIds: values.menus.saved,
    remark: values.remark?.trim() || null,
  };
}

interface RoleMenuTree extends AjaxResultOf<unknown> {
  checkedKeys: number[];
  menus: TreeSelect[];
}

/** The menus to offer, and the branches open at first (down to the role's menus). */
interface MenuTree {
  nodes: TreeSelect[];
  opened: number[];
}

const NO_MENUS: MenuTree = { nodes: [], opened: [] };

/** A form control: the menu tree with its three switches. */
function MenuTreeField({
  value,
  onChange,
  tree,
  label,
}: {
  value?: TreeValue;
  onChange?: (value: TreeValue) => void;
  tree: MenuTree;
  label: string;
}) {
  const current = value ?? NEW_ROLE.menus;
  return (
    <CheckTree
      data={tree.nodes}
      opened={tree.opened}
      label={label}
      value={current.checked}
      linked={current.linked}
      onLinkedChange={(linked) => onChange?.({ ...current, linked })}
      onChange={(saved, checked) => onChange?.({ ...current, saved, checked })}
    />
  );
}

/** 添加角色 / 修改角色: name, key, order, status, menu permissions and remark. */
export default function RoleDialog({ roleId, statuses, onClose }: RoleDialogProps) {
  const { t } = useSystemTranslation();
  const [menus, setMenus] = useState<MenuTree>(NO_MENUS);

  useEffect(() => {
    if (roleId !== undefined) return;
    void http
      .get<AjaxResultOf<TreeSelect[]>>('/system/menu/treeselect')
      .then((answer) => setMenus({ nodes: answer.data ?? [], opened: [] }));
  }, [roleId]);

  const load = async (id: number | string): Promise<Partial<RoleFormValues>> => {
    const [role, tree]: [SysRole, RoleMenuTree] = await Promise.all([
      roles.get(id),
      http.get<RoleMenuTree>(`/system/menu/roleMenuTreeselect/${id}`),
    ]);
    // the tree opens down to the menus the role holds, as RuoYi's 修改角色
    setMenus({ nodes: tree.menus ?? [], opened: ancestorKeys(tree.menus ?? [], tree.checkedKeys ?? []) });
    return {
      roleName: role.roleName ?? '',
      roleKey: role.roleKey ?? '',
      roleSort: role.roleSort ?? 0,
      status: role.status === '1' ? '1' : '0',
      remark: role.remark ?? '',
      // the server leaves derived parents out of checkedKeys; saving sends them back in
      menus: { checked: tree.checkedKeys, saved: tree.checkedKeys, linked: role.menuCheckStrictly ?? true },
    };
  };

  return (
    <EditDialog<RoleFormValues>
      recordId={roleId}
      title={roleId === undefined ? t('role.addTitle') : t('role.editTitle')}
      width={500}
      initialValues={NEW_ROLE}
      load={load}
      save={(values) => roles.save(toRoleBody(values, roleId))}
      onClose={onClose}
    >
      <Form.Item
        name="roleName"
        label={t('role.roleName')}
        rules={[
          { required: true, whitespace: true, message: t('role.roleNameRequired') },
          { max: ROLE_FIELD_MAX.roleName },
        ]}
      >
        <Input placeholder={t('role.roleNamePlaceholder')} maxLength={ROLE_FIELD_MAX.roleName} />
      </Form.Item>
      <Form.Item
        name="roleKey"
        label={t('role.roleKey')}
        tooltip={t('role.roleKeyHint')}
        rules={[
          { required: true, whitespace: true, message: t('role.roleKeyRequired') },
          { max: ROLE_FIELD_MAX.roleKey },
        ]}
      >
        <Input placeholder={t('role.roleKeyPlaceholder')} maxLength={ROLE_FIELD_MAX.roleKey} />
      </Form.Item>
      <Form.Item
        name="roleSort"
        label={t('role.roleOrder')}
        rules={[{ required: true, message: t('role.roleSortRequired') }]}
      >
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="status" label={t('role.statusLabel')}>
        <RadioGroup options={dictOptions(statuses)} />
      </Form.Item>
      <Form.Item name="menus" label={t('role.menuPermission')}>
        <MenuTreeField tree={menus} label={t('role.menuPermission')} />
      </Form.Item>
      <Form.Item name="remark" label={t('role.remark')} rules={[{ max: ROLE_FIELD_MAX.remark }]}>
        <Input.TextArea
          rows={3}
          placeholder={t('role.remarkPlaceholder')}
          maxLength={ROLE_FIELD_MAX.remark}
        />
      </Form.Item>
    </EditDialog>
  );
}
