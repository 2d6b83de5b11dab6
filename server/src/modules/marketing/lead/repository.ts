import type { LeadFilter } from '@dis/contract';
import { count, desc, gte, sql, type SQL } from 'drizzle-orm';
import { formatDateTime } from '../../../common/datetime';
import type { ListFilters } from '../../../common/list-query';
import type { Database } from '../../../db/connection';
import { mktLead } from '../../../db/schema';

/** The staff list of trial requests: newest first unless sorted otherwise. */
export const leadList = {
  table: mktLead,
  id: mktLead.leadId,
  sortable: {
    leadId: mktLead.leadId,
    name: mktLead.name,
    company: mktLead.company,
    status: mktLead.status,
    source: mktLead.source,
    createTime: mktLead.createTime,
    updateTime: mktLead.updateTime,
  },
  filters: (filter: LeadFilter): ListFilters => ({
    contains: [
      [mktLead.name, filter.name],
      [mktLead.phone, filter.phone],
      [mktLead.company, filter.company],
    ],
    equals: [
      [mktLead.status, filter.status],
      [mktLead.source, filter.source],
    ],
    days: [mktLead.createTime, filter],
  }),
  select: (db: Database, where: SQL | undefined) => db.select().from(mktLead).where(where).$dynamic(),
};

/** The dashboard's figure: requests since `since`. */
export async function countLeadsSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(mktLead)
    .where(gte(mktLead.createTime, formatDateTime(since)));
  return Number(row?.value ?? 0);
}

/** Trial requests per calendar day since `since`, days without requests left out. */
export async function countLeadsPerDaySince(
  db: Database,
  since: Date,
): Promise<Array<{ day: string; count: number }>> {
  const day = sql<string>`to_char(${mktLead.createTime}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, count: count() })
    .from(mktLead)
    .where(gte(mktLead.createTime, formatDateTime(since)))
    .groupBy(day);
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/** The newest requests, newest first. */
export function latestLeads(db: Database, limit: number) {
  return db
    .select({
      leadId: mktLead.leadId,
      name: mktLead.name,
      company: mktLead.company,
      createTime: mktLead.createTime,
      status: mktLead.status,
    })
    .from(mktLead)
    .orderBy(desc(mktLead.createTime), desc(mktLead.leadId))
    .limit(limit);
}
