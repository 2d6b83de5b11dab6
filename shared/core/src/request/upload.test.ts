import { initI18n } from '@dis/shared';
import { onRequestEvent, type RequestEvent } from './events';
import { uploadFile } from './upload';

/** A stand-in for XMLHttpRequest that records what is sent and answers when told. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

let events: RequestEvent[];
let off: () => void;
beforeAll(() => {
  initI18n({ language: 'zh-cn' });
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});
beforeEach(() => {
  document.cookie = 'Admin-Token=tok; path=/';
  events = [];
  off = onRequestEvent((e) => events.push(e));
});
afterEach(() => off());

describe('uploadFile', () => {
  it('sends the file as multipart with the token and reports progress', async () => {
    const progress: number[] = [];
    const file = new File(['abc'], '报告.pdf', { type: 'application/pdf' });
    const pending = uploadFile('/common/upload', file, { onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/prod-api/common/upload');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect(xhr.headers['Accept-Language']).toBe('zh-cn');
    expect((xhr.body!.get('file') as File).name).toBe('报告.pdf');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 4 });
    xhr.answer(200, { code: 200, msg: '操作成功', fileName: '/profile/upload/a.pdf' });
    await expect(pending).resolves.toMatchObject({ fileName: '/profile/upload/a.pdf' });
    expect(progress).toEqual([25, 100]);
  });

  it('uses another field and file name when asked', async () => {
    const pending = uploadFile('/system/user/profile/avatar', new Blob(['x'], { type: 'image/png' }), {
      field: 'avatarfile',
      fileName: 'me.png',
    });
    expect((FakeXhr.last.body!.get('avatarfile') as File).name).toBe('me.png');
    FakeXhr.last.answer(200, { code: 200, imgUrl: '/profile/avatar/x.png' });
    await expect(pending).resolves.toMatchObject({ imgUrl: '/profile/avatar/x.png' });
  });

  it("rejects a refusal with the server's message, silently when asked", async () => {
    const loud = uploadFile('/common/upload', new File(['x'], 'a.exe'));
    FakeXhr.last.answer(200, { code: 500, msg: '文件格式不正确' });
    await expect(loud).rejects.toMatchObject({ code: 500, message: '文件格式不正确', kind: 'business' });
    expect(events).toEqual([{ type: 'error', level: 'error', code: 500, message: '文件格式不正确' }]);
    const quiet = uploadFile('/common/upload', new File(['x'], 'a.exe'), { silent: true });
    FakeXhr.last.answer(200, { code: 500, msg: '文件格式不正确' });
    await expect(quiet).rejects.toMatchObject({ message: '文件格式不正确' });
    expect(events).toHaveLength(1);
  });

  it('names network failures, non-JSON answers and aborts', async () => {
    const failed = uploadFile('/common/upload', new File(['x'], 'a.txt'), { silent: true });
    FakeXhr.last.onerror?.();
    await expect(failed).rejects.toMatchObject({ kind: 'network', message: '后端接口连接异常' });
    const html = uploadFile('/common/upload', new File(['x'], 'a.txt'), { silent: true });
    FakeXhr.last.answer(413, '<html>too large</html>');
    await expect(html).rejects.toMatchObject({ kind: 'http', code: 413 });
    const controller = new AbortController();
    const aborted = uploadFile('/common/upload', new File(['x'], 'a.txt'), { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ kind: 'aborted' });
    expect(events).toEqual([]);
  });
});
