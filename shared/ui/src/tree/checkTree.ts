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
