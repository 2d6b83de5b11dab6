import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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
      <PageTable<Row>
        rowKey="id"
        columns={columns}
        rows={rows}
        total={95}
        pageNum={1}
        pageSize={20}
        onPageChange={jest.fn()}
      />,
    );
    expect(screen.getByText('row 1')).toBeTruthy();
    expect(screen.getByText('共 95 条')).toBeTruthy();
    expect(screen.getByText('20 条/页')).toBeTruthy();
    // 5 pages, all shown, then the jumper
    expect(screen.getByTitle('5')).toBeTruthy();
    expect(screen.getByRole('button', { name: '1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByLabelText('前往')).toBeTruthy();
    const order = [...document.querySelector('.dis-pager')!.children].map((el) =>
      [
        'dis-pager__total',
        'dis-pager__sizes',
        'dis-pager__step',
        'dis-pager__pages',
        'dis-pager__jumper',
      ].find((c) => el.classList.contains(c)),
    );
    expect(order).toEqual([
      'dis-pager__total',
      'dis-pager__sizes',
      'dis-pager__step',
      'dis-pager__pages',
      'dis-pager__step',
      'dis-pager__jumper',
    ]);
  });

  it('hides the pager when there is nothing', () => {
    renderWithUi(
      <PageTable<Row>
        rowKey="id"
        columns={columns}
        rows={[]}
        total={0}
        pageNum={1}
        pageSize={20}
        onPageChange={jest.fn()}
      />,
    );
    expect(document.querySelector('.dis-pager')).toBeNull();
    expect(document.querySelector('.ant-empty-description')?.textContent).toBe('暂无数据');
  });

  it('reports a page change', () => {
    const onPageChange = jest.fn();
    renderWithUi(
      <PageTable<Row>
        rowKey="id"
        columns={columns}
        rows={rows}
        total={95}
        pageNum={1}
        pageSize={20}
        onPageChange={onPageChange}
      />,
    );
    fireEvent.click(screen.getByTitle('3'));
    expect(onPageChange).toHaveBeenCalledWith(3, 20);
  });

  it('shows 7 page numbers on a desktop and 5 on a phone', () => {
    const { store } = renderWithUi(
      <PageTable<Row>
        rowKey="id"
        columns={columns}
        rows={rows}
        total={400}
        pageNum={1}
        pageSize={20}
        onPageChange={jest.fn()}
      />,
    );
    const pageNumbers = () => [...document.querySelectorAll('.dis-pager__page')].map((b) => b.textContent);
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5', '6', '20']);
    act(() => {
      store.dispatch(deviceChanged('mobile'));
    });
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '20']);
  });

  it('jumps to a typed page and pages by •••', () => {
    const onPageChange = jest.fn();
    renderWithUi(
      <PageTable<Row>
        rowKey="id"
        columns={columns}
        rows={rows}
        total={400}
        pageNum={1}
        pageSize={20}
        onPageChange={onPageChange}
      />,
    );
    const jumper = screen.getByLabelText('前往');
    fireEvent.change(jumper, { target: { value: '99' } });
    fireEvent.keyDown(jumper, { key: 'Enter', keyCode: 13 });
    expect(onPageChange).toHaveBeenLastCalledWith(20, 20);
    fireEvent.click(screen.getByRole('button', { name: '向后 5 页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6, 20);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2, 20);
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
    // the alert's code loads when an error first shows (not part of the first view)
    expect(await screen.findByText('The data could not be loaded')).toBeTruthy();
    expect(screen.getByText('Cannot reach the server')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('PageTable: resizable columns', () => {
  const two = [
    { key: 'id', dataIndex: 'id', title: 'Id', width: 120 },
    { key: 'name', dataIndex: 'name', title: 'Name' },
  ];
  const table = (onColumnResize?: (widths: Record<string, number>) => void) => (
    <PageTable<Row>
      rowKey="id"
      columns={two}
      rows={rows.slice(0, 2)}
      total={2}
      pageNum={1}
      pageSize={20}
      onPageChange={jest.fn()}
      onColumnResize={onColumnResize}
    />
  );
  const handles = () => document.querySelectorAll('thead .dis-resize-handle');

  it('loads the resizable header when the pointer reaches it, and reports a dragged width', async () => {
    const onResize = jest.fn();
    renderWithUi(table(onResize));
    expect(handles()).toHaveLength(0);
    // the body does not load it
    fireEvent.pointerOver(screen.getByText('row 1'));
    await act(async () => undefined);
    expect(handles()).toHaveLength(0);
    fireEvent.pointerOver(screen.getByRole('columnheader', { name: 'Name' }));
    await waitFor(() => expect(handles()).toHaveLength(2));
    expect(handles()[0]!.getAttribute('title')).toBe('拖动调整列宽');
    const handle = handles()[0]!;
    fireEvent.mouseDown(handle, { clientX: 100, clientY: 5, button: 0 });
    fireEvent.mouseMove(document, { clientX: 160, clientY: 5 });
    fireEvent.mouseUp(document, { clientX: 160, clientY: 5 });
    expect(onResize).toHaveBeenCalled();
    // the dragged column's new width, and the others' as they measure (jsdom: 0, so the least)
    expect(onResize.mock.calls.at(-1)).toEqual([{ id: 180, name: 40 }]); // the keyboard: ← / → on the edge by 10 px
    fireEvent.keyDown(handles()[0]!, { key: 'ArrowRight' });
    expect(onResize.mock.calls.at(-1)).toEqual([{ id: 130, name: 40 }]);
    expect(handles()[0]!.getAttribute('aria-valuenow')).toBe('120');
  });

  it('offers no resizing without a handler', async () => {
    renderWithUi(table());
    fireEvent.pointerOver(screen.getByRole('columnheader', { name: 'Name' }));
    await act(async () => undefined);
    expect(handles()).toHaveLength(0);
  });
});
