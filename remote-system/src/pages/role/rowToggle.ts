import type { MouseEvent } from 'react';

/** The keys with `key` added when it was not among them, taken out when it was. */
export function toggledKeys<Key>(keys: readonly Key[], key: Key): Key[] {
  return keys.includes(key) ? keys.filter((each) => each !== key) : [...keys, key];
}

/**
 * antd Table `onRow` that ticks or unticks a row when it is clicked anywhere, as RuoYi's
 * `@row-click` on 选择用户 and 分配角色 (docs/system/role.md "Pages"). The row's check box stops its
 * own click (antd), so it is not toggled twice; clicks on a row's buttons and links are theirs, and
 * rows `selectable` refuses are left alone.
 */
export function toggleOnRowClick<Row, Key>(
  selected: readonly Key[],
  onSelect: (keys: Key[]) => void,
  keyOf: (row: Row) => Key,
  selectable: (row: Row) => boolean = () => true,
) {
  return (row: Row) => ({
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (!selectable(row)) return;
      if ((event.target as HTMLElement).closest('button, a, input, label')) return;
      onSelect(toggledKeys(selected, keyOf(row)));
    },
    style: selectable(row) ? { cursor: 'pointer' } : undefined,
  });
}
