import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExportTask } from '@dis/contract';
import { changeLanguage } from '@dis/shared';
import { downloadZip, http } from '@dis/shared/request';
import { renderWithUi } from '@dis/ui/testing';
import { initTestI18n } from '../../../../testing/i18n';
import ExportDrawer, { loadExportWords } from './ExportDrawer';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), put: jest.fn(), delete: jest.fn() },
  downloadZip: jest.fn(),
}));
jest.mock('@dis/ui', () => ({
  ...jest.requireActual('@dis/ui'),
  // 系统提示 answered 确定 at once
  confirmAction: jest.fn(async ({ action }: { action: () => Promise<unknown> }) => {
    await action();
    return true;
  }),
}));
const get = jest.mocked(http.get);
const put = jest.mocked(http.put);
const remove = jest.mocked(http.delete);
const download = jest.mocked(downloadZip);

const task = (taskId: number, status: string, extra: Partial<ExportTask> = {}): ExportTask => ({
  taskId,
  title: '用户数据',
  fileName: `user_2026112712000${taskId}.xlsx`,
  status: status as ExportTask['status'],
  totalRows: 20000,
  doneRows: status === '2' ? 20000 : 5000,
  fileSize: status === '2' ? 2_527_068 : null,
  errorMsg: null,
  createTime: '2026-11-27 12:00:00',
  finishTime: status === '2' ? '2026-11-27 12:01:00' : null,
  expireTime: status === '2' ? '2026-11-30 12:01:00' : null,
  ...extra,
});

let answers: ExportTask[][];
const onUnfinished = jest.fn();

beforeAll(async () => {
  initTestI18n();
  await loadExportWords();
});
beforeEach(() => {
  answers = [];
  get.mockReset().mockImplementation(async (url: string) => {
    if (url !== '/system/export/list') throw new Error(`unexpected ${url}`);
    const rows = answers.length > 1 ? answers.shift()! : (answers[0] ?? []);
    return { code: 200, total: rows.length, rows };
  });
  put.mockReset().mockResolvedValue({ code: 200 });
  remove.mockReset().mockResolvedValue({ code: 200 });
  download.mockReset().mockResolvedValue(true);
  onUnfinished.mockReset();
});
afterEach(async () => {
  await act(() => changeLanguage('zh-cn'));
});

const renderDrawer = (open = true) =>
  renderWithUi(
    <Suspense fallback={null}>
      <ExportDrawer open={open} onClose={() => undefined} onUnfinished={onUnfinished} queuedAt={0} />
    </Suspense>,
  );

const item = async (fileName: string) => (await screen.findByText(fileName)).closest('li') as HTMLElement;

describe('the 下载中心 drawer', () => {
  it('says so when there is nothing', async () => {
    answers = [[]];
    renderDrawer();
    expect(await screen.findByText('暂无导出任务')).toBeTruthy();
    expect(screen.getByText('下载中心')).toBeTruthy();
    expect(onUnfinished).toHaveBeenLastCalledWith(0);
  });

  it('lists the tasks with progress, rows, size, times and their actions', async () => {
    answers = [
      [
        task(3, '1'),
        task(2, '2'),
        task(1, '3', { errorMsg: '导出失败，请稍后重试或联系管理员', doneRows: 0, totalRows: 20000 }),
      ],
    ];
    renderDrawer();
    const running = await item('user_20261127120003.xlsx');
    expect(within(running).getByText('导出中')).toBeTruthy();
    expect(within(running).getByText('5000 / 20000 行')).toBeTruthy();
    const bar = await within(running).findByRole('progressbar', { name: '用户数据的导出进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(running).getByRole('button', { name: '取消 user_20261127120003.xlsx' })).toBeTruthy();
    expect(within(running).queryByRole('button', { name: /下载/ })).toBeNull();

    const done = await item('user_20261127120002.xlsx');
    expect(within(done).getByText('已完成')).toBeTruthy();
    expect(within(done).getByText('20000 行')).toBeTruthy();
    expect(within(done).getByText('大小 2.41 MB')).toBeTruthy();
    expect(within(done).getByText('创建时间 2026-11-27 12:00:00')).toBeTruthy();
    expect(within(done).getByText('完成时间 2026-11-27 12:01:00')).toBeTruthy();
    expect(within(done).getByText('过期时间 2026-11-30 12:01:00')).toBeTruthy();
    expect(within(done).queryByRole('progressbar')).toBeNull();

    const failed = await item('user_20261127120001.xlsx');
    expect(within(failed).getByText('失败')).toBeTruthy();
    expect(within(failed).getByText('导出失败，请稍后重试或联系管理员')).toBeTruthy();
    expect(onUnfinished).toHaveBeenLastCalledWith(1);
  });

  it('下载 saves the file under its name; 取消 and 删除 ask the server and refresh', async () => {
    answers = [[task(3, '1'), task(2, '2')]];
    renderDrawer();
    fireEvent.click(await screen.findByRole('button', { name: '下载 user_20261127120002.xlsx' }));
    expect(download).toHaveBeenCalledWith('/system/export/2/download', 'user_20261127120002.xlsx');

    const calls = get.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: '取消 user_20261127120003.xlsx' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/system/export/3/cancel'));
    await waitFor(() => expect(get.mock.calls.length).toBeGreaterThan(calls));

    fireEvent.click(screen.getByRole('button', { name: '删除 user_20261127120002.xlsx' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/system/export/2'));
  });

  it('asks again every 2 s while a task moves, and stops once all are finished', async () => {
    answers = [[task(3, '1')], [task(3, '1', { doneRows: 15000 })], [task(3, '2')]];
    renderDrawer();
    const running = await item('user_20261127120003.xlsx');
    expect(within(running).getByText('5000 / 20000 行')).toBeTruthy();
    await waitFor(() => expect(within(running).getByText('15000 / 20000 行')).toBeTruthy(), {
      timeout: 3000,
    });
    await waitFor(() => expect(screen.getByText('已完成')).toBeTruthy(), { timeout: 3000 });
    const calls = get.mock.calls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(get.mock.calls.length).toBe(calls);
    expect(onUnfinished).toHaveBeenLastCalledWith(0);
  }, 15_000);

  it('refreshes on a live event of an export', async () => {
    answers = [[task(2, '2')], [task(4, '0'), task(2, '2')]];
    renderDrawer();
    await item('user_20261127120002.xlsx');
    act(() => {
      window.dispatchEvent(new CustomEvent('dis:live', { detail: { type: 'notice' } }));
    });
    expect(get).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new CustomEvent('dis:live', { detail: { type: 'export' } }));
    });
    expect(await screen.findByText('排队中')).toBeTruthy();
  });

  it('speaks English', async () => {
    await act(() => changeLanguage('en'));
    answers = [[task(2, '2')]];
    renderDrawer();
    const done = await item('user_20261127120002.xlsx');
    expect(screen.getByText('Download centre')).toBeTruthy();
    expect(within(done).getByText('Done')).toBeTruthy();
    expect(within(done).getByText('Rows: 20000')).toBeTruthy();
    expect(within(done).getByText('Size 2.41 MB')).toBeTruthy();
    expect(within(done).getByRole('button', { name: 'Download user_20261127120002.xlsx' })).toBeTruthy();
  });
});
