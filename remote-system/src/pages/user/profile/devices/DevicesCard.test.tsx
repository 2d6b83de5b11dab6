import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from '@dis/shared/request';
import { feedback } from '@dis/ui';
import { renderWithUi } from '@dis/ui/testing';
import type { MySession } from './api';
import { DevicesCard } from './DevicesCard';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), delete: jest.fn() },
}));
const get = http.get as jest.Mock;
const del = http.delete as jest.Mock;

// 1 700 000 000 000 ms is 2023-11-14 22:13:20 UTC, 06:13:20 the next day in Shanghai
const LOGIN = 1_700_000_000_000;
const HERE: MySession = {
  sessionId: 'here-0000000000000000000000000000',
  ipaddr: '127.0.0.1',
  loginLocation: '内网IP',
  browser: 'Chrome 126',
  os: 'Windows 10',
  loginTime: LOGIN,
  lastActiveTime: LOGIN + 3_600_000,
  current: true,
};
const LAPTOP: MySession = {
  ...HERE,
  sessionId: 'laptop-00000000000000000000000000',
  ipaddr: '10.0.0.8',
  browser: 'Firefox 128',
  os: 'Mac OS X',
  loginTime: LOGIN + 60_000,
  lastActiveTime: LOGIN + 600_000,
  current: false,
};

let sessions: MySession[];

beforeEach(() => {
  sessions = [HERE, LAPTOP];
  get.mockReset().mockImplementation(() => Promise.resolve({ code: 200, msg: '操作成功', data: sessions }));
  del.mockReset();
  jest.spyOn(feedback.message, 'success').mockImplementation(() => undefined);
});

const rowOf = (browser: string) => screen.getByText(browser).closest('tr')!;

describe('我的设备', () => {
  it('lists the sessions on the server’s clock, marks this one and offers 下线 for the others only', async () => {
    renderWithUi(<DevicesCard />, { timeZone: 'Asia/Shanghai' });
    expect(await screen.findByText('我的设备')).toBeTruthy();
    await screen.findByText('Firefox 128');
    expect(get).toHaveBeenCalledWith('/system/user/profile/sessions');
    const here = rowOf('Chrome 126');
    expect(within(here).getByText('当前设备')).toBeTruthy();
    expect(within(here).getByText('2023-11-15 06:13:20')).toBeTruthy(); // login
    expect(within(here).getByText('2023-11-15 07:13:20')).toBeTruthy(); // last active
    expect(within(here).queryByRole('button', { name: /下\s*线/ })).toBeNull();
    expect(within(here).getByText('Windows 10')).toBeTruthy();
    const laptop = rowOf('Firefox 128');
    expect(within(laptop).getByText('Mac OS X')).toBeTruthy();
    expect(within(laptop).queryByText('当前设备')).toBeNull();
    expect(within(laptop).getByText('10.0.0.8')).toBeTruthy();
    expect(within(laptop).getByText('内网IP')).toBeTruthy();
    expect(within(laptop).getByText('2023-11-15 06:14:20')).toBeTruthy();
    expect(within(laptop).getByRole('button', { name: /下\s*线/ })).toBeTruthy();
  });

  it('signs another device out after confirmation, then lists again', async () => {
    del.mockResolvedValue({ code: 200, msg: '操作成功' });
    renderWithUi(<DevicesCard />);
    await screen.findByText('Firefox 128');
    fireEvent.click(within(rowOf('Firefox 128')).getByRole('button', { name: /下\s*线/ }));
    expect(
      await screen.findByText('是否确认下线设备“Firefox 128 · Mac OS X”？该设备下次操作时需要重新登录。'),
    ).toBeTruthy();
    sessions = [HERE];
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(del).toHaveBeenCalledWith(`/system/user/profile/sessions/${LAPTOP.sessionId}`),
    );
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('下线成功'));
    await waitFor(() => expect(screen.queryByText('Firefox 128')).toBeNull());
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('does nothing when the question is cancelled', async () => {
    renderWithUi(<DevicesCard />);
    await screen.findByText('Firefox 128');
    fireEvent.click(within(rowOf('Firefox 128')).getByRole('button', { name: /下\s*线/ }));
    await screen.findByText(/是否确认下线设备/);
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText(/是否确认下线设备/)).toBeNull());
    expect(del).not.toHaveBeenCalled();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('says so when the list cannot be loaded, with 重试', async () => {
    get.mockRejectedValueOnce(new Error('服务器开小差了'));
    renderWithUi(<DevicesCard />);
    expect(await screen.findByText('设备列表加载失败')).toBeTruthy();
    expect(screen.getByText('服务器开小差了')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('Firefox 128')).toBeTruthy();
  });
});
