/**
 * @jest-environment node
 */
import { changeLanguage, initI18n, setToken } from '@dis/shared';
import { onRequestEvent, type RequestEvent } from './events';
import { apiUrl, client, http, RequestError, requestRaw, resourceUrl, setRenderAsker } from './client';
import { retryAfterMs, retryPause } from './deferred';
import { installFakeAdapter } from './fakeAdapter.test-utils';

const server = installFakeAdapter();
const header = (i: number, name: string) => server.calls[i].headers.get(name);
/** The pauses before retries, in ms (none is actually waited for in these tests). */
const pauses: number[] = [];
retryPause.wait = async (ms) => {
  pauses.push(ms);
};

describe('request client', () => {
  let events: RequestEvent[];
  let off: () => void;

  beforeAll(() => {
    initI18n({ language: 'zh-cn' });
    (globalThis as unknown as { document: { cookie: string } }).document = { cookie: '' };
  });
  beforeEach(() => {
    server.reset();
    events = [];
    off = onRequestEvent((e) => events.push(e));
  });
  afterEach(() => off());

  it('sends a server render’s reads to its asker, refuses anything else, and nothing leaves it', async () => {
    // docs/site/rendering.md "The console's first view"
    const asked: string[] = [];
    setRenderAsker(async (address) => {
      asked.push(address);
      return address.startsWith('/system/user/list') ? { code: 200, rows: [{ userName: 'ry' }] } : null;
    });
    try {
      await expect(http.get('/system/user/list', { pageNum: 1, userName: '' })).resolves.toEqual({
        code: 200,
        rows: [{ userName: 'ry' }],
      });
      // a refusal rejects as the reader's read, reported to no one
      await expect(http.get('/system/role/list')).rejects.toBeInstanceOf(RequestError);
      // a write, a file, a raw call: refused, asked of no one
      await expect(http.post('/system/user', { userName: 'x' })).rejects.toMatchObject({ code: 405 });
      await expect(http.delete('/system/user/2')).rejects.toMatchObject({ code: 405 });
      await expect(http.blob('/system/user/export')).rejects.toBeInstanceOf(RequestError);
      await expect(requestRaw('GET', '/system/user/list', undefined)).rejects.toBeInstanceOf(RequestError);
      await expect(http.get('https://evil.example/x')).rejects.toMatchObject({ code: 405 });
      expect(asked).toEqual(['/system/user/list?pageNum=1', '/system/role/list']);
      expect(server.calls).toHaveLength(0);
      expect(events).toEqual([]);
    } finally {
      setRenderAsker(null);
    }
    // the render over: calls go out again
    server.reply({ body: { code: 200, rows: [] } });
    await http.get('/system/user/list');
    expect(server.calls).toHaveLength(1);
  });

  it('builds URLs under the API prefix with the query-string rules', async () => {
    expect(
      apiUrl('/system/user/list', { pageNum: 1, userName: '', params: { beginTime: '2026-01-01' } }),
    ).toBe('/prod-api/system/user/list?pageNum=1&params%5BbeginTime%5D=2026-01-01');
    // the axios instance serialises the same way
    server.reply({ body: { code: 200, rows: [] } });
    await http.get('/system/user/list', { pageNum: 1, userName: '', params: { beginTime: '2026-01-01' } });
    expect(client.getUri(server.calls[0])).toBe(
      '/prod-api/system/user/list?pageNum=1&params%5BbeginTime%5D=2026-01-01',
    );
  });

  it('resolves with the whole body and sends the language', async () => {
    server.reply({ body: { code: 200, msg: '查询成功', total: 1, rows: [{ userId: 1 }] } });
    const body = await http.get<{ rows: unknown[] }>('/system/user/list', { pageNum: 1 });
    expect(body.rows).toEqual([{ userId: 1 }]);
    expect(header(0, 'Accept-Language')).toBe('zh-cn');
    expect(header(0, 'Authorization')).toBeUndefined();
  });

  it('a missing code counts as success', async () => {
    server.reply({ body: { msg: 'x', data: 1 } });
    await expect(http.get('/x')).resolves.toEqual({ msg: 'x', data: 1 });
  });

  it('rejects a 500 with the server message and reports an error toast', async () => {
    server.reply({ body: { code: 500, msg: '用户不存在/密码错误' } });
    await expect(http.post('/login', { username: 'x' })).rejects.toMatchObject({
      code: 500,
      message: '用户不存在/密码错误',
    });
    expect(events).toEqual([{ type: 'error', level: 'error', code: 500, message: '用户不存在/密码错误' }]);
  });

  it('a 401 answer asks for the re-login dialog; silent calls report nothing', async () => {
    server.reply({ body: { code: 401, msg: 'x' } });
    await expect(http.get('/getInfo')).rejects.toMatchObject({
      code: 401,
      message: '无效的会话，或者会话已过期，请重新登录。',
    });
    expect(events).toEqual([{ type: 'sessionExpired' }]);
    server.reply({ body: { code: 500, msg: 'quiet' } });
    await expect(http.get('/x', undefined, { silent: true })).rejects.toBeInstanceOf(RequestError);
    expect(events).toHaveLength(1);
  });

  it('601 is a warning, 403 the code table, other codes the message or the default text', async () => {
    server.reply(
      { body: { code: 601, msg: '存在子菜单,不允许删除' } },
      { body: { code: 403, msg: 'no' } },
      { body: { code: 418 } },
    );
    await expect(http.delete('/system/menu/1')).rejects.toMatchObject({ code: 601, kind: 'business' });
    await expect(http.get('/a')).rejects.toMatchObject({ code: 403, message: '当前操作没有权限' });
    await expect(http.get('/b')).rejects.toMatchObject({
      code: 418,
      message: '系统未知错误，请反馈给管理员',
    });
    expect(events.map((e) => e.type === 'error' && e.level)).toEqual(['warning', 'error', 'error']);
  });

  it('names network failures and non-JSON HTTP errors (each after its one retry)', async () => {
    server.reply('network', 'network');
    await expect(http.get('/x')).rejects.toMatchObject({ kind: 'network', message: '后端接口连接异常' });
    const gateway = { body: '<html>bad gateway</html>', status: 502, type: 'text/html' };
    server.reply(gateway, gateway);
    await expect(http.get('/x')).rejects.toMatchObject({
      kind: 'http',
      code: 502,
      message: '系统接口502异常',
    });
  });

  it('a call that takes too long rejects with the timeout kind; 10 s by default, as given otherwise', async () => {
    server.reply('timeout');
    await expect(http.get('/x')).rejects.toMatchObject({ kind: 'timeout', message: '系统接口请求超时' });
    expect(server.calls[0].timeout).toBe(10_000);
    server.reply('timeout');
    await expect(http.get('/captchaImage', undefined, { timeout: 20_000 })).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(server.calls[1].timeout).toBe(20_000);
  });

  it('an aborted call rejects with the aborted kind and reports nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(http.get('/x', undefined, { signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(events).toEqual([]);
  });

  it('sends JSON bodies and gives blobs back, or the error of a JSON answer in place of a file', async () => {
    server.reply({ body: { code: 200 } });
    await http.put('/system/user', { userId: 2 });
    expect(server.calls[0].method).toBe('put');
    expect(server.calls[0].data).toBe('{"userId":2}');
    expect(String(header(0, 'Content-Type'))).toContain('application/json');

    server.reply({ body: new Blob(['file-bytes']), type: 'application/octet-stream' });
    const file = await http.blob('/common/download', { params: { fileName: 'a.txt' } });
    expect(await file.data.text()).toBe('file-bytes');
    expect(file.headers.get('Content-Type')).toBe('application/octet-stream');

    server.reply({ body: { code: 500, msg: '文件名称非法，不允许下载。' } });
    await expect(http.blob('/common/download')).rejects.toMatchObject({
      message: '文件名称非法，不允许下载。',
    });
    server.reply({ body: { code: 401 } });
    await expect(http.blob('/common/download')).rejects.toMatchObject({ code: 401 });
    expect(events.at(-1)).toEqual({ type: 'sessionExpired' });
  });
});

