/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import path from 'node:path';
import {
  mktJob,
  mktLead,
  mktNews,
  sysConfig,
  sysDept,
  sysDictData,
  sysDictType,
  sysJob,
  sysMenu,
  sysNotice,
  sysOperLog,
  sysPost,
  sysRole,
  sysUser,
} from '../../src/db/schema';
import { START_TIMEOUT, setupTestApp } from '../helper';
import { PNG, multipart } from '../uploads';
import { captureLog, errorLines, type LogLine } from './capture-log';

/**
 * Input no column can hold as sent — a number that is not finite, a NUL, a lone UTF-16 surrogate —
 * is refused by one rule for every route (docs/security.md "Bad input"): `{code: 500, msg}` naming
 * the field, nothing stored, nothing logged as an error.
 */
const t = setupTestApp();
let admin: string;
let log: LogLine[];

beforeAll(async () => {
  admin = await t.login('admin');
  log = captureLog(t.app);
}, START_TIMEOUT);

const send = (options: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | string;
  lang?: 'en';
  remoteAddress?: string;
  headers?: Record<string, string>;
}) =>
  t
    .request({
      method: options.method,
      url: options.url,
      token: admin,
      remoteAddress: options.remoteAddress,
      ...(options.payload === undefined ? {} : { payload: options.payload }),
      headers: {
        ...(typeof options.payload === 'string' ? { 'content-type': 'application/json' } : {}),
        ...(options.lang ? { 'accept-language': 'en' } : {}),
        ...options.headers,
      },
    })
    .then((response) => ({ status: response.statusCode, body: response.json() as Record<string, unknown> }));

describe('a page size of Infinity', () => {
  const cases: Array<[string, string, string]> = [
    ['/system/user/list?pageSize=Infinity', '每页条数不能大于1000', 'Page size must be at most 1000'],
    ['/system/user/list?pageSize=1e400', '每页条数不能大于1000', 'Page size must be at most 1000'],
    ['/system/user/list?pageSize=-Infinity', '每页条数不能小于1', 'Page size must be at least 1'],
    ['/portal/news?pageSize=Infinity', '每页条数不能大于50', 'Page size must be at most 50'],
    [
      '/portal/news?pageNum=Infinity',
      '参数[页码]类型不匹配，要求类型为：integer',
      'Parameter [Page] must be of type integer',
    ],
    [
      '/marketing/news/Infinity',
      '新闻编号不能大于9007199254740991',
      'News ID must be at most 9007199254740991',
    ],
  ];

  it.each(cases)('%s is refused like any number out of range', async (url, zh, en) => {
    expect(await send({ method: 'GET', url })).toEqual({ status: 200, body: { code: 500, msg: zh } });
    expect(await send({ method: 'GET', url, lang: 'en' })).toEqual({
      status: 200,
      body: { code: 500, msg: en },
    });
  });

  it('and the form body of an export likewise', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/system/post/export',
      token: admin,
      payload: 'pageSize=Infinity',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.json()).toEqual({ code: 500, msg: '每页条数不能大于1000' });
  });
});

let unique = 0;
const next = () => {
  unique += 1;
  return `${unique}${Date.now() % 100000}`;
};

/** A route that stores text: a valid body with `text` in `field`, and what it has stored. */
interface TextRoute {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  field: string;
  /** how a refusal names the field (docs/api-contract.md "Refused input") */
  label: { zh: string; en: string };
  body: (text: string) => object;
  /** the rows of its table, or the row it changes: different once it has stored something */
  stored: () => Promise<unknown>;
  remoteAddress?: () => string;
}

const count = (table: Parameters<typeof t.app.db.$count>[0]) => () => t.app.db.$count(table);

