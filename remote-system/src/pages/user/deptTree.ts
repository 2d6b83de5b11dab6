import type { TreeSelect } from '@dis/shared';

/**
 * The departments whose label contains `text` (case-insensitive), with their whole subtree, plus
 * the ancestors that lead to them. An empty text keeps the tree as it is.
 */
export function filterDeptTree(nodes: readonly TreeSelect[], text: string): TreeSelect[] {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return [...nodes];
  const kept: TreeSelect[] = [];
  for (const node of nodes) {
    if (node.label.toLowerCase().includes(wanted)) {
      kept.push(node);
      continue;
    }
    const children = filterDeptTree(node.children ?? [], wanted);
    if (children.length > 0) kept.push({ ...node, children });
  }
  return kept;
}
