import { buildTree, type TreeSelect } from '@dis/shared';

/** A node as antd's TreeSelect wants it. */
export interface TreeSelectOption {
  value: number;
  title: string;
  key: number;
  disabled?: boolean;
  children?: TreeSelectOption[];
}

/** The contract's `TreeSelect` tree (`id/label/children/disabled`) → antd TreeSelect data. */
export function toTreeSelectOptions(nodes: readonly TreeSelect[]): TreeSelectOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.label,
    key: node.id,
    ...(node.disabled ? { disabled: true } : {}),
    ...(node.children && node.children.length > 0 ? { children: toTreeSelectOptions(node.children) } : {}),
  }));
}

/**
 * A flat list (menus, departments…) → `TreeSelect`s through `buildTree`: say which fields hold
 * the id, the parent id and the label, and optionally which rows are disabled. Rows whose parent
 * is not in the list become roots; `root` wraps everything under one extra node (RuoYi's 主类目).
 */
export function treeSelectNodesOf<T extends object>(
  list: readonly T[],
  fields: {
    id: keyof T;
    parentId: keyof T;
    label: keyof T;
    disabled?: (row: T) => boolean;
    root?: { id: number; label: string };
  },
): TreeSelect[] {
  const flat = list.map((row) => ({
    id: Number(row[fields.id]),
    parentId: Number(row[fields.parentId]),
    label: String(row[fields.label] ?? ''),
    disabled: fields.disabled?.(row) ?? false,
  }));
  const strip = (
    nodes: Array<(typeof flat)[number] & { children?: Array<(typeof flat)[number]> }>,
  ): TreeSelect[] =>
    nodes.map(({ id, label, disabled, children }) => ({
      id,
      label,
      disabled,
      ...(children && children.length > 0 ? { children: strip(children) } : {}),
    }));
  const tree = strip(buildTree(flat));
  return fields.root
    ? [{ id: fields.root.id, label: fields.root.label, disabled: false, children: tree }]
    : tree;
}
