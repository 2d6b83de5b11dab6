/**
 * @jest-environment node
 */
import { changeLanguage, initI18n, setToken } from '@dis/shared';
import { onRequestEvent, type RequestEvent } from './events';
import { apiUrl, client, http, RequestError, requestRaw, resourceUrl } from './client';
import { installFakeAdapter } from './fakeAdapter.test-utils';

const server = installFakeAdapter();
const header = (i: number, name: string) => server.calls[i].headers.get(name);

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

  it('names network failures and non-JSON HTTP errors', async () => {
    server.reply('network');
    await expect(http.get('/x')).rejects.toMatchObject({ kind: 'network', message: '后端接口连接异常' });
    server.reply({ body: '<html>bad gateway</html>', status: 502, type: 'text/html' });
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
    server.reply('network');
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
