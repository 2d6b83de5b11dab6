import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, getCookie, type RouteEntry } from '@dis/shared';
import { getStore, settingChanged } from '@dis/shared/store';
import { fetchRoutes, fetchUserInfo } from '../../auth/api';
import { answerAsAdmin, renderConsole, resetConsole, shownLocation, TEST_USER } from '../../testing/console';
import { initTestI18n } from '../../testing/i18n';
import { SERVER_ROUTES } from '../routing/routeTree.fixture';

// the idle lock reads its setting from the server; its own tests cover it
jest.mock('../lock/useScreenLock', () => ({
  ...jest.requireActual('../lock/useScreenLock'),
  useIdleLock: () => undefined,
}));
// the bell asks the server for notices; its own test covers it
jest.mock('./navbar/notice/HeaderNotice', () => ({ HeaderNotice: () => null }));
jest.mock('../../auth/api', () => ({ fetchUserInfo: jest.fn(), fetchRoutes: jest.fn(), logout: jest.fn() }));
jest.mock('../home/dashboard/api', () => ({ fetchDashboardSummary: jest.fn().mockResolvedValue({}) }));
jest.mock('../../federation/RemotePage', () => jest.requireActual('../../testing/fakeRemotePage'));

/** The routes as the server titles them in English. */
const titled = (routes: RouteEntry[], titles: Record<string, string>): RouteEntry[] =>
  routes.map((route) => ({
    ...route,
    ...(route.meta ? { meta: { ...route.meta, title: titles[route.meta.title] ?? route.meta.title } } : {}),
    ...(route.children ? { children: titled(route.children, titles) } : {}),
  }));
const ENGLISH_ROUTES = titled(SERVER_ROUTES, { 系统管理: 'System', 用户管理: 'Users', 角色管理: 'Roles' });

const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
const sidebar = () => screen.queryByRole('complementary');

beforeAll(() => initTestI18n());
beforeEach(() => {
  resetConsole();
  setWidth(1024);
  answerAsAdmin();
});
afterEach(() => setWidth(1024));

describe('菜单导航设置', () => {
  it('混合菜单 shows the sections on top, the one chosen in the sidebar, and 左侧菜单 restores the full sidebar', async () => {
    getStore().dispatch(settingChanged({ key: 'navType', value: 2 }));
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    const top = await screen.findByRole('navigation', { name: '顶部菜单' });
    // 1024 px: a third holds 4 items of 85 px; the others go under 更多菜单
    expect(
      within(top)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['首页', '系统管理', '系统工具', '通知公告', '更多菜单']);
    // the page's section fills the sidebar
    expect(within(sidebar()!).getByRole('link', { name: '用户管理' })).toBeTruthy();
    expect(within(sidebar()!).queryByRole('link', { name: '代码生成' })).toBeNull();

    fireEvent.click(within(top).getByRole('menuitem', { name: /系统工具/ }));
    await waitFor(() => expect(within(sidebar()!).getByRole('link', { name: '代码生成' })).toBeTruthy());
    expect(within(sidebar()!).queryByRole('link', { name: '用户管理' })).toBeNull();
    expect(shownLocation()).toBe('/system/user');

    // a section without children is a page: it opens, and the sidebar hides
    fireEvent.click(within(top).getByRole('menuitem', { name: /首页/ }));
    await waitFor(() => expect(shownLocation()).toBe('/manage/index'));
    expect(sidebar()).toBeNull();
    expect(screen.queryByRole('button', { name: '展开或收起侧边栏' })).toBeNull();

    act(() => {
      getStore().dispatch(settingChanged({ key: 'navType', value: 1 }));
    });
    await waitFor(() => expect(sidebar()).not.toBeNull());
    expect(within(sidebar()!).getByText('系统管理')).toBeTruthy();
    expect(within(sidebar()!).getByText('系统工具')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '当前位置' })).toBeTruthy();
  });

  it('顶部菜单 puts the whole menu and the logo in the header, with no sidebar; phones keep the side menu', async () => {
    getStore().dispatch(settingChanged({ key: 'navType', value: 3 }));
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    const top = await screen.findByRole('navigation', { name: '顶部菜单' });
    expect(within(top).getByRole('menuitem', { name: /系统管理/ })).toBeTruthy();
    expect(sidebar()).toBeNull();
    expect(screen.queryByRole('button', { name: '展开或收起侧边栏' })).toBeNull();
    expect(
      within(document.querySelector('.console-header')!).getByRole('link', { name: 'DIS 控制台' }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '当前位置' })).toBeNull();

    act(() => setWidth(375));
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '顶部菜单' })).toBeNull());
    expect(screen.getByRole('button', { name: '展开或收起侧边栏' })).toBeTruthy();
  });

  it('底部版权 shows the vendor copyright under the page', async () => {
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    act(() => {
      getStore().dispatch(settingChanged({ key: 'footerVisible', value: true }));
    });
    expect((await screen.findByRole('contentinfo')).textContent).toBe(
      `Copyright © ${new Date().getFullYear()} DIS 数字免疫系统. All Rights Reserved.`,
    );
  });
});

