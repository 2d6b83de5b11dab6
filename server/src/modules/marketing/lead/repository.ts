import { and, desc, eq, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { mktLead } from '../../../db/schema';
import {
  dayRangeConditions,
  likeContains,
  resolveOrderBy,
  resolvePage,
  type PageQueryInput,
} from '../../../common/paging';
import type { Lead, LeadFilter } from './schema';

const LEAD_ORDER = {
  leadId: mktLead.leadId,
  name: mktLead.name,
  company: mktLead.company,
  status: mktLead.status,
  source: mktLead.source,
  createTime: mktLead.createTime,
  updateTime: mktLead.updateTime,
};

function filterConditions(filter: LeadFilter): SQL[] {
  const conditions: SQL[] = [];
  for (const [column, value] of [
    [mktLead.name, filter.name],
    [mktLead.phone, filter.phone],
    [mktLead.company, filter.company],
  ] as const) {
    const text = value?.trim();
    if (text) conditions.push(ilike(column, likeContains(text)));
  }
  if (filter.status) conditions.push(eq(mktLead.status, filter.status));
  if (filter.source) conditions.push(eq(mktLead.source, filter.source));
  conditions.push(
    ...dayRangeConditions(mktLead.createTime, filter['params[beginTime]'], filter['params[endTime]']),
  );
  return conditions;
}

/** `GET /marketing/lead/list`: newest requests first unless sorted otherwise. */
export async function listLeads(
  db: Database,
  query: LeadFilter & PageQueryInput,
): Promise<{ total: number; rows: Lead[] }> {
  const orderBy = resolveOrderBy(query, LEAD_ORDER);
  const where = and(...filterConditions(query));
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(mktLead)
    .where(where);
  const page = resolvePage(query, total);
  const rows = await db
    .select()
    .from(mktLead)
    .where(where)
    .orderBy(...(orderBy ? [orderBy, desc(mktLead.leadId)] : [desc(mktLead.leadId)]))
    .limit(page.pageSize)
    .offset(page.offset);
  return { total, rows };
}

export function leadsForExport(db: Database, filter: LeadFilter) {
  const conditions = filterConditions(filter);
  return (beforeId: number | undefined, size: number): Promise<Lead[]> =>
    db
      .select()
      .from(mktLead)
      .where(and(...conditions, ...(beforeId === undefined ? [] : [lt(mktLead.leadId, beforeId)])))
      .orderBy(desc(mktLead.leadId))
      .limit(size);
}

export async function findLead(db: Database, leadId: number): Promise<Lead | undefined> {
  const [row] = await db.select().from(mktLead).where(eq(mktLead.leadId, leadId)).limit(1);
  return row;
}

export async function recordFollowUp(
  db: Database,
  leadId: number,
  values: { status: string; followUp: string | null; updateBy: string; updateTime: string },
): Promise<void> {
  await db.update(mktLead).set(values).where(eq(mktLead.leadId, leadId));
}

export async function deleteLeads(db: Database, ids: number[]): Promise<number> {
  const removed = await db
    .delete(mktLead)
    .where(inArray(mktLead.leadId, ids))
    .returning({ leadId: mktLead.leadId });
  return removed.length;
}
