import type { SQL } from 'drizzle-orm';
import type { ListFilters } from '../../../common/list-query';
import type { Database } from '../../../db/connection';
import { mktLead } from '../../../db/schema';
import type { LeadFilter } from './schema';

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
