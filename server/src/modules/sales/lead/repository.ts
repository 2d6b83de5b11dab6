import type { SalesLeadFilter } from '@dis/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { formatDateTime } from '../../../common/datetime';
import type { ListFilters } from '../../../common/list-query';
import type { Database } from '../../../db/connection';
import { mktLead, salesFollowUp, sysDept, sysUser } from '../../../db/schema';

/**
 * The sales desk's queries (docs/sales/leads.md). A lead is a trial request's row (`mkt_lead`)
 * extended with the desk's columns: the request's fields stay marketing/lead's (试用申请, the
 * RuoYi-style API), the owner, stage, deadlines and history are queried here.
 */

export const STAGE = { new: '0', contacted: '1', won: '4', lost: '5' } as const;

/** Not contacted, still new and past its deadline, at `now`. */
export const overdueAt = (now: string): SQL =>
  and(isNull(mktLead.firstContactTime), eq(mktLead.stage, STAGE.new), lte(mktLead.contactDue, now)) as SQL;

const owner = sysUser;
const ownerDept = sysDept;

/** 线索: the desk's list, newest request first. */
export const salesLeadList = {
  table: mktLead,
  id: mktLead.leadId,
  sortable: {
    leadId: mktLead.leadId,
    createTime: mktLead.createTime,
    lastRequestTime: mktLead.lastRequestTime,
    contactDue: mktLead.contactDue,
    nextStepDate: mktLead.nextStepDate,
    stage: mktLead.stage,
    name: mktLead.name,
    company: mktLead.company,
  },
  defaultOrder: [desc(mktLead.leadId)],
  filters: (filter: SalesLeadFilter): ListFilters => ({
    contains: [
      [mktLead.name, filter.name],
      [mktLead.phone, filter.phone],
      [mktLead.company, filter.company],
    ],
    equals: [
      [mktLead.stage, filter.stage],
      [mktLead.product, filter.product],
    ],
    days: [mktLead.createTime, filter],
    where: [
      filter.ownerId === undefined
        ? undefined
        : filter.ownerId === 0
          ? isNull(mktLead.ownerId)
          : eq(mktLead.ownerId, filter.ownerId),
      filter.overdue === '1' ? overdueAt(formatDateTime()) : undefined,
    ],
  }),
  select: (db: Database, where: SQL | undefined) =>
    db
      .select({
        leadId: mktLead.leadId,
        name: mktLead.name,
        phone: mktLead.phone,
        company: mktLead.company,
        email: mktLead.email,
        position: mktLead.position,
        remark: mktLead.remark,
        source: mktLead.source,
        product: mktLead.product,
        stage: mktLead.stage,
        ownerId: mktLead.ownerId,
        ownerName: owner.nickName,
        deptName: ownerDept.deptName,
        nextStepDate: sql<string | null>`to_char(${mktLead.nextStepDate}, 'YYYY-MM-DD')`,
        contactDue: mktLead.contactDue,
        firstContactTime: mktLead.firstContactTime,
        overdue: sql<boolean>`coalesce(${overdueAt(formatDateTime())}, false)`,
        requestCount: mktLead.requestCount,
        lastRequestTime: mktLead.lastRequestTime,
        createTime: mktLead.createTime,
        updateBy: mktLead.updateBy,
        updateTime: mktLead.updateTime,
      })
      .from(mktLead)
      .leftJoin(owner, eq(owner.userId, mktLead.ownerId))
      .leftJoin(ownerDept, eq(ownerDept.deptId, mktLead.deptId))
      .where(where)
      .$dynamic(),
};

export type LeadInsert = typeof mktLead.$inferInsert;
export type LeadRow = typeof mktLead.$inferSelect;

export async function insertSalesLead(db: Pick<Database, 'insert'>, values: LeadInsert): Promise<number> {
  const [row] = await db.insert(mktLead).values(values).returning({ leadId: mktLead.leadId });
  return row.leadId;
}

export async function leadById(db: Database, leadId: number): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(mktLead).where(eq(mktLead.leadId, leadId));
  return row;
}

export async function leadsByIds(db: Database, leadIds: readonly number[]): Promise<LeadRow[]> {
  if (leadIds.length === 0) return [];
  return db
    .select()
    .from(mktLead)
    .where(inArray(mktLead.leadId, [...leadIds]));
}

/**
 * The buyer's lead of the last days: the newest one whose phone, or e-mail (any case), is the
 * request's, and which last heard from the buyer at or after `since`.
 */
export async function findRecentLead(
  db: Database,
  buyer: { phone: string; email: string | null },
  since: string,
): Promise<LeadRow | undefined> {
  const same = buyer.email
    ? or(eq(mktLead.phone, buyer.phone), sql`lower(${mktLead.email}) = ${buyer.email.toLowerCase()}`)
    : eq(mktLead.phone, buyer.phone);
  const [row] = await db
    .select()
    .from(mktLead)
    .where(and(same, gte(sql`coalesce(${mktLead.lastRequestTime}, ${mktLead.createTime})`, since)))
    .orderBy(desc(mktLead.leadId))
    .limit(1);
  return row;
}

