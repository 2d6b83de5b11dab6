import { act, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { changeLanguage, i18n } from '@dis/shared';
import { http } from '@dis/shared/request';
import { renderWithUi } from '@dis/ui/testing';
import OnlinePage from './pages/online/OnlinePage';
import { MONITOR_NS } from './i18n';

jest.mock('@dis/shared/request', () => ({
  http: { get: jest.fn(), delete: jest.fn() },
}));

beforeEach(() => {
  (http.get as jest.Mock).mockResolvedValue({
    code: 200,
    total: 25,
    rows: Array.from({ length: 25 }, (_, i) => ({
      tokenId: `token-${i + 1}`,
      userName: `user${i + 1}`,
      deptName: '研发部门',
      ipaddr: '127.0.0.1',
      loginLocation: '内网IP',
      browser: 'Chrome 120',
      os: 'Windows 10',
      loginTime: 1_700_000_000_000,
    })),
  });
});
afterEach(() => act(() => changeLanguage('zh-cn')));

describe('the monitor words (one lazily loaded namespace per language)', () => {
  it('a language switch loads the English words and re-renders the online-users page and its antd locale', async () => {
    renderWithUi(<OnlinePage />);
    await screen.findByText('user1');
    expect(screen.getByPlaceholderText('请输入登录地址')).toBeTruthy();
    expect(screen.getByText('共 25 条')).toBeTruthy();
    // antd's own words (pagination) and dayjs follow the language too
    expect(screen.getByTitle('上一页')).toBeTruthy();
    expect(screen.getByTitle('20 条/页')).toBeTruthy();
    expect(dayjs.locale()).toBe('zh-cn');
    expect(i18n.hasResourceBundle('en', MONITOR_NS)).toBe(false);

    await act(() => changeLanguage('en'));

    expect(i18n.hasResourceBundle('en', MONITOR_NS)).toBe(true);
    expect(screen.getByPlaceholderText('Enter a login address')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Login name' })).toBeTruthy();
    expect(screen.queryByText('共 25 条')).toBeNull();
    expect(screen.getByTitle('Previous page')).toBeTruthy();
    expect(screen.getByTitle('20 / page')).toBeTruthy();
    expect(screen.getByText('25 in total')).toBeTruthy();
    expect(dayjs.locale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByText('user1')).toBeTruthy();

    await act(() => changeLanguage('zh-cn'));
    expect(screen.getByPlaceholderText('请输入登录地址')).toBeTruthy();
    expect(screen.getByTitle('上一页')).toBeTruthy();
  });
});
