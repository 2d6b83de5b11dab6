/** @jest-environment ./server/test/native-modules-environment.cjs */
import { eq } from 'drizzle-orm';
import { CacheKeys } from '../src/cache/store';
import { sysDictData, sysDictType } from '../src/db/schema';
import { setupTestApp } from './helper';
import { exportForm, lastOperLog, loginWithoutPermissions, readWorkbook } from './marketing-support';

/** 字典管理: `/system/dict/type` and `/system/dict/data`, and the cache behind every dict tag */
const t = setupTestApp();

let admin: string;

beforeAll(async () => {
  admin = await t.login('admin');
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'zh-cn') =>
  t.request({ method, url, payload, token: admin, headers: { 'accept-language': lang } });

const labels = async (dictType: string, lang = 'zh-cn') =>
  (
    (await call('GET', `/system/dict/data/type/${dictType}`, undefined, lang)).json().data as Array<{
      dictLabel: string;
    }>
  ).map((entry) => entry.dictLabel);

async function typeId(dictType: string): Promise<number> {
  const [row] = await t.app.db
    .select({ id: sysDictType.dictId })
    .from(sysDictType)
    .where(eq(sysDictType.dictType, dictType));
  return row.id;
}

describe('dictionary types: /system/dict/type', () => {
  it('lists the seeded types, filtered by name, type and status', async () => {
    const all = (await call('GET', '/system/dict/type/list?pageSize=100')).json();
    expect(all).toMatchObject({ code: 200, msg: '查询成功' });
    expect(all.rows[0]).toMatchObject({ dictId: 1, dictType: 'sys_user_sex', dictNameEn: 'User gender' });
    const byType = (await call('GET', '/system/dict/type/list?dictType=NORMAL')).json();
    expect(byType.rows.map((row: { dictType: string }) => row.dictType)).toEqual(['sys_normal_disable']);
    const byName = (await call('GET', '/system/dict/type/list?dictName=性别&status=0')).json();
    expect(byName.rows.map((row: { dictName: string }) => row.dictName)).toEqual(['用户性别']);
    expect((await call('GET', '/system/dict/type/list?status=1')).json().total).toBe(0);
    const options = (await call('GET', '/system/dict/type/optionselect')).json();
    expect(options.data.length).toBe(all.total);
  });

  it('adds a type with its English name, refuses a bad or taken type, and reads it back', async () => {
    const added = await call('POST', '/system/dict/type', {
      dictName: '客户等级',
      dictNameEn: 'Customer level',
      dictType: 'crm_level',
      remark: '新字典',
    });
    expect(added.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await lastOperLog(t)).toMatchObject({ title: '字典类型', businessType: 1 });
    const dictId = await typeId('crm_level');
    expect((await call('GET', `/system/dict/type/${dictId}`)).json().data).toMatchObject({
      dictId,
      dictName: '客户等级',
      dictNameEn: 'Customer level',
      dictType: 'crm_level',
      status: '0',
      createBy: 'admin',
    });

    const refusals: Array<[object, string, string?]> = [
      [
        { dictName: '坏类型', dictType: 'Bad-Type' },
        '字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）',
      ],
      [
        { dictName: 'Bad', dictType: '1abc' },
        'The dictionary type must start with a letter and contain only lower-case letters, digits and underscores',
        'en',
      ],
      [{ dictName: '重复', dictType: 'crm_level' }, "新增字典'重复'失败，字典类型已存在"],
      [{ dictName: ' ', dictType: 'blank_name' }, '字典名称不能为空'],
    ];
    for (const [payload, message, lang] of refusals) {
      expect((await call('POST', '/system/dict/type', payload, lang)).json()).toEqual({
        code: 500,
        msg: message,
      });
    }
    const sex = (await call('GET', '/system/dict/type/1')).json().data;
    expect((await call('PUT', '/system/dict/type', { ...sex, dictType: 'crm_level' })).json()).toEqual({
      code: 500,
      msg: "修改字典'用户性别'失败，字典类型已存在",
    });
  });

  it('renaming a type moves its entries and the cache follows', async () => {
    await call('POST', '/system/dict/type', { dictName: '旧名', dictType: 'old_name' });
    await call('POST', '/system/dict/data', { dictType: 'old_name', dictLabel: '甲', dictValue: 'a' });
    expect(await labels('old_name')).toEqual(['甲']);
    const dictId = await typeId('old_name');
    const row = (await call('GET', `/system/dict/type/${dictId}`)).json().data;
    expect((await call('PUT', '/system/dict/type', { ...row, dictType: 'new_name' })).json().code).toBe(200);
    expect(await labels('new_name')).toEqual(['甲']);
    expect(await labels('old_name')).toEqual([]);
    expect(await t.app.cache.get(`${CacheKeys.dict}old_name`)).toBeNull();
  });

  it('refuses to delete a type that has entries, deletes one that has none', async () => {
    expect((await call('DELETE', '/system/dict/type/1')).json()).toEqual({
      code: 500,
      msg: '用户性别已分配,不能删除',
    });
    await call('POST', '/system/dict/type', { dictName: '空字典', dictType: 'empty_one' });
    const dictId = await typeId('empty_one');
    expect((await call('DELETE', `/system/dict/type/${dictId}`)).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect((await call('GET', `/system/dict/type/${dictId}`, undefined, 'en')).json()).toEqual({
      code: 500,
      msg: 'The dictionary type does not exist',
    });
  });

  it('refreshCache reloads the cache from the table', async () => {
    await t.app.db.update(sysDictData).set({ dictLabel: '男性' }).where(eq(sysDictData.dictCode, 1));
    expect((await labels('sys_user_sex'))[0]).toBe('男');
    expect((await call('DELETE', '/system/dict/type/refreshCache')).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await lastOperLog(t)).toMatchObject({ title: '字典类型', businessType: 9 });
    expect((await labels('sys_user_sex'))[0]).toBe('男性');
    await t.app.db.update(sysDictData).set({ dictLabel: '男' }).where(eq(sysDictData.dictCode, 1));
    await call('DELETE', '/system/dict/type/refreshCache');
  });

  it('exports the types', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/system/dict/type/export',
      token: admin,
      ...exportForm({ dictType: 'sys_user' }),
    });
    const sheet = await readWorkbook(response);
    expect(sheet.sheetName).toBe('字典类型');
    expect(sheet.rows[0]).toEqual(['字典主键', '字典名称', '字典类型', '状态']);
    expect(sheet.rows.slice(1).map((row) => row[2])).toContain('sys_user_sex');
  });
});

