import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parseTime, type SysUserOnline } from '@dis/shared';
import { http } from '@dis/shared/request';
import { renderWithUi } from '@dis/ui/testing';
import OnlinePage from './OnlinePage';

jest.mock('@dis/shared/request', () => ({
  http: { get: jest.fn(), delete: jest.fn() },
}));
const get = http.get as jest.Mock;
const del = http.delete as jest.Mock;

const LOGIN_TIME = 1_700_000_000_000;

function session(n: number): SysUserOnline {
  return {
    tokenId: `token-${n}`,
    userName: `user${n}`,
    deptName: '研发部门',
    ipaddr: '127.0.0.1',
    loginLocation: '内网IP',
    browser: 'Chrome 120',
    os: 'Windows 10',
    loginTime: LOGIN_TIME,
  };
}

let sessions: SysUserOnline[];

beforeEach(() => {
  get.mockReset();
  del.mockReset();
  sessions = Array.from({ length: 25 }, (_, i) => session(i + 1));
  get.mockImplementation(() =>
    Promise.resolve({ code: 200, msg: '查询成功', total: sessions.length, rows: sessions }),
  );
});

const cellsOfColumn = (index: number) =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map((row) => row.children[index]?.textContent);

describe('OnlinePage', () => {
  it('fetches the whole list once and pages it here', async () => {
    renderWithUi(<OnlinePage />);
    await screen.findByText('user1');
    expect(get).toHaveBeenCalledWith('/monitor/online/list', {});
    expect(cellsOfColumn(0)).toHaveLength(20);
    expect(cellsOfColumn(0)[0]).toBe('1');
    expect(screen.getAllByText(parseTime(LOGIN_TIME)).length).toBe(20);
    expect(screen.getByText('共 25 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('user21');
    expect(cellsOfColumn(0)).toEqual(['21', '22', '23', '24', '25']);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('shows the login time on the server’s clock, not the browser’s (docs/product.md §9 "One clock")', async () => {
    // 1 700 000 000 000 ms is 2023-11-14 22:13:20 UTC (the machine running the tests), 06:13:20 the next day in Shanghai
    renderWithUi(<OnlinePage />, { timeZone: 'Asia/Shanghai' });
    await screen.findByText('user1');
    expect(screen.getAllByText('2023-11-15 06:13:20')).toHaveLength(20);
    expect(screen.queryByText('2023-11-14 22:13:20')).toBeNull();
  });

  it('searches by login address and user name', async () => {
    renderWithUi(<OnlinePage />);
    await screen.findByText('user1');
    sessions = [session(7)];
    fireEvent.change(screen.getByPlaceholderText('请输入登录地址'), { target: { value: ' 127.0.0.1 ' } });
    fireEvent.change(screen.getByPlaceholderText('请输入用户名称'), { target: { value: 'user7' } });
    fireEvent.click(screen.getByRole('button', { name: /^search 搜\s*索$/ }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/monitor/online/list', {
        ipaddr: '127.0.0.1',
        userName: 'user7',
      }),
    );
    await waitFor(() => expect(screen.queryByText('user1')).toBeNull());
    expect(screen.getByText('user7')).toBeTruthy();
  });

  it('offers 强退 only with monitor:online:forceLogout', async () => {
    renderWithUi(<OnlinePage />);
    await screen.findByText('user1');
    expect(screen.queryByRole('button', { name: /强\s*退/ })).toBeNull();
  });

  it('forces a logout after confirmation and reloads', async () => {
    del.mockResolvedValue({ code: 200, msg: '操作成功' });
    renderWithUi(<OnlinePage />, { permissions: ['monitor:online:forceLogout'] });
    await screen.findByText('user1');
    const row = screen.getByText('user3').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /强\s*退/ }));
    expect(await screen.findByText('是否确认强退名称为"user3"的用户？')).toBeTruthy();
    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('系统提示');
    sessions = sessions.filter((s) => s.tokenId !== 'token-3');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/monitor/online/token-3'));
    expect(await screen.findByText('强退成功')).toBeTruthy();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText('user3')).toBeNull());
  });

  it('does nothing when the confirmation is cancelled', async () => {
    renderWithUi(<OnlinePage />, { permissions: ['*:*:*'] });
    await screen.findByText('user1');
    fireEvent.click(
      within(screen.getByText('user2').closest('tr')!).getByRole('button', { name: /强\s*退/ }),
    );
    await screen.findByText('是否确认强退名称为"user2"的用户？');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText('是否确认强退名称为"user2"的用户？')).toBeNull());
    expect(del).not.toHaveBeenCalled();
    expect(get).toHaveBeenCalledTimes(1);
  });
});