describe('the header search', () => {
  async function searchFor(text: string) {
    fireEvent.click(screen.getByRole('button', { name: '搜索菜单' }));
    const box = await screen.findByRole('combobox', { name: '搜索菜单' });
    fireEvent.change(box, { target: { value: text } });
    return box;
  }
  /** a result in the search's dropdown */
  const result = (label: string) =>
    waitFor(() => {
      const item = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (el) => el.textContent === label,
      );
      expect(item).toBeDefined();
      return item!;
    });

  it('finds pages by their titles joined with > and goes to the one chosen, its query included', async () => {
    renderConsole('/manage/index');
    await screen.findByRole('heading', { name: '快捷入口' });
    await searchFor('用户');
    fireEvent.click(await result('系统管理 > 用户管理'));
    await waitFor(() => expect(shownLocation()).toBe('/system/user'));
    expect(screen.queryByRole('combobox', { name: '搜索菜单' })).toBeNull();

    await searchFor('通知');
    fireEvent.click(await result('通知公告'));
    await waitFor(() => expect(shownLocation()).toBe('/notice?type=1'));
  });

  it('opens external links in a new window and gives nothing for an empty query', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderConsole('/manage/index');
    await screen.findByRole('heading', { name: '快捷入口' });
    const box = await searchFor('若依');
    fireEvent.click(await result('若依官网'));
    expect(open).toHaveBeenCalledWith('http://ruoyi.vip', '_blank', 'noopener,noreferrer');
    expect(shownLocation()).toBe('/manage/index');

    await searchFor('   ');
    expect(document.querySelector('.ant-select-item-option')).toBeNull();
    fireEvent.blur(await screen.findByRole('combobox', { name: '搜索菜单' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: '搜索菜单' })).toBeNull());
    expect(box.isConnected).toBe(false);
    open.mockRestore();
  });
});

