import { useCallback, useMemo, useState, type Key } from 'react';
import type { ColumnPrefPage } from '@dis/contract/resources';
import type { TableColumnsType } from 'antd';
import { buildTree } from '@dis/shared';
import { useListQuery, type ListQuery, type ListQueryOptions } from '../query/useListQuery';
import { useSearchForm, type SearchFormState } from '../search/useSearchForm';
import type { SearchFormProps } from '../search/SearchForm';
import type { PageTableProps } from '../table/PageTable';
import type { RightToolbarProps, ToolbarColumn } from '../toolbar/RightToolbar';
import { applyColumnPrefs, isChoosable, useColumnPrefs } from '../columns/columnPrefs';

/** What a page's search form takes from `useCrudList`: `<NewsSearchForm {...crud.searchForm} …/>`. */
export type SearchFormBinding<V extends object> = Omit<SearchFormProps<V>, 'children'>;

export interface CrudListOptions<Q extends object, Row extends object, V extends object> {
  /** loads the list (see `useListQuery`) */
  fetch: ListQueryOptions<Q, Row>['fetch'];
  /** the key of a query in the console's query cache (see `useListQuery`) */
  queryKey?: ListQueryOptions<Q, Row>['queryKey'];
  /** the field that identifies a row (table key, selection) */
  rowKey: keyof Row & string;
  /** the filters of an empty search form (default none) */
  filters?: Q;
  /**
   * what the search form shows when the page opens and after 重置 (default nothing), e.g. the job
   * whose runs a page lists; give the matching `filters` too
   */
  searchValues?: Partial<V>;
  paging?: 'server' | 'client';
  pageSize?: number;
  /**
   * search-form values → list filters (trimming, date ranges); the values as they are by default.
   * A stable (module-level) function.
   */
  toFilters?: (values: Partial<V>) => Partial<Q>;
  /**
   * the list's key for the staff member's column preferences (shown, order, widths; kept by the
   * server per user, `/system/columnPref/<key>`): one of the contract's `COLUMN_PREF_PAGES`, the
   * server keeps no other. The column picker and the resizable headers are offered only with one
   */
  columnsKey?: ColumnPrefPage;
  /** rows get check boxes; the selection is what the toolbar's 修改 / 删除 act on */
  selectable?: boolean;
  /** the toolbar offers 隐藏搜索 / 显示搜索 (default true) */
  searchToggle?: boolean;
  /**
   * Tree mode (menus, departments): the whole list, no pager, rows nested by their parent field
   * (rows whose parent is not in the list are roots, so a search still shows what it found), and
   * the toolbar's 展开/折叠.
   */
  tree?: TreeOptions;
}

export interface TreeOptions {
  /** the field naming the parent row (default `parentId`) */
  parentId?: string;
  /** every branch starts open (default false) */
  expandAll?: boolean;
}

/** The tree of a list in tree mode. */
export interface CrudTree {
  /** every branch is open */
  expanded: boolean;
  /** 展开/折叠: opens every branch, or closes them all */
  toggleExpand: () => void;
}

/** The keys of the rows that have children, at any depth. */
export function branchKeysOf<Row extends object>(rows: readonly Row[], rowKey: keyof Row): Key[] {
  const keys: Key[] = [];
  const walk = (nodes: readonly Row[]) => {
    for (const node of nodes) {
      const children = (node as { children?: Row[] }).children;
      if (children && children.length > 0) {
        keys.push(node[rowKey] as Key);
        walk(children);
      }
    }
  };
  walk(rows);
  return keys;
}

export interface CrudList<Q extends object, Row extends object, V extends object> {
  list: ListQuery<Q, Row>;
  search: SearchFormState<V>;
  showSearch: boolean;
  hiddenColumns: string[];
  /** the keys of the selected rows */
  selected: Key[];
  /** the selected rows that are on the current page */
  selectedRows: Row[];
  setSelected: (keys: Key[]) => void;
  /** after an add, edit or delete: when something changed, clears the selection and reloads */
  reloadAfter: (changed: boolean) => void;
  /** the props of the page's `SearchForm` (everything but the fields) */
  searchForm: SearchFormBinding<V>;
  /** the props of `PageTable` for these columns (as the column preferences say) */
  tableProps: (columns: TableColumnsType<Row>) => PageTableProps<Row>;
  /** the props of `RightToolbar`, its column picker offering these columns */
  toolbarProps: (columns: TableColumnsType<Row>) => RightToolbarProps;
  /** tree mode only */
  tree?: CrudTree;
}

/** The columns the column picker offers: all keyed ones but the actions column. */
export function pickerColumnsOf<Row>(columns: TableColumnsType<Row>): ToolbarColumn[] {
  return columns
    .filter(isChoosable)
    .map((column) => ({ key: String(column.key), title: column.title as ToolbarColumn['title'] }));
}

