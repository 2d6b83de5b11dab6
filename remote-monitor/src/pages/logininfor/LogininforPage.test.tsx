import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from '@dis/shared/request';
import { clearDictCache, feedback } from '@dis/ui';
import { renderWithUi } from '@dis/ui/testing';
import type { SysLogininfor } from '@dis/contract';
import LogininforPage from './LogininforPage';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), delete: jest.fn() },
  download: jest.fn(),
}));
const get = http.get as jest.Mock;
const del = http.delete as jest.Mock;
const confirm = jest.spyOn(feedback, 'confirm');
jest.spyOn(feedback.message, 'success').mockImplementation(() => undefined);

const failed: SysLogininfor = {
  infoId: 7,
  userName: 'ry',
  ipaddr: '127.0.0.1',
  loginLocation: '内网IP',
  browser: 'Chrome 120',
  os: 'Windows 10',
  status: '1',
  msg: '密码输入错误1次',
  loginTime: '2026-01-05 10:00:00',
};
const STATUS = [
  { dictValue: '0', dictLabel: '成功', listClass: 'primary', cssClass: '' },
  { dictValue: '1', dictLabel: '失败', listClass: 'danger', cssClass: '' },
];

beforeEach(() => {
  for (const mock of [get, del, confirm]) mock.mockReset();
  clearDictCache();
  localStorage.clear();
  get.mockImplementation((url: string) => {
    if (url === '/system/dict/data/type/sys_common_status')
      return Promise.resolve({ code: 200, data: STATUS });
    if (url === '/monitor/logininfor/list') return Promise.resolve({ code: 200, total: 1, rows: [failed] });
    return Promise.resolve({ code: 200, msg: '操作成功' });
  });
});

const ALL = ['monitor:logininfor:list', 'monitor:logininfor:remove', 'monitor:logininfor:unlock'];
const listCalls = () => get.mock.calls.filter(([url]) => url === '/monitor/logininfor/list');

describe('LogininforPage', () => {
  it('opens newest first, and a click on 用户名称 sorts by it', async () => {
    renderWithUi(<LogininforPage />, { permissions: ALL });
    const row = (await screen.findByText('密码输入错误1次')).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('失败').closest('.ant-tag')).not.toBeNull());
    expect(listCalls()[0]![1]).toMatchObject({ orderByColumn: 'loginTime', isAsc: 'descending', pageNum: 1 });
    fireEvent.click(screen.getAllByText('用户名称').find((el) => el.closest('th'))!);
    await waitFor(() =>
      expect(listCalls().at(-1)![1]).toMatchObject({ orderByColumn: 'userName', isAsc: 'descending' }),
    );
  });

  it('unlocks the one selected user and empties the log after their questions', async () => {
    confirm.mockResolvedValue(true);
    del.mockResolvedValue({ code: 200 });
    renderWithUi(<LogininforPage />, { permissions: ALL });
    const row = (await screen.findByText('密码输入错误1次')).closest('tr')!;
    const unlock = screen.getByRole('button', { name: /解\s*锁/ });
    expect((unlock as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(row).getByRole('checkbox'));
    await waitFor(() => expect((unlock as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(unlock);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/monitor/logininfor/unlock/ry'));
    expect(confirm.mock.calls[0]![0].content).toBe('是否确认解锁用户"ry"数据项?');
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('用户ry解锁成功'));

    fireEvent.click(screen.getByRole('button', { name: /清\s*空/ }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/monitor/logininfor/clean'));
    expect(confirm.mock.calls[1]![0].content).toBe(
      '是否确认清空保留期以外的登录日志？保留期内的日志不会被删除。',
    );
  }, 90_000);
});
