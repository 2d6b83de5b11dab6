import { Cron } from 'croner';

/**
 * Quartz cron expressions on croner: six or seven fields (seconds first, optional year), `?`,
 * `L`, `W`, `#`, and Quartz's weekday numbers (1 = Sunday … 7 = Saturday). See docs/monitor/job.md.
 */
const OPTIONS = { alternativeWeekdays: true, paused: true } as const;

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

function quartzCron(expression: string): Cron {
  return new Cron(cronerPattern(expression), OPTIONS);
}

/** Whether croner reads the expression the Quartz way. */
export function isValidCron(expression: string): boolean {
  try {
    quartzCron(expression);
    return true;
  } catch {
    return false;
  }
}

/** The next fire time after `from`, or null (invalid or never again). */
export function nextFireTime(expression: string, from: Date = new Date()): Date | null {
  try {
    return quartzCron(expression).nextRun(from);
  } catch {
    return null;
  }
}

/** The next `count` fire times after `from`. */
export function nextFireTimes(expression: string, count: number, from: Date = new Date()): Date[] {
  try {
    return quartzCron(expression).nextRuns(count, from);
  } catch {
    return [];
  }
}
