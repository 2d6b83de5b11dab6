import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { sysUserTotp } from '../../../db/schema';

/** Every query of `sys_user_totp` (docs/security.md "Two-factor sign-in"). */

export type TotpRow = typeof sysUserTotp.$inferSelect;

export const TOTP_ENABLED = '1';
const TOTP_PENDING = '0';

export async function findTotp(db: Database, userId: number): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(sysUserTotp).where(eq(sysUserTotp.userId, userId)).limit(1);
  return row;
}

/**
 * A new secret waiting for its first code: replaces a pending one, never an enabled one. Answers
 * false when the user's enrolment is already enabled.
 */
export async function savePendingSecret(
  db: Database,
  userId: number,
  sealedSecret: string,
  createTime: string,
): Promise<boolean> {
  const written = await db
    .insert(sysUserTotp)
    .values({ userId, secret: sealedSecret, enabled: TOTP_PENDING, recoveryCodes: null, createTime })
    .onConflictDoUpdate({
      target: sysUserTotp.userId,
      set: { secret: sealedSecret, recoveryCodes: null, createTime, enabledTime: null },
      setWhere: eq(sysUserTotp.enabled, TOTP_PENDING),
    })
    .returning({ userId: sysUserTotp.userId });
  return written.length > 0;
}

/** Pending → enabled with its recovery codes; false when it was not pending (any more). */
export async function enableTotp(
  db: Database,
  userId: number,
  recoveryCodes: string,
  enabledTime: string,
): Promise<boolean> {
  const written = await db
    .update(sysUserTotp)
    .set({ enabled: TOTP_ENABLED, recoveryCodes, enabledTime })
    .where(and(eq(sysUserTotp.userId, userId), eq(sysUserTotp.enabled, TOTP_PENDING)))
    .returning({ userId: sysUserTotp.userId });
  return written.length > 0;
}

/**
 * Replaces the recovery codes only if they are still `expected`: a code used by two requests at
 * once is used by one of them.
 */
export async function replaceRecoveryCodes(
  db: Database,
  userId: number,
  expected: string | null,
  recoveryCodes: string,
): Promise<boolean> {
  const written = await db
    .update(sysUserTotp)
    .set({ recoveryCodes })
    .where(
      and(
        eq(sysUserTotp.userId, userId),
        eq(sysUserTotp.enabled, TOTP_ENABLED),
        expected === null ? undefined : eq(sysUserTotp.recoveryCodes, expected),
      ),
    )
    .returning({ userId: sysUserTotp.userId });
  return written.length > 0;
}

/** Switched off, or reset by an administrator: the row goes. Answers whether there was one. */
export async function deleteTotp(db: Database, userId: number): Promise<boolean> {
  const removed = await db
    .delete(sysUserTotp)
    .where(eq(sysUserTotp.userId, userId))
    .returning({ userId: sysUserTotp.userId });
  return removed.length > 0;
}
