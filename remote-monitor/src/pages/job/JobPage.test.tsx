import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@dis/shared';
import { http } from '@dis/shared/request';
import { clearDictCache, feedback } from '@dis/ui';
import { quietMessages, renderWithUi } from '@dis/ui/testing';
import type { SysJob } from '@dis/contract';
import JobPage from './JobPage';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
  download: jest.fn(),
}));
const get = http.get as jest.Mock;
const post = http.post as jest.Mock;
const put = http.put as jest.Mock;
const confirm = jest.spyOn(feedback, 'confirm');
quietMessages();

const noParams: SysJob = {
  jobId: 1,
  jobName: '系统默认（无参）',
  jobGroup: 'DEFAULT',
  invokeTarget: 'ryTask.ryNoParams',
  cronExpression: '0/10 * * * * ?',
  misfirePolicy: '3',
  concurrent: '1',
  status: '1',
  createBy: 'admin',
  createTime: '2026-01-05 10:00:00',
  updateBy: '',
  updateTime: null,
  remark: '',
};
const DICTS: Record<string, object[]> = {
  sys_job_group: [
    { dictValue: 'DEFAULT', dictLabel: '默认', listClass: '', cssClass: '' },
    { dictValue: 'SYSTEM', dictLabel: '系统', listClass: '', cssClass: '' },
  ],
  sys_job_status: [
    { dictValue: '0', dictLabel: '正常', listClass: 'primary', cssClass: '' },
    { dictValue: '1', dictLabel: '暂停', listClass: 'danger', cssClass: '' },
  ],
};

beforeEach(() => {
  for (const mock of [get, post, put, confirm]) mock.mockReset();
  clearDictCache();
  localStorage.clear();
  get.mockImplementation((url: string) => {
    const dict = url.match(/^\/system\/dict\/data\/type\/(\w+)$/);
    if (dict) return Promise.resolve({ code: 200, data: DICTS[dict[1]!] ?? [] });
    if (url === '/monitor/job/list') return Promise.resolve({ code: 200, total: 1, rows: [noParams] });
    if (url === '/monitor/job/1')
      return Promise.resolve({ code: 200, data: { ...noParams, nextValidTime: null } });
    return Promise.resolve({ code: 200, msg: '操作成功' });
  });
  put.mockResolvedValue({ code: 200, msg: '操作成功' });
});

const ALL = ['add', 'edit', 'remove', 'export', 'query', 'changeStatus'].map((a) => `monitor:job:${a}`);

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** The page at /monitor/job, where its links lead shown by path. */
const renderPage = (permissions: string[]) =>
  renderWithUi(
    <MemoryRouter initialEntries={['/monitor/job']}>
      <Routes>
        <Route path="/monitor/job" element={<JobPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
    { permissions },
  );

const jobRow = async () => (await screen.findByText('ryTask.ryNoParams')).closest('tr')!;

describe('JobPage', () => {
  it('lists the jobs; the switch asks before resuming one, 执行一次 asks before running it', async () => {
    confirm.mockResolvedValue(true);
    renderPage(ALL);
    const row = await jobRow();
    await waitFor(() => expect(within(row).getByText('默认')).toBeTruthy());

    fireEvent.click(await within(row).findByRole('switch', { name: '任务状态: 系统默认（无参）' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/monitor/job/changeStatus', { jobId: 1, status: '0' }),
    );
    expect(confirm.mock.calls[0]![0].content).toBe('确认要"启用""系统默认（无参）"任务吗？');

    fireEvent.click(within(row).getByRole('button', { name: /更多/ }));
    fireEvent.click(await screen.findByText('执行一次', {}, { timeout: 15000 }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/monitor/job/run', { jobId: 1, jobGroup: 'DEFAULT' }),
    );
    expect(confirm.mock.calls[1]![0].content).toBe('确认要立即执行一次"系统默认（无参）"任务吗？');
  }, 90_000);

  it('names what an empty add dialog lacks and sends nothing; 生成表达式 fills the cron', async () => {
    renderPage(ALL);
    await jobRow();
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15000 });
    expect(within(dialog).getByText('添加任务')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('任务名称不能为空')).toBeTruthy();
    expect(within(dialog).getByText('调用目标字符串不能为空')).toBeTruthy();
    expect(within(dialog).getByText('cron执行表达式不能为空')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: '生成表达式' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2), { timeout: 15000 });
    const builder = screen.getAllByRole('dialog').find((one) => one !== dialog)!;
    expect(await within(builder).findByText('Cron表达式生成器')).toBeTruthy();
    fireEvent.click(await within(builder).findByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(within(dialog).getByPlaceholderText('请输入cron执行表达式')).toHaveProperty(
        'value',
        '* * * * * ?',
      ),
    );
  }, 90_000);

  it('shows a job in detail with its next run, and 调度日志 opens its runs', async () => {
    renderPage(ALL);
    const row = await jobRow();
    fireEvent.click(within(row).getByRole('button', { name: '系统默认（无参）' }));
    const detail = await screen.findByRole('dialog', {}, { timeout: 15000 });
    expect(within(detail).getAllByText('任务详细').length).toBeGreaterThan(0);
    expect(await within(detail).findByText('无（已暂停）')).toBeTruthy();
    expect(within(detail).getByText('放弃执行')).toBeTruthy();
    expect(within(detail).getByText('禁止')).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: '关 闭' }));

    fireEvent.click(within(row).getByRole('button', { name: /更多/ }));
    fireEvent.click(await screen.findByText('调度日志', {}, { timeout: 15000 }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/monitor/job-log/index/1'));
  }, 90_000);

  it('offers no 更多 and no switch to someone who may only list', async () => {
    renderPage(['monitor:job:list']);
    const row = await jobRow();
    expect(within(row).queryByRole('switch')).toBeNull();
    expect(within(row).queryByRole('button', { name: /更多/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
  }, 90_000);
});
