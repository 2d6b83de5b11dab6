import { TRY_DOC } from './fixture.test-data';
import { groupOperations, type ApiOperation } from './operations';
import {
  answerFileName,
  clientPath,
  exampleBody,
  exampleValue,
  localText,
  prepareCall,
  readAnswer,
} from './tryItCall';

const operations = groupOperations(TRY_DOC).flatMap((group) => group.operations);
const op = (id: string) => operations.find((operation) => operation.id === id) as ApiOperation;

describe('the example body', () => {
  it('is drafted from the schema: examples, first allowed values, empty values, one array item', () => {
    const body = JSON.parse(exampleBody(TRY_DOC, op('post /prod-api/system/post')));
    expect(body).toEqual({
      postCode: 'dev',
      postName: '',
      postSort: 0,
      status: '0',
      remark: '',
      createTime: '2026-01-01 00:00:00',
      tags: [''],
      // the type inside itself stops
      parent: null,
    });
  });

  it('is empty for an operation without a JSON body, and a form body is drafted too', () => {
    expect(exampleBody(TRY_DOC, op('get /prod-api/system/post/list'))).toBe('');
    expect(JSON.parse(exampleBody(TRY_DOC, op('post /prod-api/system/post/export')))).toEqual({
      postName: '',
    });
    expect(exampleValue(TRY_DOC, { type: 'boolean' })).toBe(false);
    expect(exampleValue(TRY_DOC, undefined)).toBeNull();
  });
});

describe('the call', () => {
  it('puts path parameters into the path, encoded, and drops the API prefix for the console client', () => {
    const call = prepareCall(
      op('get /prod-api/system/post/{postId}'),
      { 'path:postId': '1/2' },
      '',
      '/prod-api',
    );
    expect(call).toEqual({
      ok: true,
      method: 'GET',
      url: '/system/post/1%2F2',
      query: {},
      headers: {},
      body: undefined,
    });
  });

  it('sends the filled query parameters only, with their names as written', () => {
    const call = prepareCall(
      op('get /prod-api/system/post/list'),
      { 'query:pageNum': '2', 'query:status': '', 'query:params[beginTime]': '2026-01-01' },
      '',
      '/prod-api',
    );
    expect(call).toMatchObject({ ok: true, query: { pageNum: '2', 'params[beginTime]': '2026-01-01' } });
  });

  it('refuses a missing path parameter, a missing required body and a body that is not JSON', () => {
    expect(prepareCall(op('get /prod-api/system/post/{postId}'), {}, '', '/prod-api')).toEqual({
      ok: false,
      missing: ['postId'],
      badJson: undefined,
    });
    expect(prepareCall(op('post /prod-api/system/post'), {}, '  ', '/prod-api')).toMatchObject({
      ok: false,
      missing: ['body'],
    });
    const bad = prepareCall(op('post /prod-api/system/post'), {}, '{"postName": ', '/prod-api');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.badJson).toMatch(/JSON|Unexpected|end/i);
  });

  it('parses the JSON body, and sends a form body as a form', () => {
    const add = prepareCall(op('post /prod-api/system/post'), {}, '{"postName":"开发"}', '/prod-api');
    expect(add).toMatchObject({ ok: true, method: 'POST', url: '/system/post', body: { postName: '开发' } });
    const exported = prepareCall(
      op('post /prod-api/system/post/export'),
      {},
      '{"postName":"开发","params":{"beginTime":"2026-01-01"},"empty":""}',
      '/prod-api',
    );
    expect(exported.ok && String(exported.body)).toBe(
      new URLSearchParams({ postName: '开发', 'params[beginTime]': '2026-01-01' }).toString(),
    );
  });

  it('keeps a path outside the console’s prefix as it is', () => {
    expect(clientPath('/prod-api', '/prod-api')).toBe('/');
    expect(clientPath('/system/user', '/prod-api')).toBe('/system/user');
    expect(clientPath('/prod-apix/a', '/prod-api')).toBe('/prod-apix/a');
    expect(clientPath('/prod-api/a', '')).toBe('/prod-api/a');
  });
});

describe('the shown language of a “zh · en” text', () => {
  it('shows the half of the language, and other texts whole', () => {
    expect(localText('岗位列表 · List posts', 'zh-cn')).toBe('岗位列表');
    expect(localText('岗位列表 · List posts', 'en')).toBe('List posts');
    expect(localText('RuoYi · compatible', 'en')).toBe('RuoYi · compatible');
    expect(localText('用户 · 列表', 'en')).toBe('用户 · 列表');
    expect(localText('查询用户列表', 'en')).toBe('查询用户列表');
  });
});

describe('the answer', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it('pretty-prints JSON and finds its envelope', async () => {
    const body = await readAnswer(
      new Blob(['{"code":500,"msg":"岗位名称不能为空"}']),
      headers({ 'content-type': 'application/json; charset=utf-8' }),
      '/system/post',
    );
    expect(body).toEqual({
      kind: 'json',
      text: '{\n  "code": 500,\n  "msg": "岗位名称不能为空"\n}',
      envelope: { code: 500, msg: '岗位名称不能为空' },
    });
  });

  it('shows text as it is, nothing for an empty answer, and a file for the rest', async () => {
    expect(await readAnswer(new Blob(['ok']), headers({ 'content-type': 'text/plain' }), '/x')).toEqual({
      kind: 'text',
      text: 'ok',
    });
    expect(await readAnswer(new Blob([]), headers({}), '/x')).toEqual({ kind: 'empty' });
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(
      await readAnswer(
        new Blob(['PK..']),
        headers({
          'content-type': xlsx,
          'content-disposition': "attachment; filename*=UTF-8''%E5%B2%97%E4%BD%8D.xlsx",
        }),
        '/system/post/export',
      ),
    ).toEqual({ kind: 'binary', fileName: '岗位.xlsx', size: 4, type: xlsx });
  });

  it('names a file by download-filename, the disposition, else the path', () => {
    expect(answerFileName(headers({ 'download-filename': 'a%20b.txt' }), '/x')).toBe('a b.txt');
    expect(answerFileName(headers({ 'content-disposition': 'attachment; filename="c.png"' }), '/x')).toBe(
      'c.png',
    );
    expect(answerFileName(headers({}), '/common/download/{name}?x=1')).toBe('name');
  });
});