const routes: TextRoute[] = [
  {
    name: 'post add',
    method: 'POST',
    url: '/system/post',
    field: 'postName',
    label: { zh: '岗位名称', en: 'Post name' },
    body: (text) => ({ postCode: `p${next()}`, postName: text, postSort: 1 }),
    stored: count(sysPost),
  },
  {
    name: 'notice add',
    method: 'POST',
    url: '/system/notice',
    field: 'noticeTitle',
    label: { zh: '公告标题', en: 'Notice title' },
    body: (text) => ({ noticeTitle: text, noticeType: '1', noticeContent: '<p>x</p>' }),
    stored: count(sysNotice),
  },
  {
    name: 'config add',
    method: 'POST',
    url: '/system/config',
    field: 'configValue',
    label: { zh: '参数键值', en: 'Parameter value' },
    body: (text) => ({ configName: 'n', configKey: `k.${next()}`, configValue: text }),
    stored: count(sysConfig),
  },
  {
    name: 'dept add',
    method: 'POST',
    url: '/system/dept',
    field: 'deptName',
    label: { zh: '部门名称', en: 'Department name' },
    body: (text) => ({ parentId: 100, deptName: text, orderNum: 1 }),
    stored: count(sysDept),
  },
  {
    name: 'user add',
    method: 'POST',
    url: '/system/user',
    field: 'nickName',
    label: { zh: '用户昵称', en: 'Nickname' },
    body: (text) => ({ userName: `u${next()}`, nickName: text, password: 'abc12345', deptId: 103 }),
    stored: count(sysUser),
  },
  {
    name: 'menu add',
    method: 'POST',
    url: '/system/menu',
    field: 'menuName',
    label: { zh: '菜单名称', en: 'Menu name' },
    body: (text) => ({ parentId: 1, menuName: text, orderNum: 1, menuType: 'F', perms: `x:${next()}` }),
    stored: count(sysMenu),
  },
  {
    name: 'role add',
    method: 'POST',
    url: '/system/role',
    field: 'remark',
    label: { zh: '备注', en: 'Remark' },
    body: (text) => ({ roleName: `r${next()}`, roleKey: `r${next()}`, roleSort: 1, remark: text }),
    stored: count(sysRole),
  },
  {
    name: 'dict type add',
    method: 'POST',
    url: '/system/dict/type',
    field: 'dictName',
    label: { zh: '字典名称', en: 'Dictionary name' },
    body: (text) => ({ dictName: text, dictType: `t_${next()}` }),
    stored: count(sysDictType),
  },
  {
    name: 'dict data add',
    method: 'POST',
    url: '/system/dict/data',
    field: 'dictLabel',
    label: { zh: '数据标签', en: 'Data label' },
    body: (text) => ({ dictType: 'sys_user_sex', dictLabel: text, dictValue: `v${next()}` }),
    stored: count(sysDictData),
  },
  {
    name: 'news add',
    method: 'POST',
    url: '/marketing/news',
    field: 'summary',
    label: { zh: '摘要', en: 'Summary' },
    body: (text) => ({ title: `n${next()}`, category: '1', lang: 'zh-cn', summary: text }),
    stored: count(mktNews),
  },
  {
    name: 'job posting add',
    method: 'POST',
    url: '/marketing/job',
    field: 'city',
    label: { zh: '工作城市', en: 'City' },
    body: (text) => ({ title: `j${next()}`, lang: 'zh-cn', city: text }),
    stored: count(mktJob),
  },
  {
    name: 'scheduled job add',
    method: 'POST',
    url: '/monitor/job',
    field: 'jobName',
    label: { zh: '任务名称', en: 'Job name' },
    body: (text) => ({ jobName: text, invokeTarget: 'ryTask.ryNoParams', cronExpression: '0 0 1 * * ?' }),
    stored: count(sysJob),
  },
  {
    name: 'portal trial request',
    method: 'POST',
    url: '/portal/trial',
    field: 'company',
    label: { zh: '公司名称', en: 'Company' },
    body: (text) => ({ name: '访客', phone: '13800138000', company: text }),
    stored: count(mktLead),
    // the form takes 5 a client address in 10 minutes
    remoteAddress: () => `198.51.100.${unique++ % 250}`,
  },
  {
    name: 'profile update',
    method: 'PUT',
    url: '/system/user/profile',
    field: 'nickName',
    label: { zh: '用户昵称', en: 'Nickname' },
    body: (text) => ({ nickName: text, email: 'ry@example.com', phonenumber: '15888888888', sex: '1' }),
    stored: async () => {
      const [row] = await t.app.db
        .select({ nickName: sysUser.nickName })
        .from(sysUser)
        .where(eq(sysUser.userId, 1));
      return row!.nickName;
    },
  },
];

const poisons: Array<{ name: string; text: string; zh: string; en: string }> = [
  { name: 'a NUL', text: 'a\u0000b', zh: '不能包含空字符（NUL）', en: ' must not contain a NUL character' },
  {
    name: 'a lone high surrogate',
    text: 'x\ud800',
    zh: '包含无效的Unicode字符（不成对的代理项）',
    en: ' contains an invalid Unicode character (an unpaired surrogate)',
  },
  {
    name: 'a lone low surrogate',
    text: '\udc00y',
    zh: '包含无效的Unicode字符（不成对的代理项）',
    en: ' contains an invalid Unicode character (an unpaired surrogate)',
  },
];

const operLogRows = () => t.app.db.$count(sysOperLog);

