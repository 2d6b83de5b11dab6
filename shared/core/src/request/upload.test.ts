import type { AxiosProgressEvent, InternalAxiosRequestConfig } from 'axios';
import { initI18n } from '@dis/shared';
import { client } from './client';
import { retryPause } from './deferred';
import { onRequestEvent, type RequestEvent } from './events';
import { installFakeAdapter } from './fakeAdapter.test-utils';
import { uploadFile } from './upload';

const server = installFakeAdapter();
// an upload with a session carries its Idempotency-Key and is sent once more when no answer came
retryPause.wait = async () => undefined;
const progressEvent = (loaded: number, total: number) =>
  ({ loaded, total, lengthComputable: true, bytes: loaded }) as AxiosProgressEvent;

let events: RequestEvent[];
let off: () => void;
beforeAll(() => {
  initI18n({ language: 'zh-cn' });
});
beforeEach(() => {
  document.cookie = 'Admin-Token=tok; path=/';
  server.reset();
  events = [];
  off = onRequestEvent((e) => events.push(e));
});
afterEach(() => off());

describe('uploadFile', () => {
  it('sends the file as multipart with the token and reports progress', async () => {
    const progress: number[] = [];
    let sent: InternalAxiosRequestConfig | undefined;
    server.reply((config) => {
      sent = config;
      config.onUploadProgress?.(progressEvent(1, 4));
      config.onUploadProgress?.(progressEvent(4, 4));
      return { body: { code: 200, msg: '操作成功', fileName: '/profile/upload/a.pdf' } };
    });
    const file = new File(['abc'], '报告.pdf', { type: 'application/pdf' });
    await expect(
      uploadFile('/common/upload', file, { onProgress: (p) => progress.push(p) }),
    ).resolves.toMatchObject({
      fileName: '/profile/upload/a.pdf',
    });
    expect(sent!.method).toBe('post');
    expect(client.getUri(sent!)).toBe('/prod-api/common/upload');
    expect(sent!.headers.get('Authorization')).toBe('Bearer tok');
    expect(sent!.headers.get('Accept-Language')).toBe('zh-cn');
    expect(((sent!.data as FormData).get('file') as File).name).toBe('报告.pdf');
    expect(sent!.timeout).toBe(0);
    expect(progress).toEqual([25, 100]);
  });

  it('uses another field and file name when asked', async () => {
    server.reply({ body: { code: 200, imgUrl: '/profile/avatar/x.png' } });
    const pending = uploadFile('/system/user/profile/avatar', new Blob(['x'], { type: 'image/png' }), {
      field: 'avatarfile',
      fileName: 'me.png',
    });
    await expect(pending).resolves.toMatchObject({ imgUrl: '/profile/avatar/x.png' });
    expect(((server.calls[0].data as FormData).get('avatarfile') as File).name).toBe('me.png');
  });

  it("rejects a refusal with the server's message, silently when asked", async () => {
    server.reply({ body: { code: 500, msg: '文件格式不正确' } });
    const loud = uploadFile('/common/upload', new File(['x'], 'a.exe'));
    await expect(loud).rejects.toMatchObject({ code: 500, message: '文件格式不正确', kind: 'business' });
    expect(events).toEqual([{ type: 'error', level: 'error', code: 500, message: '文件格式不正确' }]);
    server.reply({ body: { code: 500, msg: '文件格式不正确' } });
    const quiet = uploadFile('/common/upload', new File(['x'], 'a.exe'), { silent: true });
    await expect(quiet).rejects.toMatchObject({ message: '文件格式不正确' });
    expect(events).toHaveLength(1);
  });

  it('names network failures (after the one retry, with the same key), non-JSON answers and aborts', async () => {
    server.reply('network', 'network');
    const failed = uploadFile('/common/upload', new File(['x'], 'a.txt'), { silent: true });
    await expect(failed).rejects.toMatchObject({ kind: 'network', message: '后端接口连接异常' });
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1].headers.get('Idempotency-Key')).toBe(
      server.calls[0].headers.get('Idempotency-Key'),
    );
    server.reply({ body: '<html>too large</html>', status: 413, type: 'text/html' });
    const html = uploadFile('/common/upload', new File(['x'], 'a.txt'), { silent: true });
    await expect(html).rejects.toMatchObject({ kind: 'http', code: 413 });
    const controller = new AbortController();
    controller.abort();
    const aborted = uploadFile('/common/upload', new File(['x'], 'a.txt'), { signal: controller.signal });
    await expect(aborted).rejects.toMatchObject({ kind: 'aborted' });
    expect(events).toEqual([]);
  });
});
