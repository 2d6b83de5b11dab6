/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import { mktJob, mktLead, mktNews } from '../src/db/schema';
import { START_TIMEOUT, setupTestApp } from './helper';

/**
 * Bad input against the console and the public routes: each is refused with a RuoYi envelope
 * `{code, msg}` naming the problem, changes nothing and never shows a stack trace.
 */
const t = setupTestApp();
let admin: string;

beforeAll(async () => {
  admin = await t.login('admin');
}, START_TIMEOUT);

const TOO_BIG_ID = '99999999999999999999';

const rowCounts = async () => {
  const [news, jobs, leads] = await Promise.all(
    [mktNews, mktJob, mktLead].map((table) => t.app.db.$count(table)),
  );
  return { news, jobs, leads };
};

const cases: Array<{
  name: string;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: string;
  payload?: object | string;
  msg: string;
}> = [
  {
    name: 'an id past bigint in a path',
    method: 'GET',
    url: `/marketing/news/${TOO_BIG_ID}`,
    msg: '新闻编号不能大于9007199254740991',
  },
  {
    name: 'a public id past bigint',
    method: 'GET',
    url: '/portal/jobs/9007199254740992',
    msg: '任务编号不能大于9007199254740991',
  },
  {
    name: 'an id past bigint in a body',
    method: 'PUT',
    url: '/marketing/lead',
    payload: { leadId: 1e20, status: '1' },
    msg: '线索编号不能大于9007199254740991',
  },
  {
    name: 'a user filter past bigint',
    method: 'GET',
    url: `/system/user/list?deptId=${TOO_BIG_ID}`,
    msg: '部门不能大于9007199254740991',
  },
  { name: 'ids like 1,abc', method: 'DELETE', url: '/marketing/news/1,abc', msg: '新闻编号格式不正确' },
  {
    name: 'a path id that is no number',
    method: 'GET',
    url: '/marketing/job/1,abc',
    msg: '参数[任务编号]类型不匹配，要求类型为：integer',
  },
  {
    name: 'an unknown sort column',
    method: 'GET',
    url: '/marketing/lead/list?orderByColumn=__proto__',
    msg: '参数不符合规范，不能进行查询',
  },
  {
    name: 'a page size past the limit',
    method: 'GET',
    url: '/marketing/news/list?pageSize=100000',
    msg: '每页条数不能大于1000',
  },
  {
    name: 'a fractional page number',
    method: 'GET',
    url: '/marketing/lead/list?pageNum=1.5',
    msg: '参数[页码]类型不匹配，要求类型为：integer',
  },
  {
    name: 'an over-long filter',
    method: 'GET',
    url: `/marketing/news/list?title=${'x'.repeat(300)}`,
    msg: '标题长度不能超过200个字符',
  },
  {
    name: 'a wrong type in a body',
    method: 'PUT',
    url: '/system/user/profile/updatePwd',
    payload: { oldPassword: 'admin123', newPassword: {} },
    msg: '参数[新密码]类型不匹配，要求类型为：string',
  },
  {
    name: 'an over-long body field',
    method: 'PUT',
    url: '/marketing/lead',
    payload: { leadId: 1, status: '1', followUp: 'x'.repeat(5000) },
    msg: '跟进记录长度不能超过1000个字符',
  },
  {
    name: 'an array for an object body',
    method: 'PUT',
    url: '/system/user/profile',
    payload: '[]',
    msg: '参数[请求体]类型不匹配，要求类型为：object',
  },
];

describe('bad input', () => {
  it.each(cases)('refuses $name with a clear message', async ({ method, url, payload, msg }) => {
    const before = await rowCounts();
    const response = await t.request({
      method,
      url,
      token: admin,
      ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 500, msg });
    expect(response.body).not.toMatch(/\bat .+:\d+:\d+/);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses malformed JSON with the transport envelope', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/marketing/news',
      token: admin,
      payload: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.json()).toEqual({ code: 400, msg: '请求体不是合法的JSON' });
  });
});