describe('the navbar', () => {
  it('switches the size: cookie, message, and the page on screen renders afresh', async () => {
    renderConsole('/system/user');
    const field = await screen.findByRole('textbox', { name: 'field of system/user/index' });
    fireEvent.change(field, { target: { value: 'kept until the size changes' } });
    fireEvent.click(screen.getByRole('button', { name: '布局大小' }));
    fireEvent.click(await screen.findByText('小型'));
    expect(await screen.findByText('Switch Size Success')).toBeTruthy();
    expect(getCookie('size')).toBe('small');
    expect(getStore().getState().app.size).toBe('small');
    expect(
      (screen.getByRole('textbox', { name: 'field of system/user/index' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('warns when the browser cannot go full screen', async () => {
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    fireEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(await screen.findByText('你的浏览器不支持全屏')).toBeTruthy();
  });

  it('switches the language: menus fetched again in English, every string and tab renamed', async () => {
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    jest.mocked(fetchRoutes).mockResolvedValue(ENGLISH_ROUTES);
    fireEvent.click(screen.getByRole('button', { name: 'EN · Switch to English' }));
    await waitFor(() => expect(fetchRoutes).toHaveBeenLastCalledWith({ silent: false }));
    const tabs = await screen.findByRole('navigation', { name: 'Open pages' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Home', 'Users']),
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'You are here' });
    expect(breadcrumb.textContent).toBe('Home/System/Users');
    expect(screen.getByRole('button', { name: '中文 · 切换到中文' })).toBeTruthy();
    await act(() => changeLanguage('zh-cn'));
  });
});

describe('on a phone', () => {
  it('starts with the sidebar closed, overlays it with a backdrop, and closes it on navigation', async () => {
    setWidth(390);
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    expect(getStore().getState().app).toMatchObject({
      device: 'mobile',
      sidebar: { opened: false, withoutAnimation: true },
    });
    expect(document.querySelector('.console--mobile')).not.toBeNull();
    expect(screen.queryByRole('button', { name: '全屏' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '展开或收起侧边栏' }));
    fireEvent.click(await screen.findByRole('button', { name: '关闭侧边栏' }));
    expect(getStore().getState().app.sidebar.opened).toBe(false);
    expect(getCookie('sidebarStatus')).toBe('0');

    fireEvent.click(screen.getByRole('button', { name: '展开或收起侧边栏' }));
    expect(getStore().getState().app.sidebar.opened).toBe(true);
    fireEvent.click(within(sidebar()!).getByRole('link', { name: '角色管理' }));
    await screen.findByText('remote:system/role/index');
    await waitFor(() => expect(getStore().getState().app.sidebar.opened).toBe(false));
  });

  it('re-reads the width 300 ms after resizing stops, not while the page is hidden', async () => {
    jest.useFakeTimers();
    try {
      renderConsole('/system/user');
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(getStore().getState().app.device).toBe('desktop');
      setWidth(390);
      act(() => {
        window.dispatchEvent(new Event('resize'));
        jest.advanceTimersByTime(299);
      });
      expect(getStore().getState().app.device).toBe('desktop');
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(getStore().getState().app).toMatchObject({ device: 'mobile', sidebar: { opened: false } });

      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      setWidth(1366);
      act(() => {
        window.dispatchEvent(new Event('resize'));
        jest.advanceTimersByTime(300);
      });
      expect(getStore().getState().app.device).toBe('mobile');
    } finally {
      Object.defineProperty(document, 'hidden', { value: false, configurable: true });
      jest.useRealTimers();
    }
  });
});

const signInWith = (flags: { isDefaultModifyPwd?: boolean; isPasswordExpired?: boolean }) =>
  jest
    .mocked(fetchUserInfo)
    .mockResolvedValue({ user: TEST_USER, roles: ['admin'], permissions: ['*:*:*'], ...flags });

describe('password advice after sign-in', () => {
  it('asks to change an initial password and 确定 opens 修改密码 of 个人中心', async () => {
    signInWith({ isDefaultModifyPwd: true, isPasswordExpired: true });
    renderConsole('/system/user');
    expect(await screen.findByText('您的密码还是初始密码，请修改密码！')).toBeTruthy();
    expect(screen.getAllByText('安全提示').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(shownLocation()).toBe('/manageUser/profile'));
    await screen.findByText('remote:system/user/profile/index');
  });

  it('warns of an expired password; 取消 stays on the page', async () => {
    signInWith({ isPasswordExpired: true });
    renderConsole('/system/user');
    expect(await screen.findByText('您的密码已过期，请尽快修改密码！')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByText('您的密码已过期，请尽快修改密码！')).toBeNull());
    expect(shownLocation()).toBe('/system/user');
  });

  it('says nothing when the password is fine', async () => {
    signInWith({ isDefaultModifyPwd: false, isPasswordExpired: false });
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    expect(screen.queryAllByText('安全提示')).toEqual([]);
  });
});
