/**
 * @jest-environment node
 */
import { activeDownloads, initI18n, onDownloadsChange } from '@dis/shared';
import { onRequestEvent, type RequestEvent } from './events';
import { blobErrorMessage, download, downloadFile, downloadResource, headerFileName } from './download';
import { client } from './client';
import { installFakeAdapter, type FakeAnswer } from './fakeAdapter.test-utils';

interface FakeLink {
  href: string;
  download: string;
  style: Record<string, string>;
  click: jest.Mock;
  remove: jest.Mock;
}

const links: FakeLink[] = [];
const server = installFakeAdapter();
const url = (i: number) => client.getUri(server.calls[i]);

function respond(body: string, type: string, headers: Record<string, string> = {}, status = 200): FakeAnswer {
  return { body: new Blob([body], { type }), type, headers, status };
}

beforeAll(() => {
  initI18n({ language: 'zh-cn' });
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
  server.reset();
  links.length = 0;
  events = [];
  off = onRequestEvent((e) => events.push(e));
});
afterEach(() => off());

describe('download(url, params, filename)', () => {
  it('POSTs the params form-urlencoded and saves the file under the given name', async () => {
    server.reply(respond('xlsx-bytes', 'application/octet-stream'));
    const counts: number[] = [];
    const stop = onDownloadsChange((n) => counts.push(n));
    const saved = await download(
      '/system/user/export',
      { userName: 'ad', status: '', params: { beginTime: '2026-01-01' } },
      'user_1.xlsx',
    );
    stop();
    expect(saved).toBe(true);
    expect(url(0)).toBe('/prod-api/system/user/export');
    expect(server.calls[0].method).toBe('post');
    expect(String(server.calls[0].data)).toBe('userName=ad&params%5BbeginTime%5D=2026-01-01');
    expect(links[0]).toMatchObject({ download: 'user_1.xlsx', href: 'blob:fake' });
    expect(links[0].click).toHaveBeenCalled();
    expect(counts).toEqual([1, 0]);
    expect(activeDownloads()).toBe(0);
    expect(events).toEqual([]);
  });

  it('shows the message of a JSON error in place of the file and saves nothing', async () => {
    server.reply(respond(JSON.stringify({ code: 500, msg: '导出失败' }), 'application/json'));
    expect(await download('/x/export', {}, 'x.xlsx')).toBe(false);
    expect(links).toHaveLength(0);
    expect(events).toEqual([{ type: 'error', level: 'error', code: 500, message: '导出失败' }]);
  });

  it('a failed transfer says 下载文件出现错误，请联系管理员！', async () => {
    server.reply('network');
    expect(await download('/x/export', {}, 'x.xlsx')).toBe(false);
    expect(events).toEqual([
      { type: 'error', level: 'error', code: 500, message: '下载文件出现错误，请联系管理员！' },
    ]);
    server.reply(respond('<html>bad gateway</html>', 'text/html', {}, 502));
    expect(await download('/x/export', {}, 'x.xlsx', { silent: true })).toBe(false);
    expect(events).toHaveLength(1);
  });
});

describe('downloadFile / downloadResource', () => {
  it('asks /common/download and names the file from the download-filename header', async () => {
    server.reply(
      respond('data', 'application/octet-stream', {
        'download-filename': encodeURIComponent('1700000000000用户数据.xlsx'),
      }),
    );
    expect(await downloadFile('abc_用户数据.xlsx')).toBe(true);
    expect(url(0)).toBe(
      `/prod-api/common/download?fileName=${encodeURIComponent('abc_用户数据.xlsx')}&delete=true`,
    );
    expect(server.calls[0].method).toBe('get');
    expect(links[0].download).toBe('1700000000000用户数据.xlsx');
  });

  it('keeps the file on the server when asked, and names a resource by its last segment', async () => {
    server.reply(respond('data', 'application/octet-stream'));
    await downloadFile('a.txt', false);
    expect(url(0)).toContain('delete=false');
    server.reply(respond('png', 'application/octet-stream'));
    expect(await downloadResource('/profile/upload/2026/01/02/a_20260102030405A001.png')).toBe(true);
    expect(url(1)).toBe(
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