describe.each(routes)('$name ($method $url)', (route) => {
  it.each(poisons)(
    `refuses ${route.field} with $name, in both languages, and stores nothing`,
    async (poison) => {
      const before = { rows: await route.stored(), operations: await operLogRows() };
      // the JSON text itself carries the escape (`\u0000`, `\ud800`): what a client sends
      const payload = JSON.stringify(route.body(poison.text));
      expect(payload).toMatch(/\\u(0000|d800|dc00)/);
      expect(
        await send({ method: route.method, url: route.url, payload, remoteAddress: route.remoteAddress?.() }),
      ).toEqual({
        status: 200,
        body: { code: 500, msg: `${route.label.zh}${poison.zh}` },
      });
      const english = JSON.stringify(route.body(poison.text));
      expect(
        await send({
          method: route.method,
          url: route.url,
          payload: english,
          lang: 'en',
          remoteAddress: route.remoteAddress?.(),
        }),
      ).toEqual({ status: 200, body: { code: 500, msg: `${route.label.en}${poison.en}` } });
      expect({ rows: await route.stored(), operations: await operLogRows() }).toEqual(before);
    },
  );

  it(`still stores ${route.field} with a character outside the BMP (a surrogate pair)`, async () => {
    const before = await route.stored();
    const response = await send({
      method: route.method,
      url: route.url,
      payload: JSON.stringify(route.body(`ok😀${next()}`)),
      remoteAddress: route.remoteAddress?.(),
    });
    expect(response.body).toMatchObject({ code: 200 });
    expect(await route.stored()).not.toEqual(before);
  });
});

describe('the query string, the path and form bodies', () => {
  it('refuse a NUL in a list filter', async () => {
    expect(await send({ method: 'GET', url: '/system/user/list?userName=a%00b' })).toEqual({
      status: 200,
      body: { code: 500, msg: '用户名称不能包含空字符（NUL）' },
    });
  });

  it('refuse a NUL in a path parameter', async () => {
    expect(await send({ method: 'GET', url: '/system/config/configKey/sys.a%00b' })).toEqual({
      status: 200,
      body: { code: 500, msg: '参数键名不能包含空字符（NUL）' },
    });
  });

  it('refuse a NUL in the form body of an export', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/system/post/export',
      token: admin,
      payload: 'postName=a%00b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.json()).toEqual({ code: 500, msg: '岗位名称不能包含空字符（NUL）' });
  });

  it('refuse a NUL or a lone surrogate in a key of a JSON body', async () => {
    const before = await t.app.db.$count(sysPost);
    expect(
      await send({
        method: 'POST',
        url: '/system/post',
        payload: '{"postCode":"k1","postName":"k1","postSort":1,"x\\u0000":1}',
      }),
    ).toEqual({ status: 200, body: { code: 500, msg: '"x\\u0000"不能包含空字符（NUL）' } });
    expect(
      await send({
        method: 'POST',
        url: '/system/post',
        payload: '{"postCode":"k1","postName":"k1","postSort":1,"\\ud800":1}',
      }),
    ).toEqual({ status: 200, body: { code: 500, msg: '"\\ud800"包含无效的Unicode字符（不成对的代理项）' } });
    expect(await t.app.db.$count(sysPost)).toBe(before);
  });
});

describe('multipart uploads', () => {
  it('refuse a file name with a NUL, storing nothing', async () => {
    const uploads = path.join(t.config.dataDir, 'upload');
    const files = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true }).length : 0);
    const before = files();
    const { payload, headers } = multipart('a\u0000b.png', PNG, 'file');
    const response = await t.request({
      method: 'POST',
      url: '/common/upload',
      token: admin,
      payload,
      headers,
    });
    expect(response.json()).toEqual({ code: 500, msg: 'originalFilename不能包含空字符（NUL）' });
    expect(files()).toBe(before);
  });

  it('refuse an imported user sheet whose cell holds a NUL, importing nobody', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('users');
    sheet.addRow(['登录名称', '用户名称']);
    // a sheet writes a NUL as the escape `_x0000_`, which the reader turns back into one
    sheet.addRow([`imp${next()}`, 'a_x0000_b']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const before = await t.app.db.$count(sysUser);
    const { payload, headers } = multipart('users.xlsx', bytes, 'file');
    const response = await t.request({
      method: 'POST',
      url: '/system/user/importData',
      token: admin,
      payload,
      headers,
    });
    expect(response.json()).toEqual({ code: 500, msg: '用户名称不能包含空字符（NUL）' });
    expect(await t.app.db.$count(sysUser)).toBe(before);
  });
});

// the last test of the file: every refusal above was a plain answer, no failed query
it('logs nothing at error level for any of it', () => {
  expect(log.some((line) => line.msg === 'incoming request')).toBe(true);
  expect(errorLines(log)).toEqual([]);
});
