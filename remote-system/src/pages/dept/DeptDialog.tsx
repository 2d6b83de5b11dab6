import { useEffect, useMemo, useState } from 'react';
import { DEPT_FIELD_MAX } from '@dis/contract/rules';
import type { SysDept } from '@dis/contract';
import { http } from '@dis/shared/request';
import { dictOptions, Input, RadioGroup, TreeSelectInput, treeSelectNodesOf, type DictOption } from '@dis/ui';
import { EditDialog, Form, InputNumber } from '@dis/ui/form';
import { useSystemTranslation } from '../../i18n';
import { deptBody, emailOk, formOfDept, NEW_DEPT, phoneOk, type DeptFormValues } from './deptRows';
import { depts } from './api';

export interface DeptDialogProps {
  /** the department to edit; a new one when absent */
  deptId?: number;
  /** the parent of a new department (a row's 新增) */
  parentId?: number;
  /** editing the root: no 上级部门 */
  root: boolean;
  /** `sys_normal_disable` */
  statuses: readonly DictOption[];
  /** `true` when something was saved */
  onClose: (saved: boolean) => void;
}

/**
 * 添加部门 / 修改部门: 上级部门 (when editing, the department and those below it are not offered),
 * 部门名称, 显示排序, 负责人, 联系电话, 邮箱 and 部门状态.
 */
export default function DeptDialog({ deptId, parentId, root, statuses, onClose }: DeptDialogProps) {
  const { t } = useSystemTranslation();
  const [candidates, setCandidates] = useState<SysDept[]>([]);
  useEffect(() => {
    let live = true;
    const url = deptId === undefined ? '/system/dept/list' : `/system/dept/list/exclude/${deptId}`;
    http
      .get<{ data: SysDept[] }>(url)
      .then((answer) => live && setCandidates(answer.data ?? []))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [deptId]);
  const parents = useMemo(
    () => treeSelectNodesOf(candidates, { id: 'deptId', parentId: 'parentId', label: 'deptName' }),
    [candidates],
  );
  const initialValues = useMemo(() => ({ ...NEW_DEPT, parentId: parentId ?? null }), [parentId]);
  return (
    <EditDialog<DeptFormValues>
      recordId={deptId}
      title={deptId === undefined ? t('dept.addTitle') : t('dept.editTitle')}
      width={600}
      initialValues={initialValues}
      load={async (id) => formOfDept(await depts.get(id))}
      save={(values) => depts.save(deptBody(values, deptId))}
      onClose={onClose}
    >
      {root ? null : (
        <Form.Item
          name="parentId"
          label={t('dept.parentId')}
          rules={[{ required: true, message: t('dept.parentRequired') }]}
        >
          <TreeSelectInput nodes={parents} placeholder={t('dept.parentPlaceholder')} />
        </Form.Item>
      )}
      <Form.Item
        name="deptName"
        label={t('dept.deptName')}
        rules={[
          { required: true, whitespace: true, message: t('dept.deptNameRequired') },
          { max: DEPT_FIELD_MAX.deptName },
        ]}
      >
        <Input placeholder={t('dept.deptNamePlaceholder')} maxLength={DEPT_FIELD_MAX.deptName} />
      </Form.Item>
      <Form.Item
        name="orderNum"
        label={t('dept.showOrder')}
        rules={[{ required: true, message: t('dept.orderNumRequired') }]}
      >
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="leader" label={t('dept.leader')} rules={[{ max: DEPT_FIELD_MAX.leader }]}>
        <Input placeholder={t('dept.leaderPlaceholder')} maxLength={DEPT_FIELD_MAX.leader} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('dept.phone')}
        rules={[
          {
            validator: (_, value?: string) =>
              phoneOk(value) ? Promise.resolve() : Promise.reject(new Error(t('dept.badPhone'))),
          },
        ]}
      >
        <Input placeholder={t('dept.phonePlaceholder')} maxLength={DEPT_FIELD_MAX.phone} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('dept.email')}
        rules={[
          {
            validator: (_, value?: string) =>
              emailOk(value) ? Promise.resolve() : Promise.reject(new Error(t('dept.badEmail'))),
          },
        ]}
      >
        <Input placeholder={t('dept.emailPlaceholder')} maxLength={DEPT_FIELD_MAX.email} />
      </Form.Item>
      <Form.Item name="status" label={t('dept.deptStatus')}>
        <RadioGroup options={dictOptions(statuses)} />
      </Form.Item>
    </EditDialog>
  );
}
