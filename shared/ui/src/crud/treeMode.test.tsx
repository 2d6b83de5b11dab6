import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import type { TableData } from '@dis/shared';
import { renderWithUi } from '../testing/renderWithUi';
import { CrudView } from './CrudView';
import { branchKeysOf, useCrudList } from './useCrudList';

interface Dept {
  deptId: number;
  parentId: number;
  deptName: string;
  children?: Dept[];
}

const DEPTS: Dept[] = [
  { deptId: 100, parentId: 0, deptName: '数字免疫科技 DIS Technology' },
  { deptId: 101, parentId: 100, deptName: '南京总部 Nanjing HQ' },
  { deptId: 103, parentId: 101, deptName: '研发部 R&D' },
  { deptId: 102, parentId: 100, deptName: '长沙分公司' },
];
const columns: TableColumnsType<Dept> = [{ key: 'deptName', title: '部门名称', dataIndex: 'deptName' }];

const answerWith = (rows: Dept[]) => (): Promise<TableData<Dept>> =>
  Promise.resolve({ code: 200, msg: '', rows, total: rows.length });

describe('tree mode', () => {
  it('loads the whole list without paging and nests it by parentId', async () => {
    const fetch = jest.fn(answerWith(DEPTS));
    const { result } = renderHook(() =>
      useCrudList<{ deptName?: string }, Dept>({ fetch, rowKey: 'deptId', tree: {} }),
    );
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    expect(fetch).toHaveBeenLastCalledWith({});
    const table = result.current.tableProps(columns);
    expect(table.pager).toBe(false);
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0]).toMatchObject({
      deptId: 100,
      children: [{ deptId: 101, children: [{ deptId: 103 }] }, { deptId: 102 }],
    });
    expect(table.expandable?.expandedRowKeys).toEqual([]);
  });

  it('expands every branch and collapses them all with one toggle', async () => {
    const { result } = renderHook(() =>
      useCrudList<object, Dept>({ fetch: answerWith(DEPTS), rowKey: 'deptId', tree: {} }),
    );
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    expect(result.current.tree?.expanded).toBe(false);
    act(() => result.current.tree!.toggleExpand());
    expect(result.current.tableProps(columns).expandable?.expandedRowKeys).toEqual([100, 101]);
    expect(result.current.tree?.expanded).toBe(true);
    act(() => result.current.tree!.toggleExpand());
    expect(result.current.tableProps(columns).expandable?.expandedRowKeys).toEqual([]);
  });

  it('starts expanded when asked, and a search still shows what it found as roots', async () => {
    const fetch = jest.fn(answerWith(DEPTS));
    const { result } = renderHook(() =>
      useCrudList<{ deptName?: string }, Dept>({ fetch, rowKey: 'deptId', tree: { expandAll: true } }),
    );
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    expect(result.current.tableProps(columns).expandable?.expandedRowKeys).toEqual([100, 101]);
    // the server found 南京总部 Nanjing HQ and 研发部 R&D, not their parent 数字免疫科技 DIS Technology
    fetch.mockImplementation(answerWith(DEPTS.filter((dept) => dept.deptId === 101 || dept.deptId === 103)));
    act(() => result.current.searchForm.onSearch({ deptName: '深圳' }));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ deptName: '深圳' }));
    await waitFor(() =>
      expect(result.current.tableProps(columns).rows.map((dept) => dept.deptId)).toEqual([101]),
    );
    expect(result.current.tableProps(columns).rows[0].children).toMatchObject([{ deptId: 103 }]);
  });

  it('finds the branches at any depth', () => {
    const tree = [
      {
        id: 1,
        children: [
          { id: 2, children: [{ id: 3 }] },
          { id: 4, children: [] },
        ],
      },
    ];
    expect(branchKeysOf(tree, 'id')).toEqual([1, 2]);
  });

  it('offers 展开/折叠 in the toolbar and shows every row when expanded', async () => {
    function Page() {
      const crud = useCrudList<object, Dept>({ fetch: answerWith(DEPTS), rowKey: 'deptId', tree: {} });
      return <CrudView crud={crud} columns={columns} />;
    }
    renderWithUi(<Page />);
    await screen.findByText('数字免疫科技 DIS Technology');
    expect(screen.queryByText('研发部 R&D')).toBeNull();
    expect(document.querySelector('.ant-pagination')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /展开\/折叠/ }));
    expect(await screen.findByText('研发部 R&D')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /展开\/折叠/ }));
    await waitFor(() => expect(screen.queryByText('研发部 R&D')).toBeNull());
  });
});
