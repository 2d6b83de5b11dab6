import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../../common/datetime';
import { resourceKey } from '../../common/resource';
import { hasPermission } from '../../security/permission';
import { countOpenJobs } from '../marketing/job/repository';
import { countLeadsPerDaySince, countLeadsSince, latestLeads } from '../marketing/lead/repository';
import { countPublishedNews } from '../marketing/news/repository';
import { countFailedLoginsSince } from '../monitor/logininfor/repository';
import { overdueLeadsFor } from '../sales/lead/service';
import type { ScopedUser } from '../../security/data-scope';
import type { DashboardSummary } from './schema';

// the periods the dashboard counts in, on the process wall clock (`TZ`)

/** Trial requests per day are shown for this many days, today included. */
export const CHART_DAYS = 30;

function midnight(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** 00:00 today. */
export function startOfToday(now: Date): Date {
  return midnight(now);
}

/** 00:00 on Monday of the current week (weeks start on Monday, as in China). */
export function startOfWeek(now: Date): Date {
  const today = midnight(now);
  const sinceMonday = (today.getDay() + 6) % 7;
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - sinceMonday);
}

/** 00:00 on the first of the last `days` days, today being the last. */
export function startOfLastDays(now: Date, days: number): Date {
  const today = midnight(now);
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
}

/** `yyyy-MM-dd` of each of the last `days` days, oldest first. */
export function lastDays(now: Date, days: number): string[] {
  const first = startOfLastDays(now, days);
  return Array.from({ length: days }, (_, i) => {
    // build each day from the calendar (not by adding 24 h), so a DST change cannot skip a date
    const day = new Date(first.getFullYear(), first.getMonth(), first.getDate() + i);
    return formatDateTime(day).slice(0, 10);
  });
}

/** One count per day, zero for days without rows. */
export function countsPerDay(days: readonly string[], rows: ReadonlyArray<{ day: string; count: number }>) {
  const byDay = new Map(rows.map((row) => [row.day, row.count]));
  return days.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
}

/** How many of the newest trial requests are shown. */
const LATEST_LEADS = 5;

/** The list permission of a section's resource: `marketing:lead:list`. */
const listPermission = (key: Parameters<typeof resourceKey>[0]) => `${resourceKey(key).permission}:list`;

/** The sections of the dashboard and the list permission each one needs (the section's menu). */
export const SECTION_PERMISSIONS = {
  leads: listPermission('marketing/lead'),
  news: listPermission('marketing/news'),
  jobs: listPermission('marketing/job'),
  online: listPermission('monitor/online'),
  logins: listPermission('monitor/logininfor'),
  salesOverdue: listPermission('sales/lead'),
};

export type DashboardSection = keyof typeof SECTION_PERMISSIONS;

/** The sections a user may see: those whose list permission the user holds. */
export function visibleSections(permissions: readonly string[]): Set<DashboardSection> {
  const sections = Object.keys(SECTION_PERMISSIONS) as DashboardSection[];
  return new Set(sections.filter((section) => hasPermission(permissions, SECTION_PERMISSIONS[section])));
}

/** Gathers the figures of the visible sections only; nothing is read for the others. */
export async function dashboardSummary(
  app: FastifyInstance,
  permissions: readonly string[],
  now: Date = new Date(),
  user?: ScopedUser,
): Promise<DashboardSummary> {
  const sections = visibleSections(permissions);
  const { db } = app;
  const summary: DashboardSummary = {};
  const work: Array<Promise<void>> = [];
  if (sections.has('leads')) {
    work.push(
      (async () => {
        const [thisWeek, perDay, latest] = await Promise.all([
          countLeadsSince(db, startOfWeek(now)),
          countLeadsPerDaySince(db, startOfLastDays(now, CHART_DAYS)),
          latestLeads(db, LATEST_LEADS),
        ]);
        summary.newLeadsThisWeek = thisWeek;
        summary.leadsPerDay = countsPerDay(lastDays(now, CHART_DAYS), perDay);
        summary.latestLeads = latest;
      })(),
    );
  }
  if (sections.has('news')) work.push(countPublishedNews(db).then((n) => void (summary.publishedNews = n)));
  if (sections.has('jobs')) work.push(countOpenJobs(db).then((n) => void (summary.openJobs = n)));
  if (sections.has('online'))
    work.push(app.sessions.list().then((list) => void (summary.onlineUsers = list.length)));
  if (sections.has('logins')) {
    work.push(
      countFailedLoginsSince(db, startOfToday(now)).then((n) => void (summary.failedLoginsToday = n)),
    );
  }
  // the sales desk's overdue leads, within the user's data scope (docs/sales/leads.md)
  if (sections.has('salesOverdue') && user) {
    work.push(overdueLeadsFor(db, user, formatDateTime(now)).then((n) => void (summary.overdueLeads = n)));
  }
  await Promise.all(work);
  return summary;
}
