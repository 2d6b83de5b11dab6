import { fireEvent, screen, within } from '@testing-library/react';
import { LAYOUT_SETTING_KEY } from '@dis/shared';
import { getStore } from '@dis/shared/store';
import { answerAsAdmin, renderConsole, resetConsole } from '../../../testing/console';
import { initTestI18n } from '../../../testing/i18n';

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
  answerAsAdmin();
});

async function openSettings() {
  fireEvent.click(await screen.findByRole('button', { name: '用户菜单: 若依' }));
  fireEvent.click(await screen.findByText('布局设置'));
  return screen.findByRole('dialog', { name: '布局设置' });
}

describe('布局设置 主题模式', () => {
  it('offers 浅色 / 深色 / 跟随系统, applies the choice at once and 保存配置 keeps it', async () => {
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    expect(document.documentElement.dataset.theme).toBe('light');
    const drawer = await openSettings();
    const group = await within(drawer).findByRole('radiogroup', { name: '主题模式' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['浅色', '深色', '跟随系统']);
    expect((within(group).getByRole('radio', { name: '浅色' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(group).getByRole('radio', { name: '深色' }));
    expect(getStore().getState().settings.themeMode).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');

    fireEvent.click(within(drawer).getByRole('button', { name: '保存配置' }));
    expect(JSON.parse(localStorage.getItem(LAYOUT_SETTING_KEY)!)).toMatchObject({ themeMode: 'dark' });

    // jsdom's system prefers light
    fireEvent.click(within(group).getByRole('radio', { name: '跟随系统' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
