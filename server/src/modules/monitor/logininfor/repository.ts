import { and, count, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { sysLogininfor } from '../../../db/schema';
import type { ClientInfo } from '../../../common/client-info';
import { formatDateTime } from '../../../common/datetime';

export const LoginStatus = { success: '0', failure: '1' } as const;

/** One row of the login log (`sys_logininfor`), written for every login, logout and registration. */
export async function recordLoginEvent(
  db: Database,
  event: {
    userName: string;
    status: (typeof LoginStatus)[keyof typeof LoginStatus];
    msg: string;
    client: ClientInfo;
  },
): Promise<void> {
  await db.insert(sysLogininfor).values({
    userName: event.userName.slice(0, 50),
    ipaddr: event.client.ipaddr,
    loginLocation: event.client.loginLocation,
    browser: event.client.browser.slice(0, 50),
    os: event.client.os.slice(0, 50),
    status: event.status,
    msg: event.msg.slice(0, 255),
    loginTime: formatDateTime(),
  });
}

/** The dashboard's figure: failed logins since `since`. */
export async function countFailedLoginsSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(sysLogininfor)
    .where(
      and(eq(sysLogininfor.status, LoginStatus.failure), gte(sysLogininfor.loginTime, formatDateTime(since))),
    );
  return Number(row?.value ?? 0);
}

/** Deletes the entries older than `cutoff` (a job's maintenance task); answers how many went. */
export async function purgeLoginLogs(db: Database, cutoff: SQL): Promise<number> {
  const rows = await db
    .delete(sysLogininfor)
    .where(lt(sysLogininfor.loginTime, cutoff))
    .returning({ id: sysLogininfor.infoId });
  return rows.length;
}
