import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { mktLead } from '../../../db/schema';
import { defineList } from '../../../common/list-query';
import type { PageQueryInput } from '../../../common/paging';
import type { Lead, LeadFilter } from './schema';

/** Newest requests first unless sorted otherwise. */
const leads = defineList({
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
  filters: (filter: LeadFilter) => ({
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
  select: (db, where) => db.select().from(mktLead).where(where).$dynamic(),
});

/** `GET /marketing/lead/list`: newest requests first unless sorted otherwise. */
export function listLeads(
  db: Database,
  query: LeadFilter & PageQueryInput,
): Promise<{ total: number; rows: Lead[] }> {
  return leads.page(db, query);
}

/** The rows an export writes, newest id first, `size` at a time below `beforeId`. */
export const leadsForExport = leads.exportBatches;

export const findLead: (db: Database, leadId: number) => Promise<Lead | undefined> = leads.find;

export async function recordFollowUp(
  db: Database,
  leadId: number,
  values: { status: string; followUp: string | null; updateBy: string; updateTime: string },
): Promise<void> {
  await db.update(mktLead).set(values).where(eq(mktLead.leadId, leadId));
}

export const deleteLeads = leads.deleteByIds;
