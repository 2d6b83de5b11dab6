import { act, renderHook, waitFor } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import type { TableData } from '@dis/shared';
import { http } from '@dis/shared/request';
import { clearColumnPrefsCache, SAVE_DELAY_MS } from '../columns/columnPrefs';
import { pickerColumnsOf, useCrudList } from './useCrudList';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
const get = http.get as jest.Mock;
const put = http.put as jest.Mock;
const del = http.delete as jest.Mock;

interface Row {
  id: number;
  name: string;
}
interface Filters {
  name?: string;
  params?: Record<string, string>;
}
interface Values {
  name?: string;
}

const rows: Row[] = [
  { id: 1, name: 'a' },
  { id: 2, name: 'b' },
];
const answer = (): Promise<TableData<Row>> => Promise.resolve({ code: 200, msg: '', rows, total: 2 });
const columns: TableColumnsType<Row> = [
  { key: 'id', title: '编号', dataIndex: 'id' },
  { key: 'name', title: '名称', dataIndex: 'name' },
  { key: 'actions', title: '操作' },
];
const toFilters = (values: Partial<Values>): Filters => ({ name: values.name?.trim() || undefined });

beforeEach(() => {
  for (const mock of [get, put, del]) mock.mockReset();
  get.mockResolvedValue({ code: 200, data: null });
  put.mockResolvedValue({ code: 200 });
  del.mockResolvedValue({ code: 200 });
  clearColumnPrefsCache();
});
afterEach(() => jest.useRealTimers());

