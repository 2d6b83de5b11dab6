import {
  buildExpression,
  CRON_FIELDS,
  defaultFieldState,
  DEFAULT_PARTS,
  fieldText,
  parseFieldState,
  splitExpression,
  withField,
  type CronField,
} from './cronFields';
import { atWallClock, daysOfMonth, nextRuns, parseCron } from './cronSchedule';

const YEAR = 2026;
const roundTrip = (field: CronField, text: string) =>
  fieldText(field, parseFieldState(field, text, YEAR), YEAR);

describe('crontab tabs: parse ⇄ build round trips', () => {
  it.each([
    ['second', ['*', '5-10', '0/15', '0,5,30']],
    ['minute', ['*', '0-30', '10/5', '1,2,59']],
    ['hour', ['*', '8-18', '0/2', '9,12']],
    ['day', ['*', '?', '1-15', '1/2', '15W', 'L', '1,15,31']],
    ['month', ['*', '1-6', '1/3', '3,6,9,12']],
    ['week', ['*', '?', '2-6', '2#1', '6L', '1,7']],
    ['year', ['', '*', '2026-2030', '2026/2', '2026,2028']],
  ] as Array<[CronField, string[]]>)('%s', (field, texts) => {
    for (const text of texts) expect(roundTrip(field, text)).toBe(text);
  });

  it('reads each pattern into the right option', () => {
    expect(parseFieldState('day', '15W', YEAR)).toMatchObject({ mode: 'workday', single: 15 });
    expect(parseFieldState('week', '2#3', YEAR)).toMatchObject({ mode: 'nth', single: 2, nth: 3 });
    expect(parseFieldState('week', '6L', YEAR)).toMatchObject({ mode: 'last', single: 6 });
    expect(parseFieldState('second', '*/10', YEAR)).toMatchObject({ mode: 'step', step: [0, 10] });
    expect(parseFieldState('year', '', YEAR).mode).toBe('omit');
  });

  it('keeps numbers inside each option’s rules (checkNumber)', () => {
    const s = defaultFieldState('second', YEAR);
    expect(fieldText('second', { ...s, mode: 'cycle', cycle: [70, 3] }, YEAR)).toBe('58-59');
    expect(fieldText('second', { ...s, mode: 'step', step: [50, 30] }, YEAR)).toBe('50/9');
    expect(fieldText('day', { ...defaultFieldState('day', YEAR), mode: 'workday', single: 40 }, YEAR)).toBe(
      '31W',
    );
    expect(
      fieldText('week', { ...defaultFieldState('week', YEAR), mode: 'nth', single: 9, nth: 7 }, YEAR),
    ).toBe('7#4');
    expect(fieldText('minute', { ...s, mode: 'list', list: [] }, YEAR)).toBe('*');
  });

  it('defaults to * * * * * ? and omits an empty year; a year makes 7 fields', () => {
    const parts = Object.fromEntries(
      CRON_FIELDS.map((f) => [f, fieldText(f, defaultFieldState(f, YEAR), YEAR)]),
    );
    expect(parts).toEqual(DEFAULT_PARTS);
    expect(buildExpression(DEFAULT_PARTS)).toBe('* * * * * ?');
    expect(buildExpression({ ...DEFAULT_PARTS, year: '2027' })).toBe('* * * * * ? 2027');
    expect(splitExpression('0 0 2 1 * ? 2027')).toEqual({
      second: '0',
      minute: '0',
      hour: '2',
      day: '1',
      month: '*',
      week: '?',
      year: '2027',
    });
    expect(splitExpression('bad')).toEqual(DEFAULT_PARTS);
  });

  it('a day other than 不指定 clears the weekday, and the other way round', () => {
    expect(withField(DEFAULT_PARTS, 'week', '2-6')).toMatchObject({ day: '?', week: '2-6' });
    expect(withField({ ...DEFAULT_PARTS, day: '?', week: '2' }, 'day', 'L')).toMatchObject({
      day: 'L',
      week: '?',
    });
    expect(withField(DEFAULT_PARTS, 'day', '?')).toMatchObject({ day: '?', week: '?' });
  });
});

