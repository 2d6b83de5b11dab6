import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@dis/shared';
import { http } from '@dis/shared/request';
import { clearDictCache, feedback } from '@dis/ui';
import { quietMessages, renderWithUi } from '@dis/ui/testing';
import type { SysJobLog } from '@dis/contract';
import JobLogPage from './JobLogPage';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), delete: jest.fn() },
  download: jest.fn(),
}));
const get = http.get as jest.Mock;
const del = http.delete as jest.Mock;
const confirm = jest.spyOn(feedback, 'confirm');
quietMessages();

const failedRun: SysJobLog = {
  jobLogId: 12,
  jobName: '清理临时文件',
  jobGroup: 'SYSTEM',
  invokeTarget: 'maintenanceTask.cleanTempFiles(1)',
  jobMessage: '清理临时文件 总共耗时：15毫秒',
  status: '1',
  exceptionInfo: 'EACCES: permission denied',
  startTime: '2026-01-05 10:00:00',
  endTime: '2026-01-05 10:00:01',
  createTime: '2026-01-05 10:00:01',
};
const DICTS: Record<string, object[]> = {
  sys_job_group: [{ dictValue: 'SYSTEM', dictLabel: '系统', listClass: '', cssClass: '' }],
  sys_common_status: [
    { dictValue: '0', dictLabel: '成功', listClass: 'primary', cssClass: '' },
    { dictValue: '1', dictLabel: '失败', listClass: 'danger', cssClass: '' },
  ],
};

beforeEach(() => {
  for (const mock of [get, del, confirm]) mock.mockReset();
  clearDictCache();
  localStorage.clear();
  get.mockImplementation((url: string) => {
    const dict = url.match(/^\/system\/dict\/data\/type\/(\w+)$/);
    if (dict) return Promise.resolve({ code: 200, data: DICTS[dict[1]!] ?? [] });
    if (url === '/monitor/jobLog/list') return Promise.resolve({ code: 200, total: 1, rows: [failedRun] });
    if (url === '/monitor/job/4')
      return Promise.resolve({ code: 200, data: { jobId: 4, jobName: '清理临时文件', jobGroup: 'SYSTEM' } });
    return Promise.reject(new Error('unknown'));
  });
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const renderAt = (
  path: string,
  permissions = ['monitor:job:list', 'monitor:job:query', 'monitor:job:remove'],
) =>
  renderWithUi(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/monitor/job-log/index/:jobId" element={<JobLogPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
    { permissions },
  );

const listCalls = () => get.mock.calls.filter(([url]) => url === '/monitor/jobLog/list');

describe('JobLogPage', () => {
  it("lists one job's runs, its name and group in the search, and details a failed run", async () => {
    renderAt('/monitor/job-log/index/4');
    const row = (await screen.findByText('清理临时文件 总共耗时：15毫秒')).closest('tr')!;
    expect(listCalls()[0]![1]).toMatchObject({ jobName: '清理临时文件', jobGroup: 'SYSTEM', pageNum: 1 });
    expect(screen.getByPlaceholderText('请输入任务名称')).toHaveProperty('value', '清理临时文件');
    await waitFor(() => expect(within(row).getByText('失败')).toBeTruthy());

    fireEvent.click(within(row).getByRole('button', { name: /详\s*细/ }));
    const detail = await screen.findByRole('dialog', {}, { timeout: 15000 });
    expect(within(detail).getByText('EACCES: permission denied')).toBeTruthy();
    expect(within(detail).getByText('1000毫秒')).toBeTruthy();
  }, 90_000);

  it('lists every run with id 0, empties the log after its question, and 关闭 goes back to the jobs', async () => {
    confirm.mockResolvedValue(true);
    del.mockResolvedValue({ code: 200 });
    renderAt('/monitor/job-log/index/0');
    await screen.findByText('清理临时文件 总共耗时：15毫秒');
    expect(listCalls()[0]![1]).not.toHaveProperty('jobName');
    expect(get).not.toHaveBeenCalledWith('/monitor/job/0', undefined, expect.anything());

    fireEvent.click(screen.getByRole('button', { name: /清\s*空/ }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/monitor/jobLog/clean'));
    expect(confirm.mock.calls[0]![0].content).toBe('是否确认清空所有调度日志数据项？');

    fireEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/monitor/job'));
  }, 90_000);

  it('offers no 清空 and no 删除 without monitor:job:remove', async () => {
    renderAt('/monitor/job-log/index/0', ['monitor:job:list']);
    await screen.findByText('清理临时文件 总共耗时：15毫秒');
    expect(screen.queryByRole('button', { name: /清\s*空/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  }, 90_000);
});
