import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ServiceError } from '../common/errors';
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