describe('requestRaw', () => {
  let events: RequestEvent[];
  let off: () => void;
  beforeEach(() => {
    server.reset();
    events = [];
    off = onRequestEvent((e) => events.push(e));
  });
  afterEach(() => {
    off();
    setToken('');
  });

  it('gives any answer as it came, with the token and the language, and reports nothing', async () => {
    (globalThis as unknown as { document: { cookie: string } }).document = { cookie: '' };
    setToken('tok');
    server.reply(
      { body: { code: 401, msg: '认证失败' }, headers: { 'x-trace': 'a' } },
      { body: { code: 500, msg: '岗位名称不能为空' } },
      { body: 'gateway down', status: 502, type: 'text/plain' },
    );
    const expired = await requestRaw('GET', '/system/post/list', undefined, { params: { pageNum: 1 } });
    expect(expired.status).toBe(200);
    expect(expired.headers.get('x-trace')).toBe('a');
    expect(JSON.parse(await expired.data.text())).toEqual({ code: 401, msg: '认证失败' });
    expect(header(0, 'Authorization')).toBe('Bearer tok');
    expect(header(0, 'Accept-Language')).toBe('zh-cn');
    expect(client.getUri(server.calls[0])).toBe('/prod-api/system/post/list?pageNum=1');

    const refused = await requestRaw('POST', '/system/post', { postName: '' });
    expect(server.calls[1].data).toBe('{"postName":""}');
    expect(JSON.parse(await refused.data.text()).msg).toBe('岗位名称不能为空');

    const broken = await requestRaw('GET', '/x', undefined);
    expect(broken.status).toBe(502);
    expect(await broken.data.text()).toBe('gateway down');
    expect(events).toEqual([]);
  });

  it('rejects silently when no answer comes', async () => {
    server.reply('network');
    await expect(requestRaw('GET', '/x', undefined)).rejects.toMatchObject({ kind: 'network' });
    expect(events).toEqual([]);
  });
});

