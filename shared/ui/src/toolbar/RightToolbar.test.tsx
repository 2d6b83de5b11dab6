import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { renderWithUi } from '../testing/renderWithUi';
import { RightToolbar } from './RightToolbar';
import { useHiddenColumns, visibleColumns } from './useHiddenColumns';

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

  it('hides and shows columns from the picker', () => {
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
    fireEvent.click(screen.getByRole('checkbox', { name: '用户名称' }));
    expect(onChange).toHaveBeenLastCalledWith(['userName']);
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
    expect(screen.queryByRole('button', { name: '显隐列' })).toBeNull();
    expect(screen.queryByRole('button', { name: '隐藏搜索' })).toBeNull();
  });
});

describe('useHiddenColumns', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the hidden columns under the storage key', () => {
    const { result } = renderHook(() => useHiddenColumns('user-columns'));
    expect(result.current[0]).toEqual([]);
    act(() => result.current[1](['phonenumber']));
    expect(result.current[0]).toEqual(['phonenumber']);
    expect(JSON.parse(localStorage.getItem('user-columns')!)).toEqual(['phonenumber']);
    const again = renderHook(() => useHiddenColumns('user-columns'));
    expect(again.result.current[0]).toEqual(['phonenumber']);
  });

  it('ignores a broken stored value', () => {
    localStorage.setItem('user-columns', '{oops');
    const { result } = renderHook(() => useHiddenColumns('user-columns'));
    expect(result.current[0]).toEqual([]);
  });

  it('filters the columns', () => {
    expect(visibleColumns([{ key: 'a' }, { key: 'b' }, {}], ['b'])).toEqual([{ key: 'a' }, {}]);
  });
});
