/**
 * Flat list → tree (docs/product.md §3 "Tree node"): key names configurable; nodes whose parent is absent
 * become roots. Input order is kept. The input objects are not changed.
 */
export function buildTree<T extends object, C extends string = 'children'>(
  list: readonly T[],
  options: { id?: keyof T; parentId?: keyof T; children?: C } = {},
): Array<T & { [K in C]?: Array<T> }> {
  const idKey = (options.id ?? 'id') as keyof T;
  const parentKey = (options.parentId ?? 'parentId') as keyof T;
  const childrenKey = (options.children ?? 'children') as string;
  // a flat row may already carry an empty `children` (RuoYi's SysMenu / SysDept): each node starts
  // without it, so leaves stay leaves and the input's arrays are never pushed into
  const nodes = list.map((item) => {
    const node = { ...item } as Record<string, unknown>;
    delete node[childrenKey];
    return node;
  });
  const byId = new Map<unknown, Record<string, unknown>>();
  for (const node of nodes) byId.set(node[idKey as string], node);
  const roots: Array<Record<string, unknown>> = [];
  for (const node of nodes) {
    const parent = byId.get(node[parentKey as string]);
    if (parent && parent !== node) {
      const children = (parent[childrenKey] as unknown[] | undefined) ?? [];
      children.push(node);
      parent[childrenKey] = children;
    } else {
      roots.push(node);
    }
  }
  return roots as Array<T & { [K in C]?: Array<T> }>;
}
