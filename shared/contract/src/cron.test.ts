import { cronProblem, nextFireTime, nextFireTimes } from './cron';

// One engine for the schedule and the builder's preview (docs/monitor/job.md "One cron engine").

describe('which expressions a job may be saved with', () => {
  it('refuses malformed expressions, and day-of-month given together with day-of-week', () => {
    expect(cronProblem('* * * * *')).toBe('fieldCount');
    expect(cronProblem('')).toBe('fieldCount');
    expect(cronProblem('60 * * * * ?')).toBe('badField');
    expect(cronProblem('0 0 0 32 * ?')).toBe('badField');
    expect(cronProblem('? * * * * ?')).toBe('badField');
    expect(cronProblem('* * * 1 * 2')).toBe('dayAndWeek');
    expect(cronProblem('* * * ? * ?')).toBe('dayAndWeek');
    // the engine has no wrapping range: the preview says so rather than promise times it will not keep
    expect(cronProblem('0 0 22-2 * * ?')).toBe('badField');
    expect(cronProblem('0/10 * * * * ?')).toBeNull();
    expect(cronProblem('0 0 10 ? * 6L')).toBeNull();
  });
});

describe('next run times', () => {
  const from = new Date(2026, 0, 1, 0, 0, 0); // Thursday 1 January 2026
  const runs = (expression: string, count = 5) =>
    nextFireTimes(expression, count, from).map((d) => d.toString());
  const at = (...args: [number, number, number, number?, number?, number?]) => {
    const [y, m, d, h = 0, i = 0, s = 0] = args;
    return new Date(y, m - 1, d, h, i, s).toString();
  };

  it('every 10 seconds (Quartz start/step), and daily at 2 o’clock', () => {
    expect(runs('0/10 * * * * ?', 3)).toEqual([
      at(2026, 1, 1, 0, 0, 10),
      at(2026, 1, 1, 0, 0, 20),
      at(2026, 1, 1, 0, 0, 30),
    ]);
    expect(runs('0 0 2 * * ?', 2)).toEqual([at(2026, 1, 1, 2), at(2026, 1, 2, 2)]);
  });

  it('last day of the month, nearest weekday, weekdays 2-6 in Quartz numbers and by name', () => {
    expect(runs('0 0 0 L * ?', 3)).toEqual([at(2026, 1, 31), at(2026, 2, 28), at(2026, 3, 31)]);
    // 1 Feb 2026 is a Sunday: the nearest weekday to the 1st is Monday the 2nd
    expect(runs('0 0 9 1W * ?', 2)).toEqual([at(2026, 1, 1, 9), at(2026, 2, 2, 9)]);
    // 31 Jan 2026 is a Saturday: the last weekday is Friday the 30th
    expect(runs('0 0 0 LW * ?', 1)).toEqual([at(2026, 1, 30)]);
    expect(runs('0 0 9 ? * 2-6', 3)).toEqual([at(2026, 1, 1, 9), at(2026, 1, 2, 9), at(2026, 1, 5, 9)]);
    expect(runs('0 0 9 ? * MON-FRI', 1)).toEqual([at(2026, 1, 1, 9)]);
  });

  it('second Monday (2#2) and last Friday (6L) of each month', () => {
    expect(runs('0 0 10 ? * 2#2', 2)).toEqual([at(2026, 1, 12, 10), at(2026, 2, 9, 10)]);
    expect(runs('0 0 10 ? * 6L', 2)).toEqual([at(2026, 1, 30, 10), at(2026, 2, 27, 10)]);
  });

  it('29 February only in leap years; a year field limits the search; nothing for a past year', () => {
    expect(runs('0 0 0 29 2 ?', 2)).toEqual([at(2028, 2, 29), at(2032, 2, 29)]);
    expect(runs('0 0 0 1 1 ? 2027-2028')).toEqual([at(2027, 1, 1), at(2028, 1, 1)]);
    expect(runs('0 0 0 1 1 ? 2020')).toEqual([]);
    expect(runs('0 0 0 30 2 ?')).toEqual([]);
    expect(nextFireTime('not a cron', from)).toBeNull();
  });

  it('fires at the wall-clock hour of the zone asked for, whatever the process’s zone', () => {
    // 02:00 UTC is 10:00 in Shanghai: the next 09:00 there is the next day, 01:00 UTC
    expect(
      nextFireTimes('0 0 9 * * ?', 2, new Date('2026-01-01T02:00:00Z'), 'Asia/Shanghai').map((d) =>
        d.toISOString(),
      ),
    ).toEqual(['2026-01-02T01:00:00.000Z', '2026-01-03T01:00:00.000Z']);
  });
});
