// The memory of a background export (docs/system/export.md "Memory"): builds the server in this
// process on a scratch database, adds N rows to the login log (default 200 000), exports them
// through the 下载中心 (`POST /monitor/logininfor/export` above the threshold) and samples the
// process's RSS and heap while the job pages through the rows. Not part of `npm test`.
//
//   node --expose-gc --import tsx scripts/export-memory.ts [rows]             embedded PGlite
//   node --expose-gc --import tsx scripts/export-memory.ts [rows] --postgres  scratch PostgreSQL + Redis
// (`--expose-gc` lets the baseline be taken after a collection; `npx tsx` works too, without it)
//
// TEST_POSTGRES_URL / TEST_REDIS_URL name the servers (defaults: the local ones the tests use).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Redis from 'ioredis';
import { Client } from 'pg';
import { inProcessConfig } from '@dis/server/test/app-config';

const API = '/prod-api';
const rows = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 200_000);
const postgres = process.argv.includes('--postgres');
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

async function adminQuery(text: string) {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-export-memory-'));
  const suffix = crypto.randomBytes(4).toString('hex');
  const database = `dis_export_memory_${suffix}`;
  if (postgres) await adminQuery(`CREATE DATABASE ${database}`);
  const { buildApp } = await import('@dis/server/src/app');
  const { sysConfig, sysExportTask, sysLogininfor } = await import('@dis/server/src/db/schema');
  const config = {
    ...inProcessConfig(dataDir, API),
    cacheKeyPrefix: `export-memory-${suffix}:`,
    ...(postgres ? { databaseUrl: ADMIN_URL.replace(/\/[^/]*$/, `/${database}`), redisUrl: REDIS_URL } : {}),
  };
  const app = await buildApp(config);
  try {
    await app.ready();
    console.log(
      `${postgres ? 'PostgreSQL + Redis (BullMQ)' : 'embedded PGlite'}: inserting ${rows} login-log rows…`,
    );
    await app.db.execute(sql`
      INSERT INTO ${sysLogininfor} (user_name, ipaddr, login_location, browser, os, status, msg, login_time)
      SELECT 'mem' || g, '10.0.' || (g % 250) || '.' || (g % 200), '内网IP', 'Chrome 126', 'Windows 10',
             (g % 2)::text, '登录成功，这是一条用来占位的较长的提示信息 ' || g, LOCALTIMESTAMP(0)
      FROM generate_series(1, ${rows}) AS g`);
    // the statistics autovacuum would gather on PostgreSQL; PGlite runs no autovacuum, and without
    // them its planner reads each page by a full scan and sort instead of the id index
    await app.db.execute(sql`ANALYZE ${sysLogininfor}`);
    await app.db
      .update(sysConfig)
      .set({ configValue: '0' })
      .where(eq(sysConfig.configKey, 'sys.export.asyncThreshold'));
    await app.cache.del('sys_config:sys.export.asyncThreshold');

    const login = await app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { username: 'admin', password: 'admin123' },
    });
    const token = login.json().token as string;
    global.gc?.();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    const marks: string[] = [];
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 20);

    const started = Date.now();
    const answer = await app.inject({
      method: 'POST',
      url: `${API}/monitor/logininfor/export`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'userName=mem',
    });
    const taskId = answer.json().data.taskId as number;
    let nextMark = 0.25;
    for (;;) {
      const [task] = await app.db.select().from(sysExportTask).where(eq(sysExportTask.taskId, taskId));
      const share = task.totalRows ? task.doneRows / task.totalRows : 0;
      if (share >= nextMark) {
        const at = ((Date.now() - started) / 1000).toFixed(0);
        const now = process.memoryUsage();
        marks.push(
          `${Math.round(share * 100)}% (${at} s) RSS ${mb(now.rss)} heap ${mb(now.heapUsed)} buffers ${mb(now.arrayBuffers)}`,
        );
        while (nextMark <= share) nextMark += 0.25;
      }
      if (['2', '3', '4'].includes(task.status)) {
        clearInterval(sampler);
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(
          `task ${taskId}: status ${task.status}, ${task.doneRows} rows, ${mb(task.fileSize ?? 0)} file, ${seconds} s`,
        );
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(`RSS before ${mb(baseline.rss)}, peak ${mb(peakRss)} (+${mb(peakRss - baseline.rss)})`);
    console.log(
      `heap used before ${mb(baseline.heapUsed)}, peak ${mb(peakHeap)} (+${mb(peakHeap - baseline.heapUsed)})`,
    );
    console.log(`along the way:\n  ${marks.join('\n  ')}`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (postgres) {
      await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      // the cache keys of the scratch run (BullMQ removes its finished jobs itself)
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${config.cacheKeyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
