import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getToken } from '@dis/shared';
import { emitRequestEvent } from '@dis/shared/request';
import { fetchUserInfo, logout } from '../auth/api';
import { answerAsAdmin, renderConsole, shownLocation, TEST_USER } from '../testing/console';
import { clearCookies } from '../testing/cookies';
import { initTestI18n } from '../testing/i18n';

// the idle lock reads its setting from the server; its own tests cover it
jest.mock('./lock/useScreenLock', () => ({
  ...jest.requireActual('./lock/useScreenLock'),
  useIdleLock: () => undefined,
}));
// the bell asks the server for notices; its own test covers it
jest.mock('./layout/navbar/notice/HeaderNotice', () => ({ HeaderNotice: () => null }));
jest.mock('../auth/api', () => ({ fetchUserInfo: jest.fn(), fetchRoutes: jest.fn(), logout: jest.fn() }));
jest.mock('./home/dashboard/api', () => ({ fetchDashboardSummary: jest.fn().mockResolvedValue({}) }));
jest.mock('../federation/RemotePage', () => ({
  RemotePage: ({ request }: { request: string }) => <p>remote:{request}</p>,
  RemoteUnavailable: ({ request }: { request: string }) => <p role="alert">unavailable:{request}</p>,
}));

beforeAll(() => {
  initTestI18n();
});
beforeEach(() => {
  clearCookies();
  answerAsAdmin();
});

describe('the console', () => {
  it('loads the session, then shows the page asked for in the admin layout', async () => {
    renderConsole('/system/user');
    expect(screen.getByText('正在加载用户信息…')).toBeTruthy();
    expect(await screen.findByText('remote:system/user/index')).toBeTruthy();
    expect(shownLocation()).toBe('/system/user');
    // dynamic titles are off by default (docs/product.md §3): the app's name alone
    expect(document.title).toBe('DIS 数字免疫系统');
    const breadcrumb = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(breadcrumb).getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/manage/index');
    expect(within(breadcrumb).getByText('系统管理')).toBeTruthy();
    expect(within(breadcrumb).getByText('用户管理').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '若依官网' }).getAttribute('target')).toBe('_blank');
  });

  it('opens the home page from /manage with the user and the quick links', async () => {
    renderConsole('/manage');
    expect(await screen.findByRole('heading', { level: 1, name: /若依/ })).toBeTruthy();
    expect(shownLocation()).toBe('/manage/index');
    expect(screen.getByText('超级管理员')).toBeTruthy();
    expect(screen.getByText('研发部门')).toBeTruthy();
    expect(screen.getByText('2025-05-01 09:00:00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '快捷入口' })).toBeTruthy();
  });

  it('opens permitted hidden routes with digit parameters only, and sends unknown paths to /404', async () => {
    const first = renderConsole('/system/user-auth/role/5');
    expect(await screen.findByText('remote:system/user/authRole')).toBeTruthy();
    first.unmount();
    const second = renderConsole('/system/user-auth/role/x5');
    expect(await screen.findByText('not found page')).toBeTruthy();
    second.unmount();
    renderConsole('/system/nothing');
    expect(await screen.findByText('not found page')).toBeTruthy();
  });

  it('leaves hidden routes out without their permission', async () => {
    jest
      .mocked(fetchUserInfo)
      .mockResolvedValue({ user: TEST_USER, roles: ['common'], permissions: ['system:user:list'] });
    renderConsole('/system/user-auth/role/5');
    expect(await screen.findByText('not found page')).toBeTruthy();
  });

  it('shows a clear message for unknown components and InnerLink pages in a frame', async () => {
    const first = renderConsole('/broken/page');
    expect(await screen.findByText('unavailable:nowhere/page')).toBeTruthy();
    first.unmount();
    renderConsole('/docs/example/com');
    expect(await screen.findByText('正在加载页面，请稍候！')).toBeTruthy();
    expect(screen.getByTitle('接口文档').getAttribute('src')).toBe('https://docs.example.com');
  });

  it('ends the session and explains on the login page when user info fails', async () => {
    jest.mocked(fetchUserInfo).mockRejectedValue(new Error('登录状态已过期'));
    renderConsole('/system/user');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(shownLocation()).toBe('/login?redirect=%2Fsystem%2Fuser');
    expect(logout).toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
  });

  it('logs out after confirmation; cancel does nothing', async () => {
    renderConsole('/manage/index');
    const openMenu = async () =>
      fireEvent.click(await screen.findByRole('button', { name: '用户菜单: 若依' }));
    await openMenu();
    fireEvent.click(await screen.findByText('退出登录'));
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(within(dialog).getByText('确定注销并退出系统吗？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText('确定注销并退出系统吗？')).toBeNull());
    expect(logout).not.toHaveBeenCalled();
    expect(shownLocation()).toBe('/manage/index');

    await openMenu();
    fireEvent.click(await screen.findByText('退出登录'));
    const again = await screen.findByRole('dialog', { name: '提示' });
    fireEvent.click(within(again).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeUndefined();
  });

  it('asks once to log in again when the session expires', async () => {
    renderConsole('/manage/index');
    await screen.findByRole('heading', { name: '快捷入口' });
    act(() => {
      emitRequestEvent({ type: 'sessionExpired' });
      emitRequestEvent({ type: 'sessionExpired' });
    });
    expect(await screen.findByText('登录状态已过期，您可以继续留在该页面，或者重新登录')).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: '系统提示' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新登录' }));
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(shownLocation()).toBe('/login?redirect=%2Fmanage%2Findex');
  });
});
