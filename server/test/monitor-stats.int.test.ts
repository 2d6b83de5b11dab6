/** @jest-environment ./server/test/native-modules-environment.cjs */
import crypto from 'node:crypto';
import { desc } from 'drizzle-orm';
import Redis from 'ioredis';
import { sysOperLog } from '../src/db/schema';
import { insertEmptyRole, insertUsers } from './fixtures';
import { START_TIMEOUT, setupTestApp } from './helper';

const t = setupTestApp();
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

beforeAll(async () => {
  await insertUsers(t.app, [{ userName: 'outsider', roleIds: [await insertEmptyRole(t.app, 'visitor')] }]);
}, START_TIMEOUT);

const get = async (url: string, token: string, lang?: string) =>
  (await t.request({ method: 'GET', url, token, headers: lang ? { 'accept-language': lang } : {} })).json();
const del = async (url: string, token: string) => (await t.request({ method: 'DELETE', url, token })).json();

describe('cache and server monitors', () => {
  it('refuses callers without monitor:cache:list or monitor:server:list', async () => {
    const outsider = await t.login('outsider');
    await t.app.cache.set('sys_dict:kept', '[]');
    const refused = { code: 403, msg: '没有权限，请联系管理员授权' };
    for (const url of [
      '/monitor/cache',
      '/monitor/cache/getNames',
      '/monitor/cache/getKeys/sys_dict:',
      '/monitor/server',
    ]) {
      expect(await get(url, outsider)).toEqual(refused);
    }
    for (const url of [
      '/monitor/cache/clearCacheName/sys_dict:',
      '/monitor/cache/clearCacheKey/sys_dict:kept',
      '/monitor/cache/clearCacheAll',
    ]) {
      expect(await del(url, outsider)).toEqual(refused);
    }
    expect(await t.app.cache.get('sys_dict:kept')).toBe('[]');
  });

  it('answers the figures of the store behind the cache', async () => {
    const admin = await t.login('admin');
    const body = await get('/monitor/cache', admin);
    expect(body.code).toBe(200);
    const ours = await t.app.cache.keys('');
    expect(body.data.dbSize).toBe(ours.length);
    expect(body.data.dbSize).toBeGreaterThan(0);
    expect(body.data.commandStats.length).toBeGreaterThan(0);
    for (const stat of body.data.commandStats) expect(stat.value).toMatch(/^\d+$/);
    if (t.kind === 'postgres') {
      // the real Redis of the postgres project: its own INFO
      expect(body.data.kind).toBe('redis');
      expect(body.data.info.redis_version).toMatch(/^\d+\.\d+/);
      expect(body.data.info.used_memory_human).toMatch(/^[\d.]+[BKMG]$/);
      expect(body.data.commandStats.map((s: { name: string }) => s.name)).toContain('get');
    } else {
      expect(body.data.kind).toBe('memory');
      expect(body.data.info).toMatchObject({ mode: 'memory', aof_enabled: '0' });
      expect(body.data.commandStats.find((s: { name: string }) => s.name === 'get')).toBeDefined();
    }
  });

  it('lists names, keys and a value, and clears one key and one name only', async () => {
    const admin = await t.login('admin');
    const names = await get('/monitor/cache/getNames', admin);
    expect(names.data).toHaveLength(12);
    expect(names.data.at(-3)).toMatchObject({ cacheName: 'portal_answers:', remark: '官网内容' });
    expect(names.data.at(-1)).toMatchObject({ cacheName: 'server_replicas:', remark: '服务实例' });
    expect(names.data[0]).toEqual({
      cacheName: 'login_tokens:',
      cacheKey: '',
      cacheValue: '',
      remark: '用户信息',
    });
    expect((await get('/monitor/cache/getNames', admin, 'en')).data[0].remark).toBe('Login sessions');

    await t.app.cache.set('captcha_codes:one', '12');
    await t.app.cache.set('captcha_codes:two', '34');
    await t.app.cache.set('pwd_err_cnt:ry', '2');
    expect((await get('/monitor/cache/getKeys/captcha_codes:', admin)).data).toEqual([
      'captcha_codes:one',
      'captcha_codes:two',
    ]);
    expect((await get('/monitor/cache/getValue/captcha_codes:/captcha_codes:two', admin)).data).toEqual({
      cacheName: 'captcha_codes',
      cacheKey: 'two',
      cacheValue: '34',
      remark: '',
    });
    expect(await get('/monitor/cache/getKeys/unknown:', admin)).toEqual({
      code: 500,
      msg: '缓存名称不存在：unknown:',
    });

    expect(await del('/monitor/cache/clearCacheKey/captcha_codes:one', admin)).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await t.app.cache.get('captcha_codes:one')).toBeNull();
    expect(await t.app.cache.get('captcha_codes:two')).toBe('34');

    await del('/monitor/cache/clearCacheName/captcha_codes:', admin);
    expect(await t.app.cache.keys('captcha_codes:')).toEqual([]);
    expect(await t.app.cache.get('pwd_err_cnt:ry')).toBe('2');
    expect(await get('/getInfo', admin)).toMatchObject({ code: 200 });

    const [log] = await t.app.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1);
    expect(log).toMatchObject({
      title: '缓存列表',
      businessType: 9,
      requestMethod: 'DELETE',
      method: 'clearCacheName()',
    });
  });

  it('clears every key of ours and none outside our prefix', async () => {
    const admin = await t.login('admin');
    let outside: Redis | undefined;
    const foreignKey = `dis_other_${crypto.randomBytes(4).toString('hex')}:sys_dict:x`;
    if (t.kind === 'postgres') {
      outside = new Redis(REDIS_URL);
      await outside.set(foreignKey, 'theirs', 'EX', 60);
    }
    try {
      expect(await del('/monitor/cache/clearCacheAll', admin)).toEqual({ code: 200, msg: '操作成功' });
      expect(await t.app.cache.keys('')).toEqual([]);
      expect((await get('/getInfo', admin)).code).toBe(401);
      if (outside) expect(await outside.get(foreignKey)).toBe('theirs');
    } finally {
      await outside?.del(foreignKey);
      outside?.disconnect();
    }
  });

  it("answers the server figures in RuoYi's shape", async () => {
    const admin = await t.login('admin');
    const body = await get('/monitor/server', admin);
    expect(body.code).toBe(200);
    const { cpu, mem, jvm, sys, sysFiles } = body.data;
    expect(cpu.cpuNum).toBeGreaterThan(0);
    expect(cpu.used + cpu.sys + cpu.wait + cpu.free).toBeCloseTo(100, 0);
    expect(mem.total).toBeGreaterThan(0);
    expect(mem.used + mem.free).toBeCloseTo(mem.total, 1);
    expect(jvm).toMatchObject({ name: 'Node.js', version: process.version });
    expect(jvm.used).toBeLessThanOrEqual(jvm.total);
    expect(jvm.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(jvm.runTime).toMatch(/^\d+天\d+小时\d+分钟$/);
    expect(jvm.inputArgs).toMatch(/^\[.*\]$/);
    expect(sys.osArch).toBe(process.arch);
    expect(sys.computerName.length).toBeGreaterThan(0);
    expect(sysFiles.length).toBeGreaterThan(0);
    expect(sysFiles[0].total).toMatch(/^[\d.]+ (GB|MB|KB|B)$/);
    expect((await get('/monitor/server', admin, 'en')).data.jvm.runTime).toMatch(/^\d+ d \d+ h \d+ min$/);
  });

  it('lists every replica that reported, this one marked, in the same request (beyond RuoYi)', async () => {
    const admin = await t.login('admin');
    const first = (await get('/monitor/server', admin)).data;
    const self = first.replicas.find((replica: { self: boolean }) => replica.self);
    expect(self).toMatchObject({ self: true, inFlight: expect.any(Number), shedding: false });
    expect(self.jvm.runTime).toMatch(/^\d+天\d+小时\d+分钟$/);
    expect(self.sys.computerName).toBe(first.sys.computerName);
    // another process's report, as its registry writes it (server_replicas:<name>, kept 30 s)
    const other = { ...self, name: 'zz-other', reportedAt: '2026-11-27 09:00:00', uptimeSeconds: 90061 };
    delete other.self;
    await t.app.cache.set('server_replicas:zz-other', JSON.stringify(other), 30);
    const both = (await get('/monitor/server', admin, 'en')).data.replicas;
    expect(both.map((replica: { name: string; self: boolean }) => [replica.name, replica.self])).toEqual([
      [self.name, true],
      ['zz-other', false],
    ]);
    expect(both[1].jvm.runTime).toBe('1 d 1 h 1 min');
    await t.app.cache.del('server_replicas:zz-other');
  });
});
