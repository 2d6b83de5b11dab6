/** @jest-environment ./server/test/native-modules-environment.cjs */
import { setTimeout as sleep } from 'node:timers/promises';
import { like, sql } from 'drizzle-orm';
import { sysNotice, sysOperLog } from '../src/db/schema';
import { START_TIMEOUT, setupTestApp } from './helper';

/**
 * 操作日志 rows survive a dropped database connection (docs/monitor/logs.md "Nothing lost"): the
 * row whose insert loses its connection is written again on a new one; while the database stays
 * out of reach it waits in memory and is written once it answers. The fault is the database's own:
 * on PostgreSQL the insert's session is terminated under it (`pg_terminate_backend` of its own
 * backend, from a trigger), as an operator's or a failover's termination does; PGlite, one
 * in-process connection, raises the same error class (57P01, admin_shutdown) from the trigger.
 * Each fault hits the rows of one test (their parameters carry its marker) the first N times.
 */
const t = setupTestApp();

beforeAll(async () => {
  const fault =
    t.kind === 'postgres'
      ? 'PERFORM pg_terminate_backend(pg_backend_pid());'
      : "RAISE EXCEPTION 'terminating connection due to administrator command' USING ERRCODE = 'admin_shutdown';";
  await t.app.database.withSession((session) =>
    session.exec(`
    CREATE TABLE oper_fault_plan (marker text PRIMARY KEY, failures int NOT NULL);
    CREATE SEQUENCE oper_fault_count;
    CREATE FUNCTION oper_fault() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE planned int;
    BEGIN
      SELECT failures INTO planned FROM oper_fault_plan WHERE position(marker in NEW.oper_param) > 0;
      -- a sequence is not rolled back with the failed insert: it counts the attempts
      IF planned IS NOT NULL AND nextval('oper_fault_count') <= planned THEN
        ${fault}
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER oper_fault BEFORE INSERT ON sys_oper_log FOR EACH ROW EXECUTE FUNCTION oper_fault();
  `),
  );
}, START_TIMEOUT);

/** The next `failures` inserts of rows carrying `marker` lose their connection. */
async function planFaults(marker: string, failures: number) {
  await t.app.db.execute(sql`SELECT setval('oper_fault_count', 1, false)`);
  await t.app.db.execute(sql`INSERT INTO oper_fault_plan (marker, failures) VALUES (${marker}, ${failures})`);
}

async function addNotice(token: string, noticeTitle: string) {
  return t.request({
    method: 'POST',
    url: '/system/notice',
    token,
    payload: { noticeTitle, noticeType: '1', noticeContent: '<p>x</p>', status: '0' },
  });
}

const logRows = (marker: string) =>
  t.app.db
    .select({ title: sysOperLog.title, status: sysOperLog.status })
    .from(sysOperLog)
    .where(like(sysOperLog.operParam, `%${marker}%`));

describe('the operation log on a dropped connection', () => {
  it('writes the row again on a new connection: one row, and the request answered as usual', async () => {
    const admin = await t.login('admin');
    await planFaults('断线一次', 1);
    const answer = await addNotice(admin, '断线一次');
    expect(answer.json()).toMatchObject({ code: 200 });
    expect(await logRows('断线一次')).toEqual([{ title: '通知公告', status: 0 }]);
    const notices = await t.app.db.select().from(sysNotice).where(like(sysNotice.noticeTitle, '断线一次'));
    expect(notices).toHaveLength(1);
  });

  it('keeps trying while connections keep dropping (three times in a row)', async () => {
    const admin = await t.login('admin');
    await planFaults('断线三次', 3);
    expect((await addNotice(admin, '断线三次')).json()).toMatchObject({ code: 200 });
    expect(await logRows('断线三次')).toHaveLength(1);
  });

  it('keeps the row in memory while the database stays out of reach, and writes it once it answers', async () => {
    const admin = await t.login('admin');
    // more failures than the request's own attempts (four): the row waits for the next round
    await planFaults('断线更久', 4);
    const started = Date.now();
    expect((await addNotice(admin, '断线更久')).json()).toMatchObject({ code: 200 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await logRows('断线更久')).toHaveLength(0);
    const until = Date.now() + 9000;
    while ((await logRows('断线更久')).length === 0 && Date.now() < until) await sleep(250);
    expect(await logRows('断线更久')).toEqual([{ title: '通知公告', status: 0 }]);
  }, 20_000);
});
