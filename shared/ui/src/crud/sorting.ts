import type { TableColumnsType, TableProps } from 'antd';

/** RuoYi's sort of a list: the row field and the direction, sent as the list's query. */
export interface SortFilters {
  orderByColumn?: string;
  isAsc?: string;
}

type Sorter<Row> = Parameters<NonNullable<TableProps<Row>['onChange']>>[2];

/**
 * The columns with a sorter on the named keys (descending first, as RuoYi), showing the order the
 * list's filters hold; the server sorts (docs/architecture.md "Adding a resource").
 */
export function withSorting<Row>(
  columns: TableColumnsType<Row>,
  sortable: readonly string[],
  sort: SortFilters,
): TableColumnsType<Row> {
  const ascending = sort.isAsc === 'asc' || sort.isAsc === 'ascending';
  return columns.map((column) => {
    const key = String(column.key ?? '');
    if (!sortable.includes(key)) return column;
    return {
      ...column,
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      sortOrder: sort.orderByColumn === key ? (ascending ? 'ascend' : 'descend') : null,
    };
  });
}

/** antd's sorter → the list's `orderByColumn` / `isAsc` (both absent when the sort is cleared). */
export function sortFiltersOf<Row>(sorter: Sorter<Row>): SortFilters {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one?.order || one.columnKey === undefined) return { orderByColumn: undefined, isAsc: undefined };
  return { orderByColumn: String(one.columnKey), isAsc: one.order === 'ascend' ? 'ascending' : 'descending' };
}

/** The table's `onChange` that applies a sort click to the list (other changes are the pager's). */
export function sortHandler<Row>(
  search: (patch: SortFilters) => void,
): NonNullable<TableProps<Row>['onChange']> {
  return (_pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') search(sortFiltersOf<Row>(sorter));
  };
}
