import { useMemo } from 'react';
import AntTreeSelect from 'antd/es/tree-select';
import type { TreeSelect } from '@dis/shared';
import { toTreeSelectOptions } from './treeSelectData';

export interface TreeSelectFieldProps {
  /** the contract's tree (`deptTree`, `treeselect`) or `treeSelectNodesOf(flatList, …)` */
  nodes: readonly TreeSelect[];
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  allowClear?: boolean;
  /** every node open when the list opens (default true, like the reference) */
  expandAll?: boolean;
}

/** A single-select dropdown tree (上级部门, 上级菜单, 归属部门), searchable by label. */
export default function TreeSelectField({
  nodes,
  value,
  onChange,
  placeholder,
  id,
  disabled,
  allowClear = true,
  expandAll = true,
}: TreeSelectFieldProps) {
  const treeData = useMemo(() => toTreeSelectOptions(nodes), [nodes]);
  return (
    <AntTreeSelect
      id={id}
      style={{ width: '100%' }}
      treeData={treeData}
      value={value ?? undefined}
      onChange={(next: number | undefined) => onChange?.(next ?? undefined)}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll={expandAll}
      popupMatchSelectWidth
    />
  );
}