export async function updateLead(
  db: Pick<Database, 'update'>,
  leadIds: readonly number[],
  values: Partial<LeadInsert>,
): Promise<void> {
  if (leadIds.length === 0 || Object.keys(values).length === 0) return;
  await db
    .update(mktLead)
    .set(values)
    .where(inArray(mktLead.leadId, [...leadIds]));
}

/** A repeated request joins its lead: one more request, now. */
export async function countRequest(db: Pick<Database, 'update'>, leadId: number, now: string): Promise<void> {
  await db
    .update(mktLead)
    .set({ requestCount: sql`${mktLead.requestCount} + 1`, lastRequestTime: now })
    .where(eq(mktLead.leadId, leadId));
}

export type FollowUpInsert = typeof salesFollowUp.$inferInsert;

export async function insertFollowUp(db: Pick<Database, 'insert'>, values: FollowUpInsert): Promise<void> {
  await db.insert(salesFollowUp).values(values);
}

/** A lead's history, newest first. */
export function followUpsOf(db: Database, leadId: number) {
  return db
    .select({
      followUpId: salesFollowUp.followUpId,
      leadId: salesFollowUp.leadId,
      kind: salesFollowUp.kind,
      content: salesFollowUp.content,
      userName: salesFollowUp.userName,
      createTime: salesFollowUp.createTime,
    })
    .from(salesFollowUp)
    .where(eq(salesFollowUp.leadId, leadId))
    .orderBy(desc(salesFollowUp.createTime), desc(salesFollowUp.followUpId));
}

/** The owner the newest automatically assigned lead went to (the round robin's last turn). */
export async function lastAssignedOwner(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ ownerId: mktLead.ownerId })
    .from(mktLead)
    .where(sql`${mktLead.ownerId} IS NOT NULL`)
    .orderBy(desc(mktLead.leadId))
    .limit(1);
  return row?.ownerId ?? null;
}

/** Two leads of one buyer become one: the history and requests of `mergeId` join `keepId`. */
export async function mergeInto(
  db: Database,
  keepId: number,
  mergeId: number,
  merged: LeadRow,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(salesFollowUp).set({ leadId: keepId }).where(eq(salesFollowUp.leadId, mergeId));
    await tx
      .update(mktLead)
      .set({
        requestCount: sql`${mktLead.requestCount} + ${merged.requestCount}`,
        lastRequestTime: sql`greatest(${mktLead.lastRequestTime}, ${merged.lastRequestTime ?? merged.createTime})`,
        firstContactTime: sql`coalesce(least(${mktLead.firstContactTime}, ${merged.firstContactTime}), ${mktLead.firstContactTime}, ${merged.firstContactTime})`,
        company: sql`coalesce(${mktLead.company}, ${merged.company})`,
        email: sql`coalesce(${mktLead.email}, ${merged.email})`,
        position: sql`coalesce(${mktLead.position}, ${merged.position})`,
        product: sql`coalesce(${mktLead.product}, ${merged.product})`,
      })
      .where(eq(mktLead.leadId, keepId));
    await tx.delete(mktLead).where(eq(mktLead.leadId, mergeId));
  });
}

/** Deletes leads with their history; answers how many there were. */
export async function deleteLeads(db: Database, leadIds: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(salesFollowUp).where(inArray(salesFollowUp.leadId, leadIds));
    const gone = await tx
      .delete(mktLead)
      .where(inArray(mktLead.leadId, leadIds))
      .returning({ id: mktLead.leadId });
    return gone.length;
  });
}

/** The leads still waiting for their first contact (their deadline follows the calendar). */
export function waitingLeads(db: Database) {
  return db
    .select({ leadId: mktLead.leadId, createTime: mktLead.createTime })
    .from(mktLead)
    .where(
      and(isNull(mktLead.firstContactTime), eq(mktLead.stage, STAGE.new), isNull(mktLead.overdueNoticeTime)),
    );
}

/**
 * Claims the leads overdue at `now` whose people were not told yet, marking them told: each is
 * answered to one caller only, whichever replica runs the sweep.
 */
export async function claimOverdue(db: Database, now: string): Promise<LeadRow[]> {
  return db
    .update(mktLead)
    .set({ overdueNoticeTime: now })
    .where(and(overdueAt(now), isNull(mktLead.overdueNoticeTime)))
    .returning();
}

/** How many leads are overdue at `now` within a scope (the 首页 figure). */
export async function countOverdue(db: Database, now: string, scope?: SQL): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(mktLead)
    .where(and(overdueAt(now), scope));
  return Number(row?.value ?? 0);
}

/** The board's rows: every lead of the range within the scope, with what the figures need. */
export function boardRows(db: Database, where: SQL | undefined) {
  return db
    .select({
      leadId: mktLead.leadId,
      stage: mktLead.stage,
      ownerId: mktLead.ownerId,
      ownerName: owner.nickName,
      createTime: mktLead.createTime,
      firstContactTime: mktLead.firstContactTime,
      contactDue: mktLead.contactDue,
    })
    .from(mktLead)
    .leftJoin(owner, eq(owner.userId, mktLead.ownerId))
    .where(where)
    .orderBy(asc(mktLead.leadId));
}
