import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ServiceError } from '../common/errors';
import { CacheUnavailableError } from '../cache/store';
import errorsPlugin from './errors';
import i18nPlugin from './i18n';
// the module words these refusals use (a test builds no module)
import '../modules/auth/messages';

/** A bare server with just the language and error plugins, called over real HTTP. */
describe('errors plugin', () => {
  let app: FastifyInstance;
  let base: string;
  const logged: unknown[] = [];

  beforeAll(async () => {
    app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    });
    await app.register(i18nPlugin);
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    // Redis out of reach (the store's error, and ioredis' own from a client used directly) and a
    // PostgreSQL connection terminated under a statement (drizzle wraps pg's error)
    app.get('/cache-down', async () => {
      throw new CacheUnavailableError(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    });
    app.get('/redis-offline', async () => {
      throw new Error("Stream isn't writeable and enableOfflineQueue options is false");
    });
    app.get('/db-down', async () => {
      const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
      throw new Error('Failed query: select 1', { cause: terminated });
    });
    app.get('/refuse', async () => {
      throw new ServiceError('register.exists', { userName: 'newbie' });
    });
    app.get('/warn', async () => {
      throw new ServiceError('result.fail', undefined, 601);
    });
    app.get(
      '/typed',
      { schema: { querystring: Type.Object({ n: Type.Integer({ maximum: 5 }) }) } },
      async () => 'ok',
    );
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(() => app.close());

  const get = async (url: string, lang?: string) => {
    const response = await fetch(`${base}${url}`, { headers: lang ? { 'accept-language': lang } : {} });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: (await response.json()) as { code: number; msg: string },
    };
  };

  it('answers 503 at once, in the request’s language, when Redis or PostgreSQL is out of reach', async () => {
    for (const url of ['/cache-down', '/redis-offline']) {
      const response = await fetch(`${base}${url}`, { headers: { 'accept-language': 'en' } });
      expect([url, response.status, response.headers.get('retry-after'), await response.json()]).toEqual([
        url,
        503,
        '5',
        {
          code: 503,
          msg: 'The session and cache service is unavailable at the moment; please try again shortly',
        },
      ]);
    }
    expect(await get('/cache-down')).toMatchObject({
      status: 503,
      body: { code: 503, msg: '会话与缓存服务暂时不可用，请稍后再试' },
    });
    expect(await get('/db-down')).toMatchObject({
      status: 503,
      body: { code: 503, msg: '数据库暂时不可用，请稍后再试' },
    });
    expect((await get('/db-down', 'en')).body.msg).toBe(
      'The database is unavailable at the moment; please try again shortly',
    );
  });

  it('hides unexpected exceptions behind the generic message and logs them', async () => {
    const answer = await get('/boom');
    expect(answer).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      body: { code: 500, msg: '系统未知错误，请反馈给管理员' },
    });
    expect(JSON.stringify(answer.body)).not.toContain('hunter2');
    expect(JSON.stringify(logged)).toContain('hunter2');
    expect((await get('/boom', 'en')).body.msg).toBe(
      'Unknown system error; please report it to the administrator',
    );
  });

  it('answers business refusals with their code and message', async () => {
    expect(await get('/refuse')).toMatchObject({
      status: 200,
      body: { code: 500, msg: "保存用户'newbie'失败，注册账号已存在" },
    });
    expect((await get('/warn')).body).toEqual({ code: 601, msg: '操作失败' });
  });

  it('names the failing field of a schema violation', async () => {
    expect((await get('/typed?n=x')).body).toEqual({
      code: 500,
      msg: '参数[n]类型不匹配，要求类型为：integer',
    });
    expect((await get('/typed?n=9')).body).toEqual({ code: 500, msg: 'n不能大于5' });
    expect((await get('/typed')).body).toEqual({ code: 500, msg: 'n不能为空' });
    expect((await get('/typed', 'en')).body).toEqual({ code: 500, msg: 'n is required' });
  });
});
