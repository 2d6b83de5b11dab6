import { useMemo, useState } from 'react';
import type { TreeSelect } from '@dis/contract';
import { Checkbox, Tree } from '../antd';
import { useUiTranslation } from '../i18n';
import { allTreeKeys, branchTreeKeys, savedTreeKeys } from './checkTree';

export interface CheckTreeProps {
  /** the nodes (a `treeselect` answer) */
  data: readonly TreeSelect[];
  /** the checked ids as the server gives them (`checkedKeys`) */
  value: readonly number[];
  /**
   * The ids to save (checked plus, when linked, their half-checked parents) and the checked ids
   * as shown.
   */
  onChange: (saved: number[], checked: number[]) => void;
  /** parents and children linked (RuoYi's menuCheckStrictly / deptCheckStrictly) */
  linked: boolean;
  onLinkedChange: (linked: boolean) => void;
  /** the accessible name of the tree */
  label: string;
  /**
   * The branches open when the nodes arrive (e.g. `ancestorKeys` of what a role holds), set again
   * with each new `opened`; none when absent.
   */
  opened?: readonly number[];
}

const NONE_OPENED: readonly number[] = [];

/**
 * A checkable tree with RuoYi's three switches above it: 展开/折叠 (every branch), 全选/全不选 and
 * 父子联动 (checking a parent checks its children). Used by the role dialogs for menus and
 * departments.
 */
export function CheckTree({
  data,
  value,
  onChange,
  linked,
  onLinkedChange,
  label,
  opened = NONE_OPENED,
}: CheckTreeProps) {
  const { t } = useUiTranslation();
  // the open branches, until new nodes bring a new `opened`
  const [open, setOpen] = useState({ from: opened, keys: opened });
  const expanded = open.from === opened ? open.keys : opened;
  const setExpanded = (keys: readonly number[]) => setOpen({ from: opened, keys });
  const keys = useMemo(() => allTreeKeys(data), [data]);
  const branches = useMemo(() => branchTreeKeys(data), [data]);
  const treeData = useMemo(() => toNodes(data), [data]);
  const allChecked = keys.length > 0 && keys.every((key) => value.includes(key));
  return (
    <div className="dis-check-tree">
      <div>
        <Checkbox
          checked={branches.length > 0 && expanded.length === branches.length}
          onChange={(event) => setExpanded(event.target.checked ? branches : [])}
        >
          {t('checkTree.expand')}
        </Checkbox>
        <Checkbox
          checked={allChecked}
          onChange={(event) => (event.target.checked ? onChange(keys, keys) : onChange([], []))}
        >
          {t('checkTree.selectAll')}
        </Checkbox>
        <Checkbox checked={linked} onChange={(event) => onLinkedChange(event.target.checked)}>
          {t('checkTree.linked')}
        </Checkbox>
      </div>
      <div
        role="group"
        aria-label={label}
        style={{ border: '1px solid #e5e6e7', borderRadius: 4, marginTop: 5 }}
      >
        <Tree
          checkable
          checkStrictly={!linked}
          treeData={treeData}
          expandedKeys={[...expanded]}
          onExpand={(next) => setExpanded(next as number[])}
          checkedKeys={[...value]}
          onCheck={(checked, info) => {
            const shown = (Array.isArray(checked) ? checked : checked.checked) as number[];
            const half = (info.halfCheckedKeys ?? []) as number[];
            onChange(savedTreeKeys(shown, half, linked), shown);
          }}
        />
      </div>
    </div>
  );
}

interface Node {
  key: number;
  title: string;
  children?: Node[];
}

function toNodes(nodes: readonly TreeSelect[]): Node[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.label,
    ...(node.children && node.children.length > 0 ? { children: toNodes(node.children) } : {}),
  }));
}
