/**
 * @jest-environment node
 */
import { initI18n } from '@dis/shared';
import { onRequestEvent, type RequestEvent } from './events';
import { download, EXPORT_QUEUED_EVENT, queuedExportOf, type ExportQueuedDetail } from './download';
import { installFakeAdapter } from './fakeAdapter.test-utils';

/** An export of more rows than the threshold comes back as a task of the 下载中心 (docs/system/export.md). */
const server = installFakeAdapter();
const json = (body: unknown) => ({
  body: new Blob([JSON.stringify(body)], { type: 'application/json' }),
  type: 'application/json',
});

let events: RequestEvent[];
let queued: ExportQueuedDetail[];
const onQueued = (event: Event) => queued.push((event as CustomEvent<ExportQueuedDetail>).detail);
let off: () => void;
// the browser's window, as far as the download reaches it (Node's Blob reads its text as browsers do)
const windowEvents = new EventTarget();
const window = {
  addEventListener: windowEvents.addEventListener.bind(windowEvents),
  removeEventListener: windowEvents.removeEventListener.bind(windowEvents),
};

beforeAll(() => {
  initI18n({ language: 'zh-cn' });
  (globalThis as unknown as { dispatchEvent: EventTarget['dispatchEvent'] }).dispatchEvent =
    windowEvents.dispatchEvent.bind(windowEvents);
});
beforeEach(() => {
  server.reset();
  events = [];
  queued = [];
  off = onRequestEvent((event) => events.push(event));
  window.addEventListener(EXPORT_QUEUED_EVENT, onQueued);
});
afterEach(() => {
  off();
  window.removeEventListener(EXPORT_QUEUED_EVENT, onQueued);
});

describe('an export sent to the background', () => {
  it('announces the task with its message, saves nothing and reports no error', async () => {
    const createObjectURL = jest.fn();
    URL.createObjectURL = createObjectURL;
    server.reply(json({ code: 200, msg: '数据较多，已转为后台导出', data: { taskId: 42 } }));
    expect(await download('/system/user/export', {}, 'user.xlsx')).toBe(true);
    expect(queued).toEqual([{ taskId: 42, msg: '数据较多，已转为后台导出' }]);
    expect(events).toEqual([]);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('a refusal stays a refusal', async () => {
    server.reply(json({ code: 500, msg: '导出失败', data: { taskId: 1 } }));
    expect(await download('/system/user/export', {}, 'user.xlsx')).toBe(false);
    expect(queued).toEqual([]);
    expect(events).toEqual([{ type: 'error', level: 'error', code: 500, message: '导出失败' }]);
  });

  it('reads only a success with a numeric task id', async () => {
    const blob = (body: unknown) => new Blob([JSON.stringify(body)], { type: 'application/json' });
    expect(await queuedExportOf(blob({ code: 200, msg: 'ok', data: { taskId: 7 } }))).toEqual({
      taskId: 7,
      msg: 'ok',
    });
    expect(await queuedExportOf(blob({ code: 200, msg: 'ok' }))).toBeUndefined();
    expect(await queuedExportOf(blob({ code: 200, data: { taskId: '7' } }))).toBeUndefined();
    expect(await queuedExportOf(new Blob(['{oops'], { type: 'application/json' }))).toBeUndefined();
  });
});
