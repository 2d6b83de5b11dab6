import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@dis/shared';
import { initTestI18n } from '../../../testing/i18n';
import type { MenuNode } from './menuTree';
import { Sidebar } from './Sidebar';

const tree: MenuNode[] = [
  { key: '/manage/index', title: '首页', icon: 'dashboard', to: '/manage/index' },
  {
    key: '/system',
    title: '系统管理',
    icon: 'system',
    children: [
      { key: '/system/user', title: '用户管理', icon: 'user', to: '/system/user' },
      { key: '/system/config', title: 'System parameters', icon: 'edit', to: '/system/config' },
    ],
  },
  {
    key: '/tool',
    title: '系统工具',
    icon: 'tool',
    children: [{ key: '/tool/gen', title: '代码生成', icon: 'code', to: '/tool/gen' }],
  },
  { key: 'http://ruoyi.vip', title: '若依官网', icon: 'guide', href: 'http://ruoyi.vip' },
];

async function renderSidebar(selectedKey: string) {
  render(
    <MemoryRouter>
      <Sidebar
        tree={tree}
        selectedKey={selectedKey}
        collapsed={false}
        mobile={false}
        theme="theme-dark"
        showLogo
      />
    </MemoryRouter>,
  );
  // the menu measures its items after the first render
  await act(() => Promise.resolve());
}

beforeAll(() => initTestI18n());

describe('Sidebar', () => {
  it('opens the submenu of the selected page and links pages, external ones in a new tab', async () => {
    await renderSidebar('/system/user');
    expect(screen.getByRole('link', { name: '用户管理' }).getAttribute('href')).toBe('/system/user');
    const external = screen.getByRole('link', { name: '若依官网' });
    expect(external.getAttribute('href')).toBe('http://ruoyi.vip');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'DIS 控制台' }).getAttribute('href')).toBe('/');
  });

  it('gives titles longer than 5 characters a tooltip', async () => {
    await renderSidebar('/system/user');
    expect(screen.getByTitle('System parameters')).toBeTruthy();
    expect(screen.queryByTitle('用户管理')).toBeNull();
  });

  it('keeps one submenu open at a time', async () => {
    await renderSidebar('/system/user');
    expect(screen.queryByRole('link', { name: '代码生成' })).toBeNull();
    fireEvent.click(screen.getByText('系统工具'));
    expect(screen.getByRole('link', { name: '代码生成' })).toBeTruthy();
    const systemMenu = screen.getByText('系统管理').closest('li');
    expect(systemMenu?.className).not.toContain('ant-menu-submenu-open');
  });
});
