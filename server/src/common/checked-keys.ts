/**
 * The ids of a parent-child tree that are checked, as RuoYi answers them: with strict linking, a
 * checked node that is the parent of another checked node is left out (the tree derives it). The
 * `checkedKeys` of a role's menu tree and department tree.
 */
export function checkedKeys(
  rows: Array<{ id: number; parentId: number | null }>,
  strictly: boolean,
): number[] {
  if (!strictly) return rows.map((row) => row.id);
  const parents = new Set(rows.map((row) => row.parentId));
  return rows.filter((row) => !parents.has(row.id)).map((row) => row.id);
}