describe('the interceptors', () => {
  beforeEach(() => server.reset());
  afterEach(() => setToken(''));

  it('send the session token, except to the calls that open a session or when told not to', async () => {
    const store = { cookie: '' };
    (globalThis as unknown as { document: typeof store }).document = store;
    setToken('tok');
    await http.get('/getInfo');
    expect(header(0, 'Authorization')).toBe('Bearer tok');
    await http.post('/login', { username: 'admin' });
    await http.get('/captchaImage');
    await http.post('/register', {});
    await http.get('/public/news', undefined, { withToken: false });
    for (const i of [1, 2, 3, 4]) expect(header(i, 'Authorization')).toBeUndefined();
  });

  it('Accept-Language follows a language switch', async () => {
    await http.get('/x');
    await changeLanguage('en');
    await http.get('/x');
    await changeLanguage('zh-cn');
    await http.get('/x');
    expect([0, 1, 2].map((i) => header(i, 'Accept-Language'))).toEqual(['zh-cn', 'en', 'zh-cn']);
  });

  it('messages follow the language too', async () => {
    await changeLanguage('en');
    server.reply('network', 'network');
    await expect(http.get('/x', undefined, { silent: true })).rejects.toMatchObject({
      message: 'Cannot reach the server',
    });
    await changeLanguage('zh-cn');
  });
});

describe('resourceUrl', () => {
  it('is still offered by the request client, for remotes built when it lived there', async () => {
    expect(resourceUrl).toBe((await import('@dis/shared')).resourceUrl);
  });
});

