/**
 * @jest-environment node
 */
import { initI18n } from '@dis/shared';
import { onRequestEvent, type RequestEvent } from './events';
import { apiUrl, http, RequestError, resourceUrl } from './client';

function respond(body: unknown, init: { status?: number; type?: string } = {}) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': init.type ?? 'application/json' },
  });
}

describe('request client', () => {
  let events: RequestEvent[];
  let off: () => void;
  const fetchMock = jest.fn();

  beforeAll(() => {
    initI18n({ language: 'zh-cn' });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  beforeEach(() => {
    fetchMock.mockReset();
    events = [];
    off = onRequestEvent((e) => events.push(e));
  });
  afterEach(() => off());

  it('builds URLs under the API prefix with the query-string rules', () => {
    expect(
      apiUrl('/system/user/list', { pageNum: 1, userName: '', params: { beginTime: '2026-01-01' } }),
    ).toBe('/prod-api/system/user/list?pageNum=1&params%5BbeginTime%5D=2026-01-01');
  });

  it('resolves with the whole body and sends the language', async () => {
    fetchMock.mockResolvedValueOnce(respond({ code: 200, msg: '查询成功', total: 1, rows: [{ userId: 1 }] }));
    const body = await http.get<{ rows: unknown[] }>('/system/user/list', { pageNum: 1 });
    expect(body.rows).toEqual([{ userId: 1 }]);
    const [, init] = fetchMock.mock.calls[0];
    expect((init.headers as Headers).get('Accept-Language')).toBe('zh-cn');
    expect((init.headers as Headers).get('Authorization')).toBeNull();
  });

  it('rejects a 500 with the server message and reports an error toast', async () => {
    fetchMock.mockResolvedValueOnce(respond({ code: 500, msg: '用户不存在/密码错误' }));
    await expect(http.post('/login', { username: 'x' })).rejects.toMatchObject({
      code: 500,
      message: '用户不存在/密码错误',
    });
    expect(events).toEqual([{ type: 'error', level: 'error', code: 500, message: '用户不存在/密码错误' }]);
  });

  it('a 401 answer asks for the re-login dialog; silent calls report nothing', async () => {
    fetchMock.mockResolvedValueOnce(respond({ code: 401, msg: 'x' }));
    await expect(http.get('/getInfo')).rejects.toMatchObject({
      code: 401,
      message: '无效的会话，或者会话已过期，请重新登录。',
    });
    expect(events).toEqual([{ type: 'sessionExpired' }]);
    fetchMock.mockResolvedValueOnce(respond({ code: 500, msg: 'quiet' }));
    await expect(http.get('/x', undefined, { silent: true })).rejects.toBeInstanceOf(RequestError);
    expect(events).toHaveLength(1);
  });

  it('names network failures and non-JSON HTTP errors', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(http.get('/x')).rejects.toMatchObject({ kind: 'network', message: '后端接口连接异常' });
    fetchMock.mockResolvedValueOnce(respond('<html>bad gateway</html>', { status: 502, type: 'text/html' }));
    await expect(http.get('/x')).rejects.toMatchObject({
      kind: 'http',
      code: 502,
      message: '系统接口502异常',
    });
  });

  it('sends JSON bodies and gives blobs back, or the error of a JSON answer in place of a file', async () => {
    fetchMock.mockResolvedValueOnce(respond({ code: 200 }));
    await http.put('/system/user', { userId: 2 });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"userId":2}');
    expect((init.headers as Headers).get('Content-Type')).toContain('application/json');

    fetchMock.mockResolvedValueOnce(
      new Response('file-bytes', { headers: { 'Content-Type': 'application/octet-stream' } }),
    );
    const file = await http.blob('/common/download', { params: { fileName: 'a.txt' } });
    expect(await file.data.text()).toBe('file-bytes');

    fetchMock.mockResolvedValueOnce(respond({ code: 500, msg: '文件名称非法，不允许下载。' }));
    await expect(http.blob('/common/download')).rejects.toMatchObject({
      message: '文件名称非法，不允许下载。',
    });
  });
});

describe('resourceUrl', () => {
  it('puts stored paths under the API prefix and keeps absolute addresses', () => {
    expect(resourceUrl('/profile/upload/a.png')).toBe('/prod-api/profile/upload/a.png');
    expect(resourceUrl('profile/avatar/b.png')).toBe('/prod-api/profile/avatar/b.png');
    expect(resourceUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(resourceUrl('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
    expect(resourceUrl('')).toBe('');
    expect(resourceUrl(null)).toBe('');
  });
});
