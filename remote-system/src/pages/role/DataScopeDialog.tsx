import { useState } from 'react';
import type { AjaxResultOf } from '@dis/shared';
import { http } from '@dis/shared/request';
import type { RoleDataScope, SysRole, TreeSelect } from '@dis/contract';
import { branchTreeKeys, CheckTree, Input, Select } from '@dis/ui';
import { EditDialog, Form } from '@dis/ui/form';
import { useSystemTranslation } from '../../i18n';
import type { TreeValue } from './RoleDialog';

export interface DataScopeDialogProps {
  role: SysRole;
  onClose: (saved: boolean) => void;
}

interface ScopeFormValues {
  roleName: string;
  roleKey: string;
  dataScope: RoleDataScope['dataScope'];
  /** only while the custom scope ("2") shows the department tree */
  depts?: TreeValue;
}

interface RoleDeptTree extends AjaxResultOf<unknown> {
  checkedKeys: number[];
  depts: TreeSelect[];
}

/** The departments to offer, and the branches open at first. */
interface DeptTree {
  nodes: TreeSelect[];
  opened: number[];
}

export const DATA_SCOPES = ['1', '2', '3', '4', '5'] as const;

/**
 * The body of `PUT /system/role/dataScope`: departments only with the custom scope ("2"); with any
 * other scope the tree is not shown, so the form holds no departments at all.
 */
export function toDataScopeBody(roleId: number, values: ScopeFormValues): RoleDataScope {
  const custom = values.dataScope === '2';
  return {
    roleId,
    dataScope: values.dataScope,
    deptIds: custom ? (values.depts?.saved ?? []) : [],
    deptCheckStrictly: values.depts?.linked ?? true,
  };
}

/** 分配数据权限: the role's scope, and its departments when the scope is custom. */
export default function DataScopeDialog({ role, onClose }: DataScopeDialogProps) {
  const { t } = useSystemTranslation();
  const [depts, setDepts] = useState<DeptTree>({ nodes: [], opened: [] });

  const load = async (roleId: number | string): Promise<Partial<ScopeFormValues>> => {
    const tree = await http.get<RoleDeptTree>(`/system/role/deptTree/${roleId}`);
    // every branch open, as RuoYi's 分配数据权限 (its 展开/折叠 starts ticked)
    setDepts({ nodes: tree.depts ?? [], opened: branchTreeKeys(tree.depts ?? []) });
    return {
      roleName: role.roleName ?? '',
      roleKey: role.roleKey ?? '',
      dataScope: (role.dataScope ?? '1') as ScopeFormValues['dataScope'],
      depts: { checked: tree.checkedKeys, saved: tree.checkedKeys, linked: role.deptCheckStrictly ?? true },
    };
  };

  return (
    <EditDialog<ScopeFormValues>
      recordId={role.roleId}
      title={t('role.dataScopeTitle')}
      width={500}
      load={load}
      save={(values) => http.put('/system/role/dataScope', toDataScopeBody(role.roleId, values))}
      onClose={onClose}
    >
      <Form.Item name="roleName" label={t('role.roleName')}>
        <Input disabled />
      </Form.Item>
      <Form.Item name="roleKey" label={t('role.roleKey')}>
        <Input disabled />
      </Form.Item>
      <Form.Item name="dataScope" label={t('role.scope')}>
        <Select options={DATA_SCOPES.map((value) => ({ value, label: t(`role.scopes.${value}`) }))} />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a, b) => a.dataScope !== b.dataScope}>
        {({ getFieldValue }) =>
          getFieldValue('dataScope') === '2' ? (
            <Form.Item name="depts" label={t('role.dataPermission')}>
              <DeptTreeField tree={depts} label={t('role.dataPermission')} />
            </Form.Item>
          ) : null
        }
      </Form.Item>
    </EditDialog>
  );
}

function DeptTreeField({
  value,
  onChange,
  tree,
  label,
}: {
  value?: TreeValue;
  onChange?: (value: TreeValue) => void;
  tree: DeptTree;
  label: string;
}) {
  const current = value ?? { checked: [], saved: [], linked: true };
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
