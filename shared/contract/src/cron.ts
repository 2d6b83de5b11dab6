import { Cron } from 'croner';

/**
 * `@dis/contract/cron`: Quartz cron expressions read by the one engine the jobs run on (croner),
 * for the server's scheduler and validation and for the console's cron builder preview alike, so
 * the preview can never promise a time the schedule will not keep (docs/monitor/job.md "One cron
 * engine").
 *
 * Six or seven fields (seconds first, optional year), `?`, `L`, `W`, `LW`, `#`, month and weekday
 * names, and Quartz's weekday numbers (1 = Sunday … 7 = Saturday).
 */

/** What is wrong with an expression, as the builder words it. */
export type CronProblem = 'fieldCount' | 'badField' | 'dayAndWeek';

/** The largest value of each field: second, minute, hour, day, month, weekday, year. */
const FIELD_MAX = [59, 59, 23, 31, 12, 7, 2099];

/**
 * The expression as croner reads it: Quartz's `start/step` (`0/10`) becomes `start-max/step`,
 * the same times; anything else is passed on unchanged.
 */
export function cronerPattern(expression: string): string {
  const fields = expression.trim().split(/\s+/);
  if (fields.length < 6 || fields.length > 7) throw new Error('a Quartz expression has 6 or 7 fields');
  return fields
    .map((field, index) =>
      field
        .split(',')
        .map((part) =>
          part.replace(
            /^(\d+)\/(\d+)$/,
            (_all, start: string, step: string) => `${start}-${FIELD_MAX[index]}/${step}`,
          ),
        )
        .join(','),
    )
    .join(' ');
}

/** croner's options for a Quartz expression: Quartz's weekday numbers (1 = Sunday). */
export const QUARTZ_OPTIONS = { alternativeWeekdays: true } as const;

function quartzCron(expression: string, timeZone?: string): Cron {
  return new Cron(cronerPattern(expression), {
    ...QUARTZ_OPTIONS,
    paused: true,
    ...(timeZone ? { timezone: timeZone } : {}),
  });
}

/**
 * Why the expression is refused, or null when it is a Quartz expression the engine runs. Quartz's
 * own rule comes first: exactly one of day-of-month and day-of-week is `?` (Quartz refuses both
 * given, and both left open).
 */
export function cronProblem(expression: string): CronProblem | null {
  const fields = expression.trim().split(/\s+/);
  if (expression.trim() === '' || fields.length < 6 || fields.length > 7) return 'fieldCount';
  if ([0, 1, 2, 4, 6].some((index) => fields[index] === '?')) return 'badField';
  if ((fields[3] === '?') === (fields[5] === '?')) return 'dayAndWeek';
  try {
    quartzCron(expression);
    return null;
  } catch {
    return 'badField';
  }
}

/** Whether the expression is one the jobs may be scheduled by. */
export function isValidCron(expression: string): boolean {
  return cronProblem(expression) === null;
}

/**
 * The next `count` fire times strictly after `from`, on the wall clock of `timeZone` (the server's
 * zone for the jobs; the process's own when none), as the engine reads the expression: none when it
 * cannot, fewer when it fires less often. Saving a job asks `cronProblem` first; a row stored before
 * that rule keeps firing as it always has.
 */
export function nextFireTimes(
  expression: string,
  count: number,
  from: Date = new Date(),
  timeZone?: string,
): Date[] {
  try {
    return quartzCron(expression, timeZone).nextRuns(count, from);
  } catch {
    return [];
  }
}

/** The next fire time after `from`, or null (invalid or never again). */
export function nextFireTime(expression: string, from: Date = new Date(), timeZone?: string): Date | null {
  return nextFireTimes(expression, 1, from, timeZone)[0] ?? null;
}