/**
 * Everything a console list page wires again and again: the search form's state and its
 * 隐藏搜索 toggle, the list query, the staff member's column preferences under the list's key
 * (shown, order, widths; `columns/columnPrefs.ts`), the row selection, and the props of
 * `SearchForm`, `PageTable` and `RightToolbar`.
 *
 * ```tsx
 * const crud = useCrudList({ fetch: listNews, rowKey: 'newsId', toFilters: toNewsFilters,
 *   columnsKey: 'marketing.news', selectable: true });
 * const columns = useMemo(() => newsColumns(…), […]);
 * <CrudView crud={crud} columns={columns} search={<NewsSearchForm {...crud.searchForm} />}
 *   actions={{ permissionPrefix: 'marketing:news', onAdd, onRemove, onExport }} />
 * ```
 */
export function useCrudList<Q extends object, Row extends object, V extends object = Q>(
  options: CrudListOptions<Q, Row, V>,
): CrudList<Q, Row, V> {
  const { rowKey, columnsKey, selectable = false, searchToggle = true, tree } = options;
  const search = useSearchForm<V>(options.searchValues);
  const [showSearch, setShowSearch] = useState(true);
  const [prefs, setPrefs] = useColumnPrefs(columnsKey);
  const hiddenColumns = prefs?.hidden ?? [];
  const [selected, setSelected] = useState<Key[]>([]);
  const list = useListQuery<Q, Row>({
    filters: options.filters ?? ({} as Q),
    fetch: options.fetch,
    queryKey: options.queryKey,
    paging: tree ? 'none' : options.paging,
    pageSize: options.pageSize,
  });
  const treeParent = tree ? (tree.parentId ?? 'parentId') : undefined;
  const rows = useMemo(
    () =>
      treeParent
        ? (buildTree(list.rows, { id: rowKey, parentId: treeParent as keyof Row }) as Row[])
        : list.rows,
    [list.rows, rowKey, treeParent],
  );
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const allBranches = useMemo(() => (tree ? branchKeysOf(rows, rowKey) : []), [tree, rows, rowKey]);
  // until toggled, the tree is as `expandAll` says, whatever rows arrive
  const expandedKeys = expanded ?? (tree?.expandAll ? allBranches : []);
  const expandedAll = allBranches.length > 0 && allBranches.every((key) => expandedKeys.includes(key));
  const { reload, search: searchList, reset } = list;
  const { toFilters } = options;

  const reloadAfter = useCallback(
    (changed: boolean) => {
      if (!changed) return;
      setSelected([]);
      reload();
    },
    [reload],
  );

  const searchForm = useMemo<SearchFormBinding<V>>(
    () => ({
      search,
      visible: showSearch,
      onSearch: (values) => searchList(toFilters ? toFilters(values) : (values as unknown as Partial<Q>)),
      onReset: reset,
    }),
    [search, showSearch, searchList, reset, toFilters],
  );

  const selectedRows = useMemo(
    () => list.rows.filter((row) => selected.includes(row[rowKey] as Key)),
    [list.rows, selected, rowKey],
  );

  const tableProps = (columns: TableColumnsType<Row>): PageTableProps<Row> => ({
    rowKey,
    columns: applyColumnPrefs(columns, prefs),
    ...(columnsKey
      ? {
          onColumnResize: (widths: Record<string, number>) =>
            setPrefs({ hidden: [], order: [], ...prefs, widths: { ...prefs?.widths, ...widths } }),
        }
      : {}),
    ...(selectable ? { rowSelection: { selectedRowKeys: selected, onChange: setSelected } } : {}),
    rows,
    total: list.total,
    ...(tree
      ? {
          pager: false,
          expandable: {
            expandedRowKeys: expandedKeys,
            onExpandedRowsChange: (keys: readonly Key[]) => setExpanded([...keys]),
          },
        }
      : {}),
    loading: list.loading,
    error: list.error,
    onRetry: reload,
    pageNum: list.pageNum,
    pageSize: list.pageSize,
    onPageChange: list.changePage,
  });

  const toolbarProps = (columns: TableColumnsType<Row>): RightToolbarProps => ({
    ...(searchToggle ? { showSearch, onToggleSearch: () => setShowSearch((shown) => !shown) } : {}),
    onRefresh: reload,
    ...(columnsKey
      ? { columns: pickerColumnsOf(columns), columnPrefs: prefs, onColumnPrefsChange: setPrefs }
      : {}),
  });

  return {
    list,
    search,
    showSearch,
    hiddenColumns,
    selected,
    selectedRows,
    setSelected,
    reloadAfter,
    searchForm,
    tableProps,
    toolbarProps,
    ...(tree
      ? {
          tree: {
            expanded: expandedAll,
            toggleExpand: () => setExpanded(expandedAll ? [] : allBranches),
          },
        }
      : {}),
  };
}
