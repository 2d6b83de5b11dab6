import { sql } from 'drizzle-orm';
import { sysLogininfor } from '../src/db/schema';
import type { TestApp } from './helper';

/**
 * Makes the export of `resource` slow — each page waits `ms` before it is read — so that a test
 * catches it running; answers the function that puts the real one back.
 */
export function slowExport(t: TestApp, resource: string, ms: number): () => void {
  const source = t.app.exportSources.get(resource)!;
  t.app.exportSources.add({
    ...source,
    batches: (db, filter, user) => {
      const fetchBelow = source.batches(db, filter, user);
      return async (beforeId, size) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        return fetchBelow(beforeId, size);
      };
    },
  });
  return () => t.app.exportSources.add(source);
}

/** `count` 登录日志 rows of the users `<prefix>1` … `<prefix><count>`: an export with pages to read. */
export async function addLoginRows(t: TestApp, prefix: string, count: number): Promise<void> {
  await t.app.db.execute(sql`
    INSERT INTO ${sysLogininfor} (user_name, ipaddr, login_location, browser, os, status, msg, login_time)
    SELECT ${prefix} || g, '127.0.0.1', '内网IP', 'Chrome', 'Linux', '0', '登录成功', LOCALTIMESTAMP(0)
    FROM generate_series(1, ${count}::int) AS g`);
}
