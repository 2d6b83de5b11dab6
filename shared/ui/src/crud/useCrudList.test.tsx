import { act, renderHook, waitFor } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import type { TableData } from '@dis/shared';
import { pickerColumnsOf, useCrudList } from './useCrudList';

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

beforeEach(() => localStorage.clear());

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

  it('hides columns and remembers them under the storage key; the picker leaves out the actions', async () => {
    const { result } = renderHook(() =>
      useCrudList<Filters, Row, Values>({ fetch: answer, rowKey: 'id', columnsKey: 'test-columns' }),
    );
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    const toolbar = result.current.toolbarProps(columns);
    expect(toolbar.columns).toEqual([
      { key: 'id', title: '编号' },
      { key: 'name', title: '名称' },
    ]);
    act(() => result.current.toolbarProps(columns).onHiddenColumnsChange!(['name']));
    expect(result.current.tableProps(columns).columns!.map((column) => column.key)).toEqual([
      'id',
      'actions',
    ]);
    expect(JSON.parse(localStorage.getItem('test-columns')!)).toEqual(['name']);
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
