/**
 * @jest-environment node
 */
import { activeDownloads, initI18n, onDownloadsChange } from '@dis/shared';
import { onRequestEvent, type RequestEvent } from './events';
import { blobErrorMessage, download, downloadFile, downloadResource, headerFileName } from './download';

interface FakeLink {
  href: string;
  download: string;
  style: Record<string, string>;
  click: jest.Mock;
  remove: jest.Mock;
}

const links: FakeLink[] = [];
const fetchMock = jest.fn();

function respond(body: string, type: string, headers: Record<string, string> = {}, status = 200) {
  return new Response(body, { status, headers: { 'Content-Type': type, ...headers } });
}

beforeAll(() => {
  initI18n({ language: 'zh-cn' });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  (globalThis as unknown as { document: unknown }).document = {
    createElement: () => {
      const link: FakeLink = { href: '', download: '', style: {}, click: jest.fn(), remove: jest.fn() };
      links.push(link);
      return link;
    },
    body: { appendChild: () => undefined },
    cookie: '',
  };
  URL.createObjectURL = jest.fn(() => 'blob:fake');
  URL.revokeObjectURL = jest.fn();
});

let events: RequestEvent[];
let off: () => void;
beforeEach(() => {
  fetchMock.mockReset();
  links.length = 0;
  events = [];
  off = onRequestEvent((e) => events.push(e));
});
afterEach(() => off());

describe('download(url, params, filename)', () => {
  it('POSTs the params form-urlencoded and saves the file under the given name', async () => {
    fetchMock.mockResolvedValueOnce(respond('xlsx-bytes', 'application/octet-stream'));
    const counts: number[] = [];
    const stop = onDownloadsChange((n) => counts.push(n));
    const saved = await download(
      '/system/user/export',
      { userName: 'ad', status: '', params: { beginTime: '2026-01-01' } },
      'user_1.xlsx',
    );
    stop();
    expect(saved).toBe(true);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/prod-api/system/user/export');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('userName=ad&params%5BbeginTime%5D=2026-01-01');
    expect(links[0]).toMatchObject({ download: 'user_1.xlsx', href: 'blob:fake' });
    expect(links[0].click).toHaveBeenCalled();
    expect(counts).toEqual([1, 0]);
    expect(activeDownloads()).toBe(0);
    expect(events).toEqual([]);
  });

  it('shows the message of a JSON error in place of the file and saves nothing', async () => {
    fetchMock.mockResolvedValueOnce(
      respond(JSON.stringify({ code: 500, msg: '导出失败' }), 'application/json'),
    );
    expect(await download('/x/export', {}, 'x.xlsx')).toBe(false);
    expect(links).toHaveLength(0);
    expect(events).toEqual([{ type: 'error', level: 'error', code: 500, message: '导出失败' }]);
  });

  it('a failed transfer says 下载文件出现错误，请联系管理员！', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await download('/x/export', {}, 'x.xlsx')).toBe(false);
    expect(events).toEqual([
      { type: 'error', level: 'error', code: 500, message: '下载文件出现错误，请联系管理员！' },
    ]);
    fetchMock.mockResolvedValueOnce(respond('<html>bad gateway</html>', 'text/html', {}, 502));
    expect(await download('/x/export', {}, 'x.xlsx', { silent: true })).toBe(false);
    expect(events).toHaveLength(1);
  });
});

describe('downloadFile / downloadResource', () => {
  it('asks /common/download and names the file from the download-filename header', async () => {
    fetchMock.mockResolvedValueOnce(
      respond('data', 'application/octet-stream', {
        'download-filename': encodeURIComponent('1700000000000用户数据.xlsx'),
      }),
    );
    expect(await downloadFile('abc_用户数据.xlsx')).toBe(true);
    expect(fetchMock.mock.calls[0][0]).toBe(
      `/prod-api/common/download?fileName=${encodeURIComponent('abc_用户数据.xlsx')}&delete=true`,
    );
    expect(fetchMock.mock.calls[0][1].method).toBe('GET');
    expect(links[0].download).toBe('1700000000000用户数据.xlsx');
  });

  it('keeps the file on the server when asked, and names a resource by its last segment', async () => {
    fetchMock.mockResolvedValueOnce(respond('data', 'application/octet-stream'));
    await downloadFile('a.txt', false);
    expect(fetchMock.mock.calls[0][0]).toContain('delete=false');
    fetchMock.mockResolvedValueOnce(respond('png', 'application/octet-stream'));
    expect(await downloadResource('/profile/upload/2026/01/02/a_20260102030405A001.png')).toBe(true);
    expect(fetchMock.mock.calls[1][0]).toBe(
      `/prod-api/common/download/resource?resource=${encodeURIComponent('/profile/upload/2026/01/02/a_20260102030405A001.png')}`,
    );
    expect(links[1].download).toBe('a_20260102030405A001.png');
  });
});

describe('blobErrorMessage and headerFileName', () => {
  const json = (body: unknown) => new Blob([JSON.stringify(body)], { type: 'application/json' });

  it('uses the code table, else msg, else the default text', async () => {
    expect(await blobErrorMessage(json({ code: 403, msg: 'x' }))).toBe('当前操作没有权限');
    expect(await blobErrorMessage(json({ code: 401 }))).toBe('认证失败，无法访问系统资源');
    expect(await blobErrorMessage(json({ code: 500, msg: '文件不存在' }))).toBe('文件不存在');
    expect(await blobErrorMessage(json({ code: 500 }))).toBe('系统未知错误，请反馈给管理员');
    expect(await blobErrorMessage(new Blob(['{oops'], { type: 'application/json' }))).toBe(
      '下载文件出现错误，请联系管理员！',
    );
  });

  it('decodes the header and tolerates a broken one', () => {
    expect(headerFileName(new Headers({ 'download-filename': '%E6%8A%A5%E8%A1%A8.pdf' }))).toBe('报表.pdf');
    expect(headerFileName(new Headers({ 'download-filename': '%E0%A4%A' }))).toBe('%E0%A4%A');
    expect(headerFileName(new Headers())).toBeUndefined();
  });
});
