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