describe('next run times in the server’s zone', () => {
  const parsed = (expression: string) => {
    const result = parseCron(expression);
    if (!result.ok) throw new Error(result.problem);
    return result.cron;
  };

  it('fires at the server’s wall-clock hour, whatever the browser’s zone', () => {
    // 02:00 UTC is 10:00 in Shanghai: the next 09:00 there is the next day, 01:00 UTC
    expect(
      nextRuns(parsed('0 0 9 * * ?'), new Date('2026-01-01T02:00:00Z'), 2, 'Asia/Shanghai').map((d) =>
        d.toISOString(),
      ),
    ).toEqual(['2026-01-02T01:00:00.000Z', '2026-01-03T01:00:00.000Z']);
  });

  it('finds the moment a wall clock shows in a zone, none for a time summer time skips', () => {
    expect(atWallClock({ y: 2026, m: 1, d: 2, h: 0, i: 30, s: 0 }, 'Asia/Shanghai')?.toISOString()).toBe(
      '2026-01-01T16:30:00.000Z',
    );
    expect(atWallClock({ y: 2026, m: 3, d: 8, h: 2, i: 30, s: 0 }, 'America/New_York')).toBeNull();
    expect(atWallClock({ y: 2026, m: 11, d: 1, h: 1, i: 30, s: 0 }, 'America/New_York')).not.toBeNull();
  });

  it('skips a time the server’s zone jumps over when summer time starts', () => {
    // New York has no 02:30 on 8 March 2026
    expect(
      nextRuns(parsed('0 30 2 * * ?'), new Date('2026-03-07T12:00:00Z'), 2, 'America/New_York').map((d) =>
        d.toISOString(),
      ),
    ).toEqual(['2026-03-09T06:30:00.000Z', '2026-03-10T06:30:00.000Z']);
  });
});

describe('next run times', () => {
  const from = new Date(2026, 0, 1, 0, 0, 0); // Thursday 1 January 2026
  const runs = (expression: string, count = 5) => {
    const parsed = parseCron(expression);
    if (!parsed.ok) throw new Error(parsed.problem);
    return nextRuns(parsed.cron, from, count).map((d) => d.toString());
  };
  const at = (...args: [number, number, number, number?, number?, number?]) => {
    const [y, m, d, h = 0, i = 0, s = 0] = args;
    return new Date(y, m - 1, d, h, i, s).toString();
  };

  it('every 10 seconds, and daily at 2 o’clock', () => {
    expect(runs('0/10 * * * * ?', 3)).toEqual([
      at(2026, 1, 1, 0, 0, 10),
      at(2026, 1, 1, 0, 0, 20),
      at(2026, 1, 1, 0, 0, 30),
    ]);
    expect(runs('0 0 2 * * ?', 2)).toEqual([at(2026, 1, 1, 2), at(2026, 1, 2, 2)]);
  });

  it('last day of the month, nearest weekday, weekdays 2-6', () => {
    expect(runs('0 0 0 L * ?', 3)).toEqual([at(2026, 1, 31), at(2026, 2, 28), at(2026, 3, 31)]);
    // 1 Feb 2026 is a Sunday: the nearest weekday to the 1st is Monday the 2nd
    expect(runs('0 0 9 1W * ?', 2)).toEqual([at(2026, 1, 1, 9), at(2026, 2, 2, 9)]);
    expect(runs('0 0 9 ? * 2-6', 3)).toEqual([at(2026, 1, 1, 9), at(2026, 1, 2, 9), at(2026, 1, 5, 9)]);
    expect(runs('0 0 9 ? * MON-FRI', 1)).toEqual([at(2026, 1, 1, 9)]);
  });

  it('second Monday (2#2) and last Friday (6L) of each month', () => {
    expect(runs('0 0 10 ? * 2#2', 2)).toEqual([at(2026, 1, 12, 10), at(2026, 2, 9, 10)]);
    expect(runs('0 0 10 ? * 6L', 2)).toEqual([at(2026, 1, 30, 10), at(2026, 2, 27, 10)]);
    expect(daysOfMonth({ day: { kind: 'any' }, week: { kind: 'nth', weekday: 2, nth: 5 } }, 2026, 2)).toEqual(
      [],
    );
  });

  it('29 February only in leap years; a year field limits the search; none after 2099', () => {
    expect(runs('0 0 0 29 2 ?', 2)).toEqual([at(2028, 2, 29), at(2032, 2, 29)]);
    expect(runs('0 0 0 1 1 ? 2027-2028')).toEqual([at(2027, 1, 1), at(2028, 1, 1)]);
    expect(runs('0 0 0 1 1 ? 2020')).toEqual([]);
  });

  it('refuses malformed expressions and day-of-month with day-of-week', () => {
    expect(parseCron('* * * * *')).toEqual({ ok: false, problem: 'fieldCount' });
    expect(parseCron('60 * * * * ?')).toEqual({ ok: false, problem: 'badField' });
    expect(parseCron('* * * 1 * 2')).toEqual({ ok: false, problem: 'dayAndWeek' });
    expect(parseCron('* * * ? * ?')).toEqual({ ok: false, problem: 'dayAndWeek' });
    expect(parseCron('0 0 0 32 * ?')).toEqual({ ok: false, problem: 'badField' });
    expect(parseCron('0 0 22-2 * * ?').ok).toBe(true);
  });
});
