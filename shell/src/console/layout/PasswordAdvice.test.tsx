import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchUserInfo } from '../../auth/api';
import { answerAsAdmin, renderConsole, resetConsole, shownLocation, TEST_USER } from '../../testing/console';
import { initTestI18n } from '../../testing/i18n';

// the idle lock and the bell ask the server; their own tests cover them
jest.mock('../lock/useScreenLock', () => ({
  ...jest.requireActual('../lock/useScreenLock'),
  useIdleLock: () => undefined,
}));
jest.mock('./navbar/notice/HeaderNotice', () => ({ HeaderNotice: () => null }));
jest.mock('../../auth/api', () => ({ fetchUserInfo: jest.fn(), fetchRoutes: jest.fn(), logout: jest.fn() }));
jest.mock('../home/dashboard/api', () => ({ fetchDashboardSummary: jest.fn().mockResolvedValue({}) }));
jest.mock('../../federation/RemotePage', () => jest.requireActual('../../testing/fakeRemotePage'));

const signInWith = (flags: { isDefaultModifyPwd?: boolean; isPasswordExpired?: boolean }) =>
  jest
    .mocked(fetchUserInfo)
    .mockResolvedValue({ user: TEST_USER, roles: ['admin'], permissions: ['*:*:*'], ...flags });

beforeAll(() => initTestI18n());
beforeEach(() => {
  resetConsole();
  answerAsAdmin();
});

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
