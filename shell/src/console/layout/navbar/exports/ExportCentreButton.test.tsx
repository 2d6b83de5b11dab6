import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { EXPORT_QUEUED_EVENT, http } from '@dis/shared/request';
import { renderWithUi } from '@dis/ui/testing';
import { initTestI18n } from '../../../../testing/i18n';
import { watchEarlyQueued } from './earlyQueued';
import { ExportCentreButton } from './ExportCentreButton';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
const get = jest.mocked(http.get);

let rows: Array<{ taskId: number; status: string }>;
const full = (taskId: number, status: string) => ({
  taskId,
  title: '用户数据',
  fileName: `user_${taskId}.xlsx`,
  status,
  totalRows: 9000,
  doneRows: 0,
  fileSize: null,
  errorMsg: null,
  createTime: '2026-11-27 12:00:00',
  finishTime: null,
  expireTime: null,
});

beforeAll(() => initTestI18n());
beforeEach(() => {
  rows = [];
  get.mockReset().mockImplementation(async () => ({ code: 200, total: rows.length, rows }));
});

describe('the navbar 下载中心 button', () => {
  it('badges the queued and running exports, asked for once at start', async () => {
    rows = [full(3, '1'), full(2, '0'), full(1, '2')];
    renderWithUi(<ExportCentreButton />);
    const button = await screen.findByRole('button', { name: '下载中心，2 个导出进行中' });
    expect(button.textContent).toContain('2');
    expect(get).toHaveBeenCalledWith('/system/export/list', undefined, { silent: true });
    expect(get).toHaveBeenCalledTimes(1);
    // the drawer's code is not loaded until it is used
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a live export event asks for the count again', async () => {
    renderWithUi(<ExportCentreButton />);
    await screen.findByRole('button', { name: '下载中心' });
    rows = [full(5, '0')];
    act(() => {
      window.dispatchEvent(new CustomEvent('dis:live', { detail: { type: 'export' } }));
    });
    expect(await screen.findByRole('button', { name: '下载中心，1 个导出进行中' })).toBeTruthy();
  });

  it('an export sent to the background shows its message and opens the drawer on the new task', async () => {
    renderWithUi(<ExportCentreButton />);
    await screen.findByRole('button', { name: '下载中心' });
    rows = [full(7, '0')];
    act(() => {
      window.dispatchEvent(
        new CustomEvent(EXPORT_QUEUED_EVENT, {
          detail: { taskId: 7, msg: '数据较多，已转为后台导出，完成后可在「下载中心」下载' },
        }),
      );
    });
    expect(await screen.findByText('数据较多，已转为后台导出，完成后可在「下载中心」下载')).toBeTruthy();
    expect(await screen.findByText('user_7.xlsx')).toBeTruthy();
    expect(screen.getByText('排队中')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下载中心，1 个导出进行中' })).toBeTruthy();
  });

  it('answers an export queued before the button had loaded, once it mounts', async () => {
    const stop = watchEarlyQueued();
    rows = [full(8, '0')];
    window.dispatchEvent(
      new CustomEvent(EXPORT_QUEUED_EVENT, {
        detail: { taskId: 8, msg: '数据较多，已转为后台导出，完成后可在「下载中心」下载' },
      }),
    );
    stop();
    renderWithUi(<ExportCentreButton />);
    expect(await screen.findByText('数据较多，已转为后台导出，完成后可在「下载中心」下载')).toBeTruthy();
    expect(await screen.findByText('user_8.xlsx')).toBeTruthy();
  });

  it('a click opens the drawer', async () => {
    renderWithUi(<ExportCentreButton />);
    fireEvent.click(await screen.findByRole('button', { name: '下载中心' }));
    expect(await screen.findByText('暂无导出任务')).toBeTruthy();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });
});
