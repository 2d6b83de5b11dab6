import { act, fireEvent, screen } from '@testing-library/react';
import { changeLanguage } from '@dis/shared';
import { deviceChanged } from '@dis/shared/store';
import { renderWithUi } from '../testing/renderWithUi';
import { PageTable } from './PageTable';

interface Row {
  id: number;
  name: string;
}

const columns = [{ key: 'name', dataIndex: 'name', title: 'Name' }];
const rows: Row[] = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}` }));

afterEach(() => act(() => changeLanguage('zh-cn')));

describe('PageTable', () => {
  it('shows the rows, the total and the page sizes 10/20/30/50', () => {
    renderWithUi(
      <PageTable<Row> rowKey="id" columns={columns} rows={rows} total={95} pageNum={1} pageSize={20} onPageChange={jest.fn()} />,
    );
    expect(screen.getByText('row 1')).toBeTruthy();
    expect(screen.getByText('共 95 条')).toBeTruthy();
    expect(screen.getByText('20 条/页')).toBeTruthy();
    // 5 pages, all shown
    expect(screen.getByTitle('5')).toBeTruthy();
    expect(document.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();
  });

  it('hides the pager when there is nothing', () => {
    renderWithUi(<PageTable<Row> rowKey="id" columns={columns} rows={[]} total={0} pageNum={1} pageSize={20} onPageChange={jest.fn()} />);
    expect(document.querySelector('.ant-pagination')).toBeNull();
    expect(document.querySelector('.ant-empty-description')?.textContent).toBe('暂无数据');
  });

  it('reports a page change', () => {
    const onPageChange = jest.fn();
    renderWithUi(
      <PageTable<Row> rowKey="id" columns={columns} rows={rows} total={95} pageNum={1} pageSize={20} onPageChange={onPageChange} />,
    );
    fireEvent.click(screen.getByTitle('3'));
    expect(onPageChange).toHaveBeenCalledWith(3, 20);
  });

  it('shows fewer page numbers on a phone', () => {
    const { store } = renderWithUi(
      <PageTable<Row> rowKey="id" columns={columns} rows={rows} total={400} pageNum={1} pageSize={20} onPageChange={jest.fn()} />,
    );
    expect(screen.getByTitle('5')).toBeTruthy();
    act(() => {
      store.dispatch(deviceChanged('mobile'));
    });
    expect(screen.queryByTitle('5')).toBeNull();
    expect(screen.getByTitle('3')).toBeTruthy();
    expect(screen.getByTitle('20')).toBeTruthy();
  });

  it('shows a load error with a retry button, in the current language', async () => {
    await changeLanguage('en');
    const onRetry = jest.fn();
    renderWithUi(
      <PageTable<Row>
        rowKey="id"
        columns={columns}
        rows={[]}
        total={0}
        pageNum={1}
        pageSize={20}
        onPageChange={jest.fn()}
        error="Cannot reach the server"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('The data could not be loaded')).toBeTruthy();
    expect(screen.getByText('Cannot reach the server')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
