import type { TreeSelect } from '@dis/contract';

/** Every id of a TreeSelect tree, parents before children. */
export function allTreeKeys(nodes: readonly TreeSelect[] | undefined): number[] {
  const keys: number[] = [];
  const walk = (list: readonly TreeSelect[] | undefined) => {
    for (const node of list ?? []) {
      keys.push(node.id);
      walk(node.children);
    }
  };
  walk(nodes);
  return keys;
}

/** The ids of the nodes that have children (the branches 展开/折叠 opens). */
export function branchTreeKeys(nodes: readonly TreeSelect[] | undefined): number[] {
  const keys: number[] = [];
  const walk = (list: readonly TreeSelect[] | undefined) => {
    for (const node of list ?? []) {
      if (node.children && node.children.length > 0) {
        keys.push(node.id);
        walk(node.children);
      }
    }
  };
  walk(nodes);
  return keys;
}

/**
 * The ids a role saves (RuoYi's menuIds / deptIds): with parents and children linked, the checked
 * nodes and the half-checked parents above them; unlinked, the checked nodes only.
 */
export function savedTreeKeys(
  checked: readonly number[],
  halfChecked: readonly number[],
  linked: boolean,
): number[] {
  return linked ? [...new Set([...checked, ...halfChecked])] : [...checked];
}

/** The ids of the branches above the given nodes: what to open so that each of them is seen. */
export function ancestorKeys(nodes: readonly TreeSelect[], keys: readonly number[]): number[] {
  const parentOf = new Map<number, number>();
  const walk = (list: readonly TreeSelect[] | undefined, parent?: number) => {
    for (const node of list ?? []) {
      if (parent !== undefined) parentOf.set(node.id, parent);
      walk(node.children, node.id);
    }
  };
  walk(nodes);
  const open = new Set<number>();
  for (const key of keys)
    for (
      let parent = parentOf.get(key);
      parent !== undefined && !open.has(parent);
      parent = parentOf.get(parent)
    )
      open.add(parent);
  return branchTreeKeys(nodes).filter((key) => open.has(key));
}
