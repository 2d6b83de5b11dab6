import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithUi } from '../testing/renderWithUi';
import { moveKey } from './ColumnPanel';
import { RightToolbar } from './RightToolbar';

const columns = [
  { key: 'userId', title: '用户编号' },
  { key: 'userName', title: '用户名称' },
];

describe('RightToolbar', () => {
  it('toggles the search form and refreshes', () => {
    const onToggleSearch = jest.fn();
    const onRefresh = jest.fn();
    const { rerender } = renderWithUi(
      <RightToolbar showSearch onToggleSearch={onToggleSearch} onRefresh={onRefresh} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '隐藏搜索' }));
    expect(onToggleSearch).toHaveBeenCalled();
    rerender(<RightToolbar showSearch={false} onToggleSearch={onToggleSearch} onRefresh={onRefresh} />);
    expect(screen.getByRole('button', { name: '显示搜索' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(onRefresh).toHaveBeenCalled();
  });

  it('hides and shows columns from the picker (loaded when it opens)', async () => {
    const onChange = jest.fn();
    const { rerender } = renderWithUi(
      <RightToolbar
        onRefresh={jest.fn()}
        columns={columns}
        hiddenColumns={[]}
        onHiddenColumnsChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '显隐列' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '用户名称' }));
    expect(onChange).toHaveBeenLastCalledWith(['userName']);
    // no moving and no 重置 unless the list handles them
    expect(screen.queryByRole('button', { name: '上移 用户名称' })).toBeNull();
    expect(screen.queryByRole('button', { name: '重置' })).toBeNull();
    rerender(
      <RightToolbar
        onRefresh={jest.fn()}
        columns={columns}
        hiddenColumns={['userName']}
        onHiddenColumnsChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: '列展示' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    fireEvent.click(screen.getByRole('checkbox', { name: '用户名称' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('offers no picker without columns', () => {
    renderWithUi(<RightToolbar onRefresh={jest.fn()} />);
    expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '显隐列' })).toBeNull();
    expect(screen.queryByRole('button', { name: '隐藏搜索' })).toBeNull();
  });
});

describe('the column panel: order and reset', () => {
  const three = [...columns, { key: 'status', title: '状态' }];
  const open = async (props: Partial<Parameters<typeof RightToolbar>[0]> = {}) => {
    const onPrefs = jest.fn();
    renderWithUi(
      <RightToolbar
        onRefresh={jest.fn()}
        columns={three}
        columnPrefs={null}
        onColumnPrefsChange={onPrefs}
        {...props}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '显隐列' }));
    await screen.findByRole('checkbox', { name: '状态' });
    return onPrefs;
  };
  const prefs = (order: string[], hidden: string[] = []) => ({ hidden, order, widths: {} });

  it('moves a column up or down with its buttons; the ends cannot move further', async () => {
    const onPrefs = await open();
    fireEvent.click(screen.getByRole('button', { name: '上移 用户名称' }));
    expect(onPrefs).toHaveBeenLastCalledWith(prefs(['userName', 'userId', 'status']));
    fireEvent.click(screen.getByRole('button', { name: '下移 用户名称' }));
    expect(onPrefs).toHaveBeenLastCalledWith(prefs(['userId', 'status', 'userName']));
    fireEvent.click(screen.getByRole('checkbox', { name: '状态' }));
    expect(onPrefs).toHaveBeenLastCalledWith(prefs([], ['status']));
    expect(screen.getByRole('button', { name: '上移 用户编号' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '下移 状态' }).hasAttribute('disabled')).toBe(true);
  });

  it('moves a column by dragging its handle onto another row', async () => {
    const onPrefs = await open({ columnPrefs: { hidden: ['userId'], order: [], widths: { userId: 90 } } });
    const item = (key: string) => document.querySelector(`[data-column="${key}"]`)!;
    const handle = item('status').querySelector('.dis-column-picker__handle')!;
    const dataTransfer = { setData: jest.fn(), effectAllowed: '' };
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(item('userId'), { dataTransfer });
    fireEvent.drop(item('userId'), { dataTransfer });
    expect(onPrefs).toHaveBeenLastCalledWith({
      hidden: ['userId'],
      order: ['status', 'userId', 'userName'],
      widths: { userId: 90 },
    });
  });

  it('resets to the defaults', async () => {
    const onPrefs = await open({ columnPrefs: prefs(['status'], ['userId']) });
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(onPrefs).toHaveBeenLastCalledWith(null);
  });

  it('lists the columns in the saved order (a column it does not name at its default place)', async () => {
    await open({ columnPrefs: prefs(['status', 'userName'], ['userId']) });
    const list = document.querySelector('.dis-column-picker__list') as HTMLElement;
    const boxes = within(list).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.closest('li')!.getAttribute('data-column'))).toEqual([
      'userId',
      'status',
      'userName',
    ]);
    expect(boxes.map((box) => box.checked)).toEqual([false, true, true]);
  });

  it('moveKey moves one key', () => {
    expect(moveKey(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveKey(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});
