import { fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../testing/renderWithUi';
import IconPickerPanel, { filterIconNames } from './IconPickerPanel';
import { isMenuIconName, MENU_ICON_NAMES, MenuIcon } from './menuIcons';

describe('menu icons', () => {
  it('maps RuoYi icon names to antd icons and unknown names to the default', () => {
    const { container, rerender } = renderWithUi(<MenuIcon name="user" />);
    expect(container.querySelector('.anticon-user')).toBeTruthy();
    rerender(<MenuIcon name="peoples" />);
    expect(container.querySelector('.anticon-team')).toBeTruthy();
    rerender(<MenuIcon name="no-such-icon" />);
    expect(container.querySelector('.anticon-appstore')).toBeTruthy();
    rerender(<MenuIcon />);
    expect(container.querySelector('.anticon-appstore')).toBeTruthy();
  });

  it('lists every name the menus use, sorted, and knows them', () => {
    for (const name of [
      'system',
      'monitor',
      'tool',
      'user',
      'peoples',
      'tree-table',
      'tree',
      'post',
      'dict',
      'edit',
      'message',
      'log',
      'job',
      'server',
      'redis',
      'code',
      'swagger',
      'build',
    ]) {
      expect(MENU_ICON_NAMES).toContain(name);
    }
    expect([...MENU_ICON_NAMES].sort()).toEqual(MENU_ICON_NAMES);
    expect(isMenuIconName('toString')).toBe(false);
    expect(isMenuIconName('dict')).toBe(true);
  });
});

describe('IconPicker', () => {
  it('filters names by the search text', () => {
    expect(filterIconNames(['tree', 'tree-table', 'user'], ' TREE ')).toEqual(['tree', 'tree-table']);
    expect(filterIconNames(['a', 'b'], '')).toEqual(['a', 'b']);
  });

  it('searches the grid and emits the chosen name', () => {
    const onChange = jest.fn();
    renderWithUi(<IconPickerPanel value="user" onChange={onChange} />);
    expect(screen.getAllByRole('option')).toHaveLength(MENU_ICON_NAMES.length);
    expect(screen.getByRole('option', { name: 'user' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(screen.getByLabelText('请输入图标名称'), { target: { value: 'redis' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['redis', 'redis-list']);
    fireEvent.click(screen.getByRole('option', { name: 'redis-list' }));
    expect(onChange).toHaveBeenCalledWith('redis-list');
    fireEvent.change(screen.getByLabelText('请输入图标名称'), { target: { value: 'zzz' } });
    expect(screen.getByText('没有匹配的图标')).toBeTruthy();
  });
});