describe('useCrudList', () => {
  it('searches with the converted form values from page 1, and resets', async () => {
    const fetch = jest.fn(answer);
    const { result } = renderHook(() =>
      useCrudList<Filters, Row, Values>({ fetch, rowKey: 'id', toFilters }),
    );
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    expect(fetch).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20 });
    act(() => result.current.list.changePage(2, 20));
    act(() => result.current.searchForm.onSearch({ name: ' b ' }));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ name: 'b', pageNum: 1, pageSize: 20 }));
    act(() => result.current.searchForm.onReset());
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20 }));
  });

  it('gives the table its rows and paging, and selection only when selectable', async () => {
    const { result } = renderHook(() =>
      useCrudList<Filters, Row, Values>({ fetch: answer, rowKey: 'id', selectable: true }),
    );
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    const table = result.current.tableProps(columns);
    expect(table).toMatchObject({
      rowKey: 'id',
      rows,
      total: 2,
      pageNum: 1,
      pageSize: 20,
      loading: false,
      error: null,
    });
    expect(table.columns).toEqual(columns);
    expect(table.rowSelection?.selectedRowKeys).toEqual([]);

    const plain = renderHook(() => useCrudList<Filters, Row, Values>({ fetch: answer, rowKey: 'id' }));
    await waitFor(() => expect(plain.result.current.list.loading).toBe(false));
    expect(plain.result.current.tableProps(columns).rowSelection).toBeUndefined();
  });

  it('keeps the selected rows, and after a change clears them and reloads', async () => {
    const fetch = jest.fn(answer);
    const { result } = renderHook(() =>
      useCrudList<Filters, Row, Values>({ fetch, rowKey: 'id', selectable: true }),
    );
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    act(() => result.current.setSelected([2]));
    expect(result.current.selected).toEqual([2]);
    expect(result.current.selectedRows).toEqual([rows[1]]);
    act(() => result.current.reloadAfter(false));
    expect(result.current.selected).toEqual([2]);
    expect(fetch).toHaveBeenCalledTimes(1);
    act(() => result.current.reloadAfter(true));
    expect(result.current.selected).toEqual([]);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('hides, moves and widens columns as the staff member chose, saves it debounced, and resets', async () => {
    const three: TableColumnsType<Row> = [
      ...columns.slice(0, 2),
      { key: 'note', title: '备注' },
      columns[2]!,
    ];
    const { result } = renderHook(() =>
      useCrudList<Filters, Row, Values>({ fetch: answer, rowKey: 'id', columnsKey: 'system.post' }),
    );
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    expect(get).toHaveBeenCalledWith('/system/columnPref/system.post', undefined, { silent: true });
    const toolbar = () => result.current.toolbarProps(three);
    const tableKeys = () => result.current.tableProps(three).columns!.map((column) => column.key);
    // the picker leaves out the actions
    expect(toolbar().columns).toEqual([
      { key: 'id', title: '编号' },
      { key: 'name', title: '名称' },
      { key: 'note', title: '备注' },
    ]);
    const change = (next: Parameters<NonNullable<ReturnType<typeof toolbar>['onColumnPrefsChange']>>[0]) =>
      act(() => toolbar().onColumnPrefsChange!(next));
    change({ hidden: ['name'], order: [], widths: {} });
    // the columns follow once the kit that orders them has loaded
    await waitFor(() => expect(tableKeys()).toEqual(['id', 'note', 'actions']));
    jest.useFakeTimers();
    change({ hidden: ['name'], order: ['note', 'id', 'name'], widths: {} });
    expect(tableKeys()).toEqual(['note', 'id', 'actions']);
    expect(toolbar().columnPrefs).toEqual({ hidden: ['name'], order: ['note', 'id', 'name'], widths: {} });
    expect(result.current.hiddenColumns).toEqual(['name']);
    act(() => result.current.tableProps(three).onColumnResize!({ id: 180, note: 90 }));
    act(() => result.current.tableProps(three).onColumnResize!({ id: 180, note: 100 }));
    expect(result.current.tableProps(three).columns!.find((column) => column.key === 'id')!.width).toBe(180);
    expect(put).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(SAVE_DELAY_MS));
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith('/system/columnPref/system.post', {
      hidden: ['name'],
      order: ['note', 'id', 'name'],
      widths: { id: 180, note: 100 },
    });
    change(null);
    expect(tableKeys()).toEqual(['id', 'name', 'note', 'actions']);
    act(() => jest.advanceTimersByTime(SAVE_DELAY_MS));
    expect(del).toHaveBeenCalledWith('/system/columnPref/system.post');
  });

  it('applies saved preferences when they arrive, ignoring columns the list no longer has', async () => {
    get.mockResolvedValue({
      code: 200,
      data: { hidden: ['gone', 'id'], order: ['gone', 'name', 'id'], widths: { name: 300, gone: 99 } },
    });
    const { result } = renderHook(() =>
      useCrudList<Filters, Row, Values>({ fetch: answer, rowKey: 'id', columnsKey: 'system.role' }),
    );
    await waitFor(() => expect(result.current.hiddenColumns).toEqual(['gone', 'id']));
    const shown = result.current.tableProps(columns).columns!;
    expect(shown.map((column) => [column.key, column.width])).toEqual([
      ['name', 300],
      ['actions', undefined],
    ]);
  });

  it('offers no picker and no resizing without a key, and asks the server nothing', async () => {
    const { result } = renderHook(() => useCrudList<Filters, Row, Values>({ fetch: answer, rowKey: 'id' }));
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    expect(result.current.toolbarProps(columns).onHiddenColumnsChange).toBeUndefined();
    expect(result.current.tableProps(columns).onColumnResize).toBeUndefined();
    expect(get).not.toHaveBeenCalled();
  });

  it('toggles the search form from the toolbar, unless told not to offer it', async () => {
    const { result } = renderHook(() => useCrudList<Filters, Row, Values>({ fetch: answer, rowKey: 'id' }));
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    expect(result.current.searchForm.visible).toBe(true);
    act(() => result.current.toolbarProps(columns).onToggleSearch!());
    expect(result.current.searchForm.visible).toBe(false);
    expect(result.current.toolbarProps(columns).showSearch).toBe(false);
    // no picker without a storage key
    expect(result.current.toolbarProps(columns).onHiddenColumnsChange).toBeUndefined();

    const fixed = renderHook(() =>
      useCrudList<Filters, Row, Values>({ fetch: answer, rowKey: 'id', searchToggle: false }),
    );
    await waitFor(() => expect(fixed.result.current.list.loading).toBe(false));
    expect(fixed.result.current.toolbarProps(columns).onToggleSearch).toBeUndefined();
  });
});

describe('pickerColumnsOf', () => {
  it('offers every keyed column but the actions', () => {
    expect(pickerColumnsOf<Row>([...columns, { title: 'no key' }])).toEqual([
      { key: 'id', title: '编号' },
      { key: 'name', title: '名称' },
    ]);
  });
});
