import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { formatDateTime } from '../../common/datetime';
import type { Database } from '../../db/connection';
import { mktJob, mktLead, mktNews, sysLogininfor } from '../../db/schema';
import { LoginStatus } from '../monitor/logininfor/repository';
import type { LatestLead } from './schema';

const PUBLISHED = '0';
const OPEN = '0';
const LATEST_LEADS = 5;

async function countOf(rows: Promise<Array<{ value: number }>>): Promise<number> {
  return Number((await rows)[0]?.value ?? 0);
}

export function countLeadsSince(db: Database, since: Date): Promise<number> {
  return countOf(
    db
      .select({ value: count() })
      .from(mktLead)
      .where(gte(mktLead.createTime, formatDateTime(since))),
  );
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

export async function latestLeads(db: Database): Promise<LatestLead[]> {
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
    .limit(LATEST_LEADS);
}

export function countPublishedNews(db: Database): Promise<number> {
  return countOf(db.select({ value: count() }).from(mktNews).where(eq(mktNews.status, PUBLISHED)));
}

export function countOpenJobs(db: Database): Promise<number> {
  return countOf(db.select({ value: count() }).from(mktJob).where(eq(mktJob.status, OPEN)));
}

export function countFailedLoginsSince(db: Database, since: Date): Promise<number> {
  return countOf(
    db
      .select({ value: count() })
      .from(sysLogininfor)
      .where(
        and(
          eq(sysLogininfor.status, LoginStatus.failure),
          gte(sysLogininfor.loginTime, formatDateTime(since)),
        ),
      ),
  );
}