describe('asking again (docs/deploy.md "What is shed, and when")', () => {
  let events: RequestEvent[];
  let off: () => void;
  const busy = (retryAfter = '2') => ({
    body: { code: 503, msg: '服务器繁忙，请稍后再试' },
    status: 503,
    headers: { 'retry-after': retryAfter },
  });
  beforeAll(() => {
    (globalThis as unknown as { document: { cookie: string } }).document = { cookie: '' };
  });
  beforeEach(() => {
    server.reset();
    pauses.length = 0;
    events = [];
    off = onRequestEvent((e) => events.push(e));
    setToken('tok');
  });
  afterEach(() => {
    off();
    setToken('');
  });

  it('asks a read turned away for load once more after its Retry-After, and shows nothing', async () => {
    server.reply(busy('2'), { body: { code: 200, rows: [{ userId: 1 }], total: 1 } });
    await expect(http.get<{ rows: unknown[] }>('/system/user/list')).resolves.toMatchObject({ total: 1 });
    expect(server.calls).toHaveLength(2);
    expect(pauses).toHaveLength(1);
    expect(pauses[0]).toBeGreaterThanOrEqual(2000);
    expect(pauses[0]).toBeLessThanOrEqual(2250);
    expect(events).toEqual([]);
  });

  it('shows the second refusal in the server’s words: one retry only', async () => {
    server.reply(busy(), busy());
    await expect(http.get('/system/user/list')).rejects.toMatchObject({
      code: 503,
      message: '服务器繁忙，请稍后再试',
    });
    expect(server.calls).toHaveLength(2);
    expect(events).toEqual([{ type: 'error', level: 'error', code: 503, message: '服务器繁忙，请稍后再试' }]);
  });

  it('does not wait for a Retry-After beyond 10 s, nor retry a timeout, a cancelled call or another status', async () => {
    server.reply(busy('60'));
    await expect(http.get('/x')).rejects.toMatchObject({ code: 503 });
    server.reply('timeout');
    await expect(http.get('/x')).rejects.toMatchObject({ kind: 'timeout' });
    server.reply({ body: { code: 500, msg: 'no' }, status: 500 });
    await expect(http.get('/x')).rejects.toMatchObject({ code: 500 });
    const controller = new AbortController();
    controller.abort();
    await expect(http.get('/x', undefined, { signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });
    // the cancelled call never left (axios checks the signal first)
    expect(server.calls).toHaveLength(3);
    expect(pauses).toEqual([]);
  });

  it('sends one Idempotency-Key per POST, and the same one when it asks again after a 502', async () => {
    server.reply({ body: 'bad gateway', status: 502, type: 'text/plain' }, { body: { code: 200 } });
    await http.post('/system/notice', { noticeTitle: '早会' });
    server.reply({ body: { code: 200 } });
    await http.post('/system/notice', { noticeTitle: '早会' });
    const keys = [0, 1, 2].map((i) => header(i, 'Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    // the retry of the first action keeps its key; the second action has its own
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(server.calls[1].data).toBe(server.calls[0].data);
    // nothing shown to the user; each accepted write told once, the one asked twice included
    expect(events).toEqual([
      { type: 'written', method: 'POST', url: '/system/notice' },
      { type: 'written', method: 'POST', url: '/system/notice' },
    ]);
  });

  it('asks a POST again when no answer came, with its key; a caller may name the action’s key', async () => {
    server.reply('network', { body: { code: 200 } });
    await http.post(
      '/system/post',
      { postCode: 'x' },
      { headers: { 'Idempotency-Key': 'dialog-7f3a-attempt' } },
    );
    expect([header(0, 'Idempotency-Key'), header(1, 'Idempotency-Key')]).toEqual([
      'dialog-7f3a-attempt',
      'dialog-7f3a-attempt',
    ]);
  });

  it('never asks a PUT or a DELETE again, nor a POST without a session (sign-in), which carries no key', async () => {
    server.reply(busy());
    await expect(http.put('/monitor/job/run', { jobId: 1 })).rejects.toMatchObject({ code: 503 });
    server.reply(busy());
    await expect(http.delete('/system/post/1')).rejects.toMatchObject({ code: 503 });
    server.reply(busy());
    await expect(http.post('/login', { username: 'admin' })).rejects.toMatchObject({ code: 503 });
    expect(server.calls).toHaveLength(3);
    expect(header(2, 'Idempotency-Key')).toBeUndefined();
    expect(header(0, 'Idempotency-Key')).toBeUndefined();
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:05 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(
      5000,
    );
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
  });

  it('makes keys of 128 random bits, also where the origin offers no randomUUID (plain http inside an office)', async () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      for (let index = 0; index < 50; index += 1) await http.post('/system/notice', {});
      const keys = new Set(server.calls.map((call) => String(call.headers.get('Idempotency-Key'))));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
