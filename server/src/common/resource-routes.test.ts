import fastifyFormbody from '@fastify/formbody';
import { Type, type Static } from '@sinclair/typebox';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import errorsPlugin from '../plugins/errors';
import i18nPlugin from '../plugins/i18n';
import { BusinessType } from './business-type';
import { ServiceError } from './errors';
import { PageQuery } from './paging';
import { resourceRoutes } from './resource-routes';
import { XLSX_TYPE, type SheetColumn } from './xlsx';

const PostSchema = Type.Object({ postId: Type.Integer(), postName: Type.String() });
type Post = Static<typeof PostSchema>;
const PostQuerySchema = Type.Composite([
  Type.Object({ postName: Type.Optional(Type.String({ maxLength: 50 })) }),
  Type.Object(PageQuery),
]);

/**
 * A bare server (languages, error envelopes, form bodies) with one resource over an in-memory
 * table, called over real HTTP.
 */
describe('resourceRoutes', () => {
  let app: FastifyInstance;
  let base: string;
  let posts: Post[];
  const registered: RouteOptions[] = [];
  const calls: unknown[] = [];
  const handlerNames: string[] = [];

  beforeAll(async () => {
    app = Fastify();
    await app.register(i18nPlugin);
    await app.register(errorsPlugin);
    await app.register(fastifyFormbody);
    app.addHook('onRoute', (route) => {
      if (route.method !== 'HEAD') registered.push(route);
    });
    // what the operation log reads
    app.addHook('onRequest', async (request) => {
      handlerNames.push(request.routeOptions.handler.name);
    });
    const routes = resourceRoutes(app, {
      path: '/system/post',
      permission: 'system:post',
      tag: 'system/post',
      logTitle: '岗位管理',
      id: 'postId',
      names: { one: 'Post', many: 'Posts' },
      missing: 'result.fail',
      query: PostQuerySchema,
    });
    const matching = (postName?: string) => posts.filter((post) => post.postName.includes(postName ?? ''));
    routes.list({
      summary: '岗位列表 · List posts',
      description: 'Paged.',
      row: PostSchema,
      page: async (query, request) => {
        calls.push({ list: query, lang: request.lang });
        const rows = matching(query.postName);
        return { total: rows.length, rows: rows.slice(0, query.pageSize ?? 10) };
      },
    });
    routes.get({
      summary: '岗位详情 · One post',
      row: PostSchema,
      find: async (postId) => posts.find((post) => post.postId === postId),
    });
    routes.remove({
      summary: '删除岗位 · Delete posts',
      remove: async (postIds) => {
        calls.push({ remove: postIds });
        if (postIds.includes(1)) throw new ServiceError('paging.badOrderBy');
        const before = posts.length;
        posts = posts.filter((post) => !postIds.includes(post.postId));
        return before - posts.length;
      },
    });
    routes.export({
      summary: '导出岗位 · Export posts',
      fileName: 'post',
      sheetName: (lang) => (lang === 'en' ? 'Posts' : '岗位数据'),
      columns: (lang): SheetColumn<Post>[] => [
        { header: lang === 'en' ? 'Post ID' : '岗位编号', width: 10, value: (row) => row.postId },
        { header: lang === 'en' ? 'Name' : '岗位名称', width: 20, value: (row) => row.postName },
      ],
      batches: (filter) => {
        calls.push({ export: filter });
        if (filter.postName === 'refuse') throw new ServiceError('paging.badOrderBy');
        const rows = [...matching(filter.postName)].sort((a, b) => b.postId - a.postId);
        return async (beforeId, size) =>
          rows.filter((row) => beforeId === undefined || row.postId < beforeId).slice(0, size);
      },
    });
    app.post(
      '/system/post',
      { schema: { tags: routes.tags }, config: routes.config('add', BusinessType.insert) },
      async () => 'added',
    );
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  beforeEach(() => {
    posts = [
      { postId: 1, postName: 'CEO' },
      { postId: 2, postName: 'Project manager' },
      { postId: 3, postName: 'HR' },
      { postId: 4, postName: 'Staff' },
    ];
    calls.length = 0;
    handlerNames.length = 0;
  });

  afterAll(() => app.close());

  const call = (url: string, init: RequestInit = {}) => fetch(`${base}${url}`, init);
  type Envelope = { code: number; msg: string } & Record<string, unknown>;
  const json = async (url: string, init: RequestInit = {}) =>
    (await (await call(url, init)).json()) as Envelope;

  const routeOf = (method: string, url: string) => {
    const route = registered.find((r) => r.method === method && r.url === url);
    if (!route) throw new Error(`no route ${method} ${url}`);
    return route;
  };

  it('registers the RuoYi routes with their permissions, logs, tags and handler names', () => {
    expect(registered.map((r) => `${String(r.method)} ${r.url}`)).toEqual([
      'GET /system/post/list',
      'GET /system/post/:postId',
      'DELETE /system/post/:postIds',
      'POST /system/post/export',
      'POST /system/post',
    ]);
    const summary = (method: string, url: string) => {
      const route = routeOf(method, url);
      return {
        config: route.config,
        handler: route.handler.name,
        tags: route.schema?.tags,
        summary: route.schema?.summary,
        description: route.schema?.description,
      };
    };
    expect(summary('GET', '/system/post/list')).toEqual({
      config: { permission: 'system:post:list' },
      handler: 'listPostsHandler',
      tags: ['system/post'],
      summary: '岗位列表 · List posts',
      description: 'Paged.',
    });
    expect(summary('GET', '/system/post/:postId')).toEqual({
      config: { permission: 'system:post:query' },
      handler: 'getPostHandler',
      tags: ['system/post'],
      summary: '岗位详情 · One post',
      description: undefined,
    });
    expect('description' in routeOf('GET', '/system/post/:postId').schema!).toBe(false);
    expect(summary('DELETE', '/system/post/:postIds')).toEqual({
      config: { permission: 'system:post:remove', operLog: { title: '岗位管理', businessType: 3 } },
      handler: 'deletePostsHandler',
      tags: ['system/post'],
      summary: '删除岗位 · Delete posts',
      description: 'One id or several joined by commas.',
    });
    expect(summary('POST', '/system/post/export')).toEqual({
      config: { permission: 'system:post:export', operLog: { title: '岗位管理', businessType: 5 } },
      handler: 'exportPostsHandler',
      tags: ['system/post'],
      summary: '导出岗位 · Export posts',
      description:
        'Form body with the list filters (paging ignored); .xlsx with headers in the request language.',
    });
    expect(routeOf('POST', '/system/post/export').schema?.body).toBe(PostQuerySchema);
    expect(routeOf('GET', '/system/post/list').schema?.querystring).toBe(PostQuerySchema);
  });

  it('gives the resource’s own routes their permission, log and tag', () => {
    expect(routeOf('POST', '/system/post').config).toEqual({
      permission: 'system:post:add',
      operLog: { title: '岗位管理', businessType: BusinessType.insert },
    });
    expect(routeOf('POST', '/system/post').schema?.tags).toEqual(['system/post']);
  });

  describe('GET …/list', () => {
    it('answers TableDataInfo from the validated query', async () => {
      const body = await json('/system/post/list?postName=a&pageSize=1', {
        headers: { 'accept-language': 'en' },
      });
      expect(body).toEqual({
        total: 2,
        rows: [{ postId: 2, postName: 'Project manager' }],
        code: 200,
        msg: 'Query successful',
      });
      expect(calls).toEqual([{ list: { postName: 'a', pageSize: 1 }, lang: 'en' }]);
      expect(handlerNames).toEqual(['bound listPostsHandler']);
    });

    it('refuses an invalid query before asking for rows', async () => {
      expect(await json('/system/post/list?pageSize=0')).toEqual({
        code: 500,
        msg: expect.stringContaining('每页条数'),
      });
      expect(calls).toEqual([]);
    });
  });

  describe('GET …/{id}', () => {
    it('answers the row as data', async () => {
      expect(await json('/system/post/3')).toEqual({
        code: 200,
        msg: '操作成功',
        data: { postId: 3, postName: 'HR' },
      });
    });

    it('refuses an unknown id with the resource’s message', async () => {
      expect(await json('/system/post/99')).toEqual({ code: 500, msg: '操作失败' });
    });

    it('refuses an id that is not a positive integer', async () => {
      for (const id of ['0', 'abc']) {
        const body = await json(`/system/post/${id}`);
        expect(body).toEqual({ code: 500, msg: expect.stringContaining('岗位编号') });
      }
    });
  });

  describe('DELETE …/{ids}', () => {
    it('deletes the ids joined by commas, each once', async () => {
      expect(await json('/system/post/2,4,2', { method: 'DELETE' })).toEqual({ code: 200, msg: '操作成功' });
      expect(calls).toEqual([{ remove: [2, 4] }]);
      expect(posts.map((post) => post.postId)).toEqual([1, 3]);
    });

    it('refuses when none of the ids was there', async () => {
      expect(await json('/system/post/98,99', { method: 'DELETE' })).toEqual({ code: 500, msg: '操作失败' });
    });

    it('passes on the refusals of the callback', async () => {
      const body = await json('/system/post/1', { method: 'DELETE' });
      expect(body.code).toBe(500);
      expect(body.msg).not.toBe('操作失败');
      expect(posts).toHaveLength(4);
    });

    it('refuses a malformed id list', async () => {
      for (const ids of ['1,,2', '1;2', 'x']) {
        const body = await json(`/system/post/${ids}`, { method: 'DELETE' });
        expect(body).toEqual({ code: 500, msg: expect.stringContaining('岗位') });
      }
      expect(calls).toEqual([]);
    });
  });

  describe('POST …/export', () => {
    const exportPosts = (fields: Record<string, string>, lang = 'zh-cn') =>
      call('/system/post/export', {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': lang },
      });

    async function readSheet(response: Response) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const sheet = workbook.worksheets[0];
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return { name: sheet.name, rows };
    }

    it('streams the filtered rows, newest id first, with headers in the request language', async () => {
      const response = await exportPosts({ postName: 'a', pageNum: '2' }, 'en');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(XLSX_TYPE);
      expect(response.headers.get('download-filename')).toMatch(/^post_\d{14}\.xlsx$/);
      expect(await readSheet(response)).toEqual({
        name: 'Posts',
        rows: [
          ['Post ID', 'Name'],
          [4, 'Staff'],
          [2, 'Project manager'],
        ],
      });
      expect(calls).toEqual([{ export: { postName: 'a', pageNum: 2 } }]);
      expect(handlerNames).toEqual(['bound exportPostsHandler']);
    });

    it('answers an envelope when the filters are refused', async () => {
      const refused = await exportPosts({ postName: 'refuse' });
      expect(refused.headers.get('content-type')).toContain('application/json');
      expect(((await refused.json()) as Envelope).code).toBe(500);
      const invalid = await exportPosts({ postName: 'x'.repeat(51) });
      expect(await invalid.json()).toEqual({ code: 500, msg: expect.stringContaining('岗位名称') });
    });
  });
});
