import { act, fireEvent, screen } from '@testing-library/react';
import { changeLanguage } from '@dis/shared';
import { renderWithUi } from '../testing/renderWithUi';
import { CrudToolbar } from './CrudToolbar';

const handlers = () => ({ onAdd: jest.fn(), onEdit: jest.fn(), onRemove: jest.fn(), onExport: jest.fn() });
const button = (name: RegExp) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;
const ALL = ['system:post:add', 'system:post:edit', 'system:post:remove', 'system:post:export'];

afterEach(() => act(() => changeLanguage('zh-cn')));

describe('CrudToolbar', () => {
  it('shows each button only with its permission', () => {
    renderWithUi(<CrudToolbar permissionPrefix="system:post" {...handlers()} />, {
      permissions: ['system:post:add', 'system:post:export'],
    });
    expect(button(/新\s*增/)).not.toBeNull();
    expect(button(/导\s*出/)).not.toBeNull();
    expect(button(/修\s*改/)).toBeNull();
    expect(button(/删\s*除/)).toBeNull();
  });

  it("puts the page's own buttons once, after 导出 and 展开/折叠", () => {
    renderWithUi(
      <CrudToolbar
        permissionPrefix="system:menu"
        onExport={jest.fn()}
        onToggleExpand={jest.fn()}
        extra={<button type="button">保存排序</button>}
      />,
      { permissions: ['system:menu:export'] },
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual([
      '导出',
      '展开/折叠',
      '保存排序',
    ]);
  });

  it('offers 导入 with its own permission, between 删除 and 导出', () => {
    const onImport = jest.fn();
    const { unmount } = renderWithUi(
      <CrudToolbar permissionPrefix="system:user" onImport={onImport} onExport={jest.fn()} />,
      { permissions: ['system:user:export'] },
    );
    expect(button(/导\s*入/)).toBeNull();
    unmount();
    renderWithUi(<CrudToolbar permissionPrefix="system:user" onImport={onImport} onExport={jest.fn()} />, {
      permissions: ['system:user:import', 'system:user:export'],
    });
    expect(screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual([
      '导入',
      '导出',
    ]);
    fireEvent.click(button(/导\s*入/)!);
    expect(onImport).toHaveBeenCalled();
  });

  it('offers only the buttons the page handles', () => {
    renderWithUi(<CrudToolbar permissionPrefix="system:post" onExport={jest.fn()} />, { permissions: ALL });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(button(/导\s*出/)).not.toBeNull();
  });

  it('edits one selected row, removes one or more, and calls the handlers', () => {
    const on = handlers();
    const { rerender } = renderWithUi(
      <CrudToolbar permissionPrefix="system:post" {...on} selectedCount={0} />,
      {
        permissions: ALL,
      },
    );
    expect(button(/修\s*改/)!.disabled).toBe(true);
    expect(button(/删\s*除/)!.disabled).toBe(true);
    rerender(<CrudToolbar permissionPrefix="system:post" {...on} selectedCount={2} />);
    expect(button(/修\s*改/)!.disabled).toBe(true);
    expect(button(/删\s*除/)!.disabled).toBe(false);
    rerender(<CrudToolbar permissionPrefix="system:post" {...on} selectedCount={1} editLabel="跟进" />);
    fireEvent.click(button(/跟\s*进/)!);
    fireEvent.click(button(/删\s*除/)!);
    fireEvent.click(button(/新\s*增/)!);
    fireEvent.click(button(/导\s*出/)!);
    expect(on.onEdit).toHaveBeenCalledTimes(1);
    expect(on.onRemove).toHaveBeenCalledTimes(1);
    expect(on.onAdd).toHaveBeenCalledTimes(1);
    expect(on.onExport).toHaveBeenCalledTimes(1);
  });

  it('speaks English and keeps the right-hand side', async () => {
    renderWithUi(
      <CrudToolbar permissionPrefix="system:post" {...handlers()} className="post-toolbar">
        <span>round buttons</span>
      </CrudToolbar>,
      { permissions: ['*:*:*'] },
    );
    await act(() => changeLanguage('en'));
    for (const name of ['Add', 'Edit', 'Delete', 'Export'])
      expect(button(new RegExp(`^\\w+ ${name}$`))).not.toBeNull();
    expect(screen.getByText('round buttons').closest('.dis-crud-toolbar.post-toolbar')).not.toBeNull();
  });
});
