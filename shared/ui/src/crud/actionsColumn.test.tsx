import { fireEvent, screen, within } from '@testing-library/react';
import { Table, type TableColumnsType } from 'antd';
import { renderWithUi } from '../testing/renderWithUi';
import { ACTIONS_COLUMN_KEY, editAction, removeAction, withActionsColumn } from './actionsColumn';

interface Row {
  id: number;
  name: string;
}
const columns: TableColumnsType<Row> = [{ key: 'name', title: '名称', dataIndex: 'name' }];

describe('withActionsColumn', () => {
  it('adds nothing when the user may do none of the actions', () => {
    expect(withActionsColumn(columns, [false, null, undefined])).toBe(columns);
  });

  it('adds an 操作 column with 修改 and 删除 link buttons that act on their row', () => {
    const onEdit = jest.fn();
    const onRemove = jest.fn();
    const withActions = withActionsColumn<Row>(columns, [editAction(onEdit), false, removeAction(onRemove)]);
    expect(withActions.map((column) => column.key)).toEqual(['name', ACTIONS_COLUMN_KEY]);
    renderWithUi(
      <Table<Row>
        rowKey="id"
        columns={withActions}
        dataSource={[
          { id: 1, name: '甲' },
          { id: 2, name: '乙' },
        ]}
        pagination={false}
      />,
    );
    expect(screen.getByText('操作')).toBeTruthy();
    const row = within(screen.getByText('乙').closest('tr')!);
    fireEvent.click(row.getByRole('button', { name: /修改/ }));
    fireEvent.click(row.getByRole('button', { name: /删除/ }));
    expect(onEdit).toHaveBeenCalledWith({ id: 2, name: '乙' });
    expect(onRemove).toHaveBeenCalledWith({ id: 2, name: '乙' });
    expect(row.getByRole('button', { name: /删除/ }).className).toContain('ant-btn-dangerous');
  });

  it('takes the page’s own actions and title', () => {
    const onView = jest.fn();
    const [, actions] = withActionsColumn<Row>(
      columns,
      [{ key: 'view', label: '详情', onClick: onView }],
      '管理',
    );
    expect(actions.title).toBe('管理');
    renderWithUi(
      <Table<Row> rowKey="id" columns={[actions]} dataSource={[{ id: 3, name: '丙' }]} pagination={false} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '详情' }));
    expect(onView).toHaveBeenCalledWith({ id: 3, name: '丙' });
  });

  it('hides an action on the rows it is not for, and opens a dropdown of further actions', async () => {
    const onReset = jest.fn();
    const withActions = withActionsColumn<Row>(columns, [
      { ...editAction(jest.fn()), visible: (row) => row.id !== 1 },
      {
        key: 'more',
        label: '更多',
        onClick: () => undefined,
        menu: [false, { key: 'reset', label: '重置密码', onClick: onReset }],
      },
      { key: 'none', label: '空', onClick: () => undefined, menu: [false] },
    ]);
    renderWithUi(
      <Table<Row>
        rowKey="id"
        columns={withActions}
        dataSource={[
          { id: 1, name: '甲' },
          { id: 2, name: '乙' },
        ]}
        pagination={false}
      />,
    );
    expect(within(screen.getByText('甲').closest('tr')!).queryByRole('button', { name: /修改/ })).toBeNull();
    const row = within(screen.getByText('乙').closest('tr')!);
    expect(row.getByRole('button', { name: /修改/ })).toBeTruthy();
    expect(row.queryByRole('button', { name: /空/ })).toBeNull();
    fireEvent.click(row.getByRole('button', { name: /更多/ }));
    fireEvent.click(await screen.findByText('重置密码'));
    expect(onReset).toHaveBeenCalledWith({ id: 2, name: '乙' });
  });
});
