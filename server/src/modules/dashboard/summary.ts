import type { FastifyInstance } from 'fastify';
import { hasPermission } from '../../security/permission';
import { CHART_DAYS, countsPerDay, lastDays, startOfLastDays, startOfToday, startOfWeek } from './periods';
import {
  countFailedLoginsSince,
  countLeadsPerDaySince,
  countLeadsSince,
  countOpenJobs,
  countPublishedNews,
  latestLeads,
} from './repository';
import type { DashboardSummary } from './schema';

/** The sections of the dashboard and the list permission each one needs (the section's menu). */
export const SECTION_PERMISSIONS = {
  leads: 'marketing:lead:list',
  news: 'marketing:news:list',
  jobs: 'marketing:job:list',
  online: 'monitor:online:list',
  logins: 'monitor:logininfor:list',
} as const;

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
          latestLeads(db),
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
  await Promise.all(work);
  return summary;
}
