import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, setToken } from '@dis/shared';
import { fetchConfigValue, http, RequestError } from '@dis/shared/request';
import { renderWithUi } from '@dis/ui/testing';
import { initTestI18n } from '../../testing/i18n';
import { LockGate } from './LockGate';
import { LOCK_KEY, lockScreen, sessionMark } from './lockState';

// the settings are asked once the first view has settled: at once here
jest.mock('../layout/afterFirstView', () => ({
  ...jest.requireActual('../layout/afterFirstView'),
  afterFirstView: () => Promise.resolve(),
}));
jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { post: jest.fn() },
  fetchConfigValue: jest.fn(),
}));
const post = jest.mocked(http.post);
const config = jest.mocked(fetchConfigValue);

const TOKEN = 'aaa.bbb.session-token-one';

beforeAll(() => initTestI18n());
beforeEach(() => {
  localStorage.clear();
  setToken(TOKEN);
  post.mockReset();
  config.mockReset().mockResolvedValue('0');
});

const renderConsole = () =>
  renderWithUi(
    <MemoryRouter>
      <LockGate>
        <p>控制台内容</p>
      </LockGate>
    </MemoryRouter>,
  );

describe('the lock screen', () => {
  it('replaces the whole console; a wrong password shows the server message, the right one unlocks', async () => {
    renderConsole();
    expect(screen.getByText('控制台内容')).toBeTruthy();
    act(() => lockScreen(TOKEN));
    expect(screen.queryByText('控制台内容')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'admin' })).toBeTruthy();
    const password = screen.getByLabelText('登录密码');

    post.mockRejectedValueOnce(new RequestError('密码错误，请重新输入', 500, 'business'));
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: /解\s*锁/ }));
    expect(await screen.findByText('密码错误，请重新输入')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/unlockscreen', { password: 'wrong' }, { silent: true });
    expect(screen.queryByText('控制台内容')).toBeNull();

    post.mockResolvedValueOnce({ code: 200, msg: '解锁成功' });
    fireEvent.change(password, { target: { value: 'admin123' } });
    fireEvent.submit(password.closest('form')!);
    expect(await screen.findByText('控制台内容')).toBeTruthy();
    expect(localStorage.getItem(LOCK_KEY)).toBeNull();
  });

  it('stays locked after a reload and follows a lock from another tab', async () => {
    localStorage.setItem(LOCK_KEY, sessionMark(TOKEN));
    const { unmount } = renderConsole();
    expect(screen.queryByText('控制台内容')).toBeNull();
    expect(await screen.findByLabelText('登录密码')).toBeTruthy();
    unmount();

    localStorage.clear();
    renderConsole();
    expect(screen.getByText('控制台内容')).toBeTruthy();
    act(() => {
      localStorage.setItem(LOCK_KEY, sessionMark(TOKEN));
      window.dispatchEvent(new StorageEvent('storage', { key: LOCK_KEY }));
    });
    await waitFor(() => expect(screen.queryByText('控制台内容')).toBeNull());
  });

  it('shows the clock of the server’s zone, not the browser’s (docs/product.md §9 "One clock")', async () => {
    // 20:05 UTC (the machine running the tests) is 04:05 the next day in Shanghai
    jest.useFakeTimers({ now: new Date('2026-01-01T20:05:00Z') });
    try {
      localStorage.setItem(LOCK_KEY, sessionMark(TOKEN));
      renderWithUi(
        <MemoryRouter>
          <LockGate>
            <p>控制台内容</p>
          </LockGate>
        </MemoryRouter>,
        { timeZone: 'Asia/Shanghai' },
      );
      expect(await screen.findByText('04:05')).toBeTruthy();
      expect(screen.getByText('2026-01-02')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a lock of an earlier session does not lock a fresh sign-in', () => {
    localStorage.setItem(LOCK_KEY, sessionMark('aaa.bbb.an-older-session'));
    renderConsole();
    expect(screen.getByText('控制台内容')).toBeTruthy();
  });

  it('locks by itself after the idle minutes of the setting', async () => {
    jest.useFakeTimers();
    try {
      config.mockResolvedValue('1');
      renderConsole();
      await act(async () => {
        await Promise.resolve();
      });
      expect(config).toHaveBeenCalledWith('sys.lock.idleMinutes');
      expect(screen.getByText('控制台内容')).toBeTruthy();
      act(() => {
        jest.advanceTimersByTime(61_000);
      });
      expect(screen.queryByText('控制台内容')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
