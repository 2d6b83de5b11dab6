import { and, count, eq, gte } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { sysLogininfor } from '../../../db/schema';
import type { ClientInfo } from '../../../common/client-info';
import { formatDateTime } from '../../../common/datetime';
import { appendToChain } from '../log-chain/service';

export const LoginStatus = { success: '0', failure: '1' } as const;

/**
 * One row of the login log (`sys_logininfor`), written for every login, logout and registration at
 * the end of the log's chain (docs/security.md "The logs are evidence"); `at` is now unless given.
 */
export async function recordLoginEvent(
  db: Database,
  event: {
    userName: string;
    status: (typeof LoginStatus)[keyof typeof LoginStatus];
    msg: string;
    client: ClientInfo;
    at?: string;
  },
): Promise<void> {
  await appendToChain(db, 'login', async (tx) => {
    const [row] = await tx
      .insert(sysLogininfor)
      .values({
        userName: event.userName.slice(0, 50),
        ipaddr: event.client.ipaddr,
        loginLocation: event.client.loginLocation,
        browser: event.client.browser.slice(0, 50),
        os: event.client.os.slice(0, 50),
        status: event.status,
        msg: event.msg.slice(0, 255),
        loginTime: event.at ?? formatDateTime(),
      })
      .returning();
    return row;
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
