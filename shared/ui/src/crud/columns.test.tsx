import { screen, within } from '@testing-library/react';
import { Table } from 'antd';
import type { DictOption } from '../dict/dictCache';
import { renderWithUi } from '../testing/renderWithUi';
import { dictColumn, timeColumn } from './columns';

interface Row {
  id: number;
  status: string;
  createTime: string | null;
}

const statuses = [
  { value: '0', label: '正常', raw: { listClass: 'primary' } },
  { value: '1', label: '停用', raw: { listClass: 'danger' } },
] as unknown as DictOption[];

describe('column helpers', () => {
  it('show a dictionary value as its tag and a time as yyyy-MM-dd HH:mm:ss', () => {
    const status = dictColumn<Row>('status', '状态', statuses);
    const created = timeColumn<Row>('createTime', '创建时间');
    expect(status).toMatchObject({ key: 'status', dataIndex: 'status', title: '状态', align: 'center' });
    expect(created).toMatchObject({ key: 'createTime', dataIndex: 'createTime', width: 170 });
    renderWithUi(
      <Table<Row>
        rowKey="id"
        columns={[status, created]}
        dataSource={[
          { id: 1, status: '1', createTime: '2024-01-05T10:00:00' },
          { id: 2, status: '0', createTime: null },
        ]}
        pagination={false}
      />,
    );
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first).getByText('停用').closest('.ant-tag')).not.toBeNull();
    expect(within(first).getByText('2024-01-05 10:00:00')).toBeTruthy();
    expect(within(second).getByText('正常')).toBeTruthy();
    expect(second.querySelectorAll('td')[1].textContent).toBe('');
  });
});
