/** @jest-environment ./server/test/native-modules-environment.cjs */
import zlib from 'node:zlib';
import { insertEmptyRole, insertUsers } from './fixtures';
import { setupTestApp } from './helper';

const t = setupTestApp();

describe('transport faults answer with an envelope', () => {
  it('unknown API route → 404', async () => {
    const response = await t.request({ method: 'GET', url: '/no/such/route?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 404, msg: '请求地址不存在：/prod-api/no/such/route' });
  });

  it('unknown route outside the API prefix (no front end served) → 404 envelope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/elsewhere',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: 'No such address: /elsewhere' });
  });

  it('malformed JSON → 400', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/login',
      payload: '{"username": "admin",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: '请求体不是合法的JSON' });
  });

  it('unsupported content type → 415', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/login',
      payload: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 415, msg: '不支持的请求类型：application/xml' });
  });

  it('payload too large → 413', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/login',
      payload: JSON.stringify({ username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 413, msg: '请求数据过大' });
  });

  it('schema validation failure → HTTP 200, code 500 and the field', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/login',
      payload: { username: 'u'.repeat(101), password: 'admin123' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 500, msg: '用户名长度不能超过100个字符' });
    const english = await t.request({
      method: 'POST',
      url: '/login',
      payload: { username: 'u'.repeat(101) },
      headers: { 'accept-language': 'en' },
    });
    expect(english.json()).toEqual({ code: 500, msg: 'User name must be at most 100 characters long' });
  });

  it('takes an empty JSON body as no body', async () => {
    const token = await t.login('ry');
    const response = await t.request({
      method: 'POST',
      url: '/logout',
      token,
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, msg: '退出成功' });
    expect((await t.request({ method: 'GET', url: '/getInfo', token })).json().code).toBe(401);
  });

  it('rate-limits anonymous captcha requests per address → 429', async () => {
    const fetchCaptcha = () =>
      t.request({ method: 'GET', url: '/captchaImage', remoteAddress: '198.51.100.23' });
    for (let i = 0; i < 60; i += 1) expect((await fetchCaptcha()).statusCode).toBe(200);
    const refused = await fetchCaptcha();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, msg: '访问过于频繁，请稍候再试' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await t.request({ method: 'GET', url: '/captchaImage' })).statusCode).toBe(200);
  });

  it('never leaks a stack trace or HTML', async () => {
    const response = await t.request({
      method: 'DELETE',
      url: '/monitor/online/not%20a%20token!',
      token: await t.login('admin'),
    });
    expect(response.json()).toEqual({ code: 500, msg: '会话编号格式不正确' });
    expect(response.body).not.toMatch(/<html|at \w+ \(/i);
  });
});

describe('GET /health', () => {
  it('reports the database and the cache', async () => {
    const response = await t.request({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      msg: 'ok',
      db: 'up',
      cache: 'up',
      dbKind: t.kind,
      cacheKind: t.kind === 'pglite' ? 'memory' : 'redis',
    });
  });
});

describe('GET /v3/api-docs', () => {
  it('serves the OpenAPI document to holders of tool:swagger:list, compressed when asked', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/v3/api-docs',
      token: await t.login('ry'),
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const doc = JSON.parse(zlib.gunzipSync(response.rawPayload).toString());
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    const list = doc.paths['/prod-api/system/user/list'].get;
    expect(list.tags).toEqual(['system/user']);
    expect(list.summary).toBe('用户列表 · List users');
    expect(list.security).toEqual([{ bearerAuth: [] }]);
    // the permission once, as an extension (docs/tool/api-docs.md "The document")
    expect(list['x-permission']).toBe('system:user:list');
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['pageNum', 'pageSize', 'userName', 'params[beginTime]']),
    );
    const login = doc.paths['/prod-api/login'].post;
    expect(login.security).toEqual([]);
    expect(Object.keys(login.requestBody.content)).toEqual(['application/json']);
    expect(doc.paths['/prod-api/captchaImage']).toBeDefined();
    expect(doc.paths['/prod-api/common/upload']).toBeDefined();
    expect(doc.paths['/remotes.json']).toBeUndefined();
  });

  it('is refused without the permission', async () => {
    await insertUsers(t.app, [{ userName: 'outsider', roleIds: [await insertEmptyRole(t.app, 'visitor')] }]);
    const body = (
      await t.request({ method: 'GET', url: '/v3/api-docs', token: await t.login('outsider') })
    ).json();
    expect(body).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
  });
});
