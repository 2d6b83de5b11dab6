import type { SalesBoard } from '@dis/contract';
import { SALES_STAGES } from '@dis/contract';
import { median, wallMs, wallText, workingHoursBetween, type WorkingCalendar } from '../calendar/service';

/** What the board needs of a lead. */
export interface BoardLead {
  stage: string;
  ownerId: number | null;
  ownerName: string | null;
  createTime: string | null;
  firstContactTime: string | null;
  contactDue: string | null;
}

/** The Monday of the week of a wall-clock time, `yyyy-MM-dd`. */
export function weekOf(time: string): string {
  const ms = wallMs(time.slice(0, 10));
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return wallText(ms - weekday * 24 * 60 * 60 * 1000).slice(0, 10);
}

const round = (value: number | null, digits = 2) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * 销售看板 (docs/sales/board.md): the funnel by stage (a lead counts in its current stage), the
 * leads of each week by stage, conversion (won of the decided: won / (won + lost)) and the median
 * working hours from the request to the first contact — for all and per owner.
 */
export function boardOf(leads: readonly BoardLead[], calendar: WorkingCalendar, now: string): SalesBoard {
  const figures = (rows: readonly BoardLead[]) => {
    const won = rows.filter((lead) => lead.stage === '4').length;
    const lost = rows.filter((lead) => lead.stage === '5').length;
    const hours = rows
      .filter((lead) => lead.createTime && lead.firstContactTime)
      .map((lead) => workingHoursBetween(lead.createTime!, lead.firstContactTime!, calendar));
    const overdue = rows.filter(
      (lead) =>
        !lead.firstContactTime && lead.stage === '0' && lead.contactDue !== null && lead.contactDue <= now,
    ).length;
    return {
      won,
      lost,
      overdue,
      contacted: rows.filter((lead) => lead.firstContactTime).length,
      conversion: won + lost > 0 ? round(won / (won + lost), 4) : null,
      medianFirstContactHours: round(median(hours)),
    };
  };
  const weeks = new Map<string, Record<string, number>>();
  for (const lead of leads) {
    if (!lead.createTime) continue;
    const week = weekOf(lead.createTime);
    const stages = weeks.get(week) ?? Object.fromEntries(SALES_STAGES.map((stage) => [stage, 0]));
    stages[lead.stage] = (stages[lead.stage] ?? 0) + 1;
    weeks.set(week, stages);
  }
  const byOwner = new Map<number | null, BoardLead[]>();
  for (const lead of leads) byOwner.set(lead.ownerId, [...(byOwner.get(lead.ownerId) ?? []), lead]);
  const all = figures(leads);
  return {
    total: leads.length,
    funnel: SALES_STAGES.map((stage) => ({
      stage,
      count: leads.filter((lead) => lead.stage === stage).length,
    })),
    weeks: [...weeks.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([week, stages]) => ({ week, stages })),
    conversion: all.conversion,
    medianFirstContactHours: all.medianFirstContactHours,
    overdue: all.overdue,
    owners: [...byOwner.entries()]
      .map(([ownerId, rows]) => {
        const { won, lost, overdue, contacted, conversion, medianFirstContactHours } = figures(rows);
        return {
          ownerId,
          ownerName: rows[0].ownerName,
          leads: rows.length,
          contacted,
          won,
          lost,
          overdue,
          conversion,
          medianFirstContactHours,
        };
      })
      .sort((a, b) => b.leads - a.leads),
  };
}