describe('dictionary entries: /system/dict/data', () => {
  it('lists the entries of a type by dictSort, with both labels', async () => {
    const body = (await call('GET', '/system/dict/data/list?dictType=sys_normal_disable')).json();
    expect(body.total).toBe(2);
    expect(body.rows[0]).toMatchObject({
      dictLabel: '正常',
      dictLabelEn: 'Normal',
      listClass: 'primary',
      default: true,
    });
    const byLabel = (
      await call('GET', '/system/dict/data/list?dictType=sys_normal_disable&dictLabel=停')
    ).json();
    expect(byLabel.rows.map((row: { dictValue: string }) => row.dictValue)).toEqual(['1']);
  });

  it('an added, edited or deleted entry shows at once in both languages', async () => {
    const added = await call('POST', '/system/dict/data', {
      dictType: 'sys_user_sex',
      dictLabel: '保密',
      dictLabelEn: 'Undisclosed',
      dictValue: '3',
      dictSort: 4,
      listClass: 'warning',
      isDefault: 'N',
    });
    expect(added.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await lastOperLog(t)).toMatchObject({ title: '字典数据', businessType: 1 });
    expect(await labels('sys_user_sex')).toEqual(['男', '女', '未知', '保密']);
    expect(await labels('sys_user_sex', 'en')).toContain('Undisclosed');

    const [row] = (await call('GET', '/system/dict/data/list?dictType=sys_user_sex&dictLabel=保密')).json()
      .rows;
    const read = (await call('GET', `/system/dict/data/${row.dictCode}`)).json().data;
    expect(read).toMatchObject({ dictLabelEn: 'Undisclosed', listClass: 'warning', dictSort: 4 });
    await call('PUT', '/system/dict/data', {
      ...read,
      dictLabel: '不公开',
      dictLabelEn: 'Private',
      dictSort: 0,
    });
    expect(await labels('sys_user_sex')).toEqual(['不公开', '男', '女', '未知']);
    expect((await labels('sys_user_sex', 'en'))[0]).toBe('Private');

    await call('PUT', '/system/dict/data', { ...read, status: '1' });
    expect(await labels('sys_user_sex')).toEqual(['男', '女', '未知']);

    expect((await call('DELETE', `/system/dict/data/${row.dictCode}`)).json().code).toBe(200);
    expect((await call('GET', `/system/dict/data/${row.dictCode}`)).json()).toEqual({
      code: 500,
      msg: '字典数据不存在',
    });
  });

  it('refuses bad entries with a message', async () => {
    const cases: Array<[object, string]> = [
      [{ dictType: 'sys_user_sex', dictLabel: ' ', dictValue: '9' }, '字典标签不能为空'],
      [
        { dictType: 'sys_user_sex', dictLabel: 'x', dictValue: '9', listClass: 'pink' },
        '回显样式必须是以下值之一：, default, primary, success, info, warning, danger',
      ],
      [{ dictType: 'sys_user_sex', dictLabel: 'x' }, '数据键值不能为空'],
    ];
    for (const [payload, message] of cases) {
      expect((await call('POST', '/system/dict/data', payload)).json()).toEqual({ code: 500, msg: message });
    }
  });

  it('exports the entries', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/system/dict/data/export',
      token: admin,
      ...exportForm({ dictType: 'sys_normal_disable' }),
    });
    const sheet = await readWorkbook(response);
    expect(sheet.sheetName).toBe('字典数据');
    expect(sheet.rows[0]).toEqual([
      '字典编码',
      '字典排序',
      '字典标签',
      '字典键值',
      '字典类型',
      '是否默认',
      '状态',
    ]);
    expect(sheet.rows.slice(1)).toEqual(
      expect.arrayContaining([
        [6, 1, '正常', '0', 'sys_normal_disable', '是', '正常'],
        [7, 2, '停用', '1', 'sys_normal_disable', '否', '正常'],
      ]),
    );
    expect(sheet.rows).toHaveLength(3);
  });
});

describe('permissions', () => {
  it('refuses a user without the dictionary permissions', async () => {
    const nobody = await loginWithoutPermissions(t, 'no_dict');
    const forbidden = { code: 403, msg: '没有权限，请联系管理员授权' };
    const attempts: Array<[string, string, object?]> = [
      ['GET', '/system/dict/type/list'],
      ['POST', '/system/dict/type', { dictName: 'x', dictType: 'x_y' }],
      ['DELETE', '/system/dict/type/refreshCache'],
      ['POST', '/system/dict/data', { dictType: 'sys_user_sex', dictLabel: 'x', dictValue: 'x' }],
      ['DELETE', '/system/dict/data/1'],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await t.request({ method: method as 'GET', url, payload, token: nobody });
      expect([url, response.json()]).toEqual([url, forbidden]);
    }
    expect(await t.app.db.select().from(sysDictData).where(eq(sysDictData.dictCode, 1))).toHaveLength(1);
    // the entries of a dictionary stay open to every signed-in user
    const open = await t.request({
      method: 'GET',
      url: '/system/dict/data/type/sys_user_sex',
      token: nobody,
    });
    expect(open.json().data).toHaveLength(3);
  });
});
