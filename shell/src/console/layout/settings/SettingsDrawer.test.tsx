import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LAYOUT_SETTING_KEY } from '@dis/shared';
import { getStore, settingChanged } from '@dis/shared/store';
import { answerAsAdmin, renderConsole, resetConsole } from '../../../testing/console';
import { initTestI18n } from '../../../testing/i18n';
import { reloadPage } from './reloadPage';

jest.mock('../../../auth/api', () => ({
  fetchUserInfo: jest.fn(),
  fetchRoutes: jest.fn(),
  logout: jest.fn(),
}));
jest.mock('../../home/dashboard/api', () => ({ fetchDashboardSummary: jest.fn().mockResolvedValue({}) }));
jest.mock('./reloadPage', () => ({ reloadPage: jest.fn() }));
jest.mock('../../../federation/RemotePage', () => ({
  RemotePage: ({ request }: { request: string }) => <p>remote:{request}</p>,
  RemoteUnavailable: ({ request }: { request: string }) => <p role="alert">unavailable:{request}</p>,
}));

beforeAll(() => initTestI18n());
beforeEach(() => {
  resetConsole();
  jest.mocked(reloadPage).mockReset();
  answerAsAdmin();
});

async function openSettings() {
  fireEvent.click(await screen.findByRole('button', { name: '用户菜单: 若依' }));
  fireEvent.click(await screen.findByText('布局设置'));
  return screen.findByRole('dialog', { name: '布局设置' });
}

const primary = () => document.documentElement.style.getPropertyValue('--console-primary');

describe('布局设置', () => {
  it('is always in the user menu; its switches change the layout at once', async () => {
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    expect(document.title).toBe('DIS 数字免疫系统');
    const drawer = await openSettings();
    const toggle = async (name: string) =>
      fireEvent.click(await within(drawer).findByRole('switch', { name }));

    await toggle('开启页签');
    expect(screen.queryByRole('navigation', { name: '已打开的页面' })).toBeNull();
    // the tab options show only while the tabs bar is on
    expect(within(drawer).queryByRole('switch', { name: '持久化标签页' })).toBeNull();
    expect(within(drawer).queryByRole('radio', { name: '谷歌' })).toBeNull();
    await toggle('动态标题');
    expect(document.title).toBe('用户管理 - DIS 数字免疫系统');
    await toggle('显示 Logo');
    expect(screen.queryByRole('link', { name: 'DIS 控制台' })).toBeNull();
    // 固定 Header is on by default (RuoYi 3.9.2)
    expect(document.querySelector('.console--fixed-header')).not.toBeNull();
    await toggle('固定 Header');
    expect(document.querySelector('.console--fixed-header')).toBeNull();
    await toggle('底部版权');
    expect(screen.getByRole('contentinfo').textContent).toContain('DIS 数字免疫系统');
    fireEvent.click(within(drawer).getByRole('radio', { name: '混合菜单' }));
    expect(await screen.findByRole('navigation', { name: '顶部菜单' })).toBeTruthy();
    // the sidebar's 浅色 (主题模式 has a 浅色 of its own)
    const sideTheme = within(drawer).getByRole('radiogroup', { name: '侧边栏主题' });
    fireEvent.click(within(sideTheme).getByRole('radio', { name: '浅色' }));
    expect(document.querySelector('.console-sider.ant-layout-sider-light')).not.toBeNull();
  });

  it('显示页签图标 puts the menu icon on each tab, 标签页样式 谷歌 shapes them as Chrome does', async () => {
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    const drawer = await openSettings();
    const toggle = async (name: string) =>
      fireEvent.click(await within(drawer).findByRole('switch', { name }));
    // the tab options show while the tabs bar is on
    expect(await within(drawer).findByRole('switch', { name: '持久化标签页' })).toBeTruthy();
    await toggle('显示页签图标');
    expect(document.querySelector('.tags-view__icon')).not.toBeNull();
    fireEvent.click(within(drawer).getByRole('radio', { name: '谷歌' }));
    expect(document.querySelector('.tags-view--chrome')).not.toBeNull();
  });

  it('recolours the console with a swatch: antd and the CSS variables with their tints', async () => {
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    expect(primary()).toBe('#409eff');
    const drawer = await openSettings();
    const swatches = within(drawer).getByRole('radiogroup', { name: '主题颜色' });
    expect(
      within(swatches)
        .getAllByRole('radio')
        .map((swatch) => swatch.getAttribute('title')),
    ).toEqual(['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d']);
    fireEvent.click(within(swatches).getByRole('radio', { name: '主题颜色 #f5222d' }));
    expect(primary()).toBe('#f5222d');
    expect(document.documentElement.style.getPropertyValue('--console-primary-light-9')).toBe('#fee9ea');
    expect(document.documentElement.style.getPropertyValue('--console-primary-dark-1')).toBe('#dd1f29');
    expect(
      within(swatches).getByRole('radio', { name: '主题颜色 #f5222d' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(getStore().getState().settings.theme).toBe('#f5222d');
  });

  it('保存配置 keeps the values in the local cache behind a notice of about a second', async () => {
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    const drawer = await openSettings();
    fireEvent.click(await within(drawer).findByRole('radio', { name: '顶部菜单' }));
    fireEvent.click(within(drawer).getByRole('switch', { name: '持久化标签页' }));
    fireEvent.click(within(drawer).getByRole('radio', { name: '主题颜色 #13c2c2' }));
    fireEvent.click(await within(drawer).findByRole('switch', { name: '键盘快捷键' }));
    fireEvent.click(within(drawer).getByRole('button', { name: '保存配置' }));
    expect(screen.getByText('正在保存到本地，请稍候...').closest('[role="status"]')).not.toBeNull();
    expect(JSON.parse(localStorage.getItem(LAYOUT_SETTING_KEY)!)).toEqual({
      navType: 3,
      tagsView: true,
      tagsViewPersist: true,
      tagsIcon: false,
      tagsViewStyle: 'card',
      fixedHeader: true,
      sidebarLogo: true,
      dynamicTitle: false,
      footerVisible: false,
      shortcuts: false,
      sideTheme: 'theme-dark',
      theme: '#13c2c2',
      themeMode: 'light',
    });
    await waitFor(() => expect(screen.queryByText('正在保存到本地，请稍候...')).toBeNull(), {
      timeout: 2000,
    });
  });

  it('重置配置 forgets them and reloads after about a second', async () => {
    localStorage.setItem(LAYOUT_SETTING_KEY, JSON.stringify({ theme: '#13c2c2' }));
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    const drawer = await openSettings();
    fireEvent.click(within(drawer).getByRole('button', { name: '重置配置' }));
    expect(await screen.findByText('正在清除设置缓存并刷新，请稍候...')).toBeTruthy();
    expect(localStorage.getItem(LAYOUT_SETTING_KEY)).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it('shows the floating gear when showSettings is on', async () => {
    getStore().dispatch(settingChanged({ key: 'showSettings', value: true }));
    renderConsole('/system/user');
    fireEvent.click(await screen.findByRole('button', { name: '打开布局设置' }));
    expect(await screen.findByRole('dialog', { name: '布局设置' })).toBeTruthy();
  });
});
