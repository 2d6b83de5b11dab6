/** @jest-environment ./server/test/native-modules-environment.cjs */
import { START_TIMEOUT, setupTestApp } from './helper';

const t = setupTestApp();
let token: string;

beforeAll(async () => {
  token = await t.login('ry');
}, START_TIMEOUT);

const get = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, token, headers }).then((r) => r.json());

describe('GET /system/dict/data/type/:dictType', () => {
  it('lists the entries of a dictionary in order', async () => {
    const body = await get('/system/dict/data/type/sys_user_sex');
    expect(body.code).toBe(200);
    expect(
      body.data.map((d: { dictLabel: string; dictValue: string }) => [d.dictLabel, d.dictValue]),
    ).toEqual([
      ['男', '0'],
      ['女', '1'],
      ['未知', '2'],
    ]);
    expect(body.data[0]).toMatchObject({
      dictCode: 1,
      dictSort: 1,
      dictType: 'sys_user_sex',
      isDefault: 'Y',
      default: true,
      status: '0',
      remark: '性别男',
      listClass: '',
      cssClass: '',
    });
    expect(body.data[1].default).toBe(false);
  });

  it('gives English labels with Accept-Language: en-US', async () => {
    const body = await get('/system/dict/data/type/sys_normal_disable', { 'accept-language': 'en-US' });
    expect(
      body.data.map((d: { dictLabel: string; listClass: string }) => [d.dictLabel, d.listClass]),
    ).toEqual([
      ['Normal', 'primary'],
      ['Disabled', 'danger'],
    ]);
  });

  it('holds the website dictionaries', async () => {
    const news = await get('/system/dict/data/type/mkt_news_category');
    expect(news.data.map((d: { dictLabel: string }) => d.dictLabel)).toEqual([
      '公司喜报',
      '公司动态',
      '行业动态',
    ]);
    const lead = await get('/system/dict/data/type/mkt_lead_status', { 'accept-language': 'en' });
    expect(
      lead.data.map((d: { dictLabel: string; dictValue: string }) => `${d.dictValue}:${d.dictLabel}`),
    ).toEqual(['0:New', '1:Contacted', '2:Closed']);
    const lang = await get('/system/dict/data/type/mkt_content_lang');
    expect(lang.data.map((d: { dictValue: string }) => d.dictValue)).toEqual(['zh-cn', 'en']);
  });

  it('answers an empty list for an unknown dictionary', async () => {
    expect(await get('/system/dict/data/type/no_such_dict')).toEqual({
      code: 200,
      msg: '操作成功',
      data: [],
    });
  });

  it('needs a login', async () => {
    const body = (await t.request({ method: 'GET', url: '/system/dict/data/type/sys_user_sex' })).json();
    expect(body).toEqual({
      code: 401,
      msg: '请求访问：/system/dict/data/type/sys_user_sex，认证失败，无法访问系统资源',
    });
  });
});

describe('GET /system/config/configKey/:configKey', () => {
  it('puts the value in msg', async () => {
    expect(await get('/system/config/configKey/sys.user.initPassword')).toEqual({ code: 200, msg: '123456' });
    expect(await get('/system/config/configKey/sys.index.sideTheme')).toEqual({
      code: 200,
      msg: 'theme-dark',
    });
  });

  it("seeds the navbar source and documentation links blank, which hides them (not RuoYi's)", async () => {
    expect(await get('/system/config/configKey/sys.index.sourceUrl')).toEqual({ code: 200, msg: '' });
    expect(await get('/system/config/configKey/sys.index.docUrl')).toEqual({ code: 200, msg: '' });
  });

  it('answers an empty msg for an unknown key', async () => {
    expect(await get('/system/config/configKey/no.such.key')).toEqual({ code: 200, msg: '' });
  });

  it('needs a login', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/system/config/configKey/sys.user.initPassword' })).json().code,
    ).toBe(401);
  });
});
