import type { ColumnPrefs } from '@dis/contract';
import { isChoosable } from './columnPrefs';

// Loaded when a list has preferences other than its defaults, or 列显隐's panel opens
// (docs/product.md §2 "Lists"): not on the console's first view.

/**
 * The keys in the saved order: keys no longer among `keys` are dropped, and a key the saved order
 * does not name goes back to its default place.
 */
export function orderedKeys(keys: readonly string[], saved: readonly string[] = []): string[] {
  const result = saved.filter((key) => keys.includes(key));
  keys.forEach((key, index) => {
    if (!result.includes(key)) result.splice(Math.min(index, result.length), 0, key);
  });
  return result;
}

/**
 * The table's columns as the preferences say: in the saved order (the row actions and unkeyed
 * columns keep their places), without the hidden ones, with the saved widths (the row actions'
 * too). Keys the list no longer has are ignored.
 */
export function applyColumnPrefs<C extends { key?: unknown; width?: unknown }>(
  columns: readonly C[],
  prefs: ColumnPrefs | null,
): C[] {
  if (!prefs) return [...columns];
  const movable = columns.filter(isChoosable);
  const byKey = new Map(movable.map((column) => [String(column.key), column]));
  const order = orderedKeys([...byKey.keys()], prefs.order);
  let next = 0;
  return columns
    .map((column) => (isChoosable(column) ? byKey.get(order[next++])! : column))
    .filter((column) => !isChoosable(column) || !prefs.hidden.includes(String(column.key)))
    .map((column) => {
      const width = column.key === undefined ? undefined : prefs.widths[String(column.key)];
      return width ? { ...column, width } : column;
    });
}
