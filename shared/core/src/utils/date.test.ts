import { parseTime, wallClock } from './date';

describe('parseTime', () => {
  it('formats with the default pattern', () => {
    expect(parseTime(new Date(2026, 0, 5, 8, 3, 9))).toBe('2026-01-05 08:03:09');
  });

  it('treats a 10-digit number as seconds and 13 digits as milliseconds', () => {
    const d = new Date(2026, 10, 21, 12, 0, 0);
    expect(parseTime(Math.floor(d.getTime() / 1000))).toBe('2026-11-21 12:00:00');
    expect(parseTime(d.getTime())).toBe('2026-11-21 12:00:00');
    expect(parseTime(String(d.getTime()))).toBe('2026-11-21 12:00:00');
  });

  it('reads the wire format and renders weekdays in Chinese', () => {
    expect(parseTime('2026-11-22 09:30:00', '{y}/{m}/{d} 周{a}')).toBe('2026/11/22 周日');
  });

  it('returns empty for empty input and the input for garbage', () => {
    expect(parseTime(null)).toBe('');
    expect(parseTime('')).toBe('');
    expect(parseTime('not a date')).toBe('not a date');
  });
});

describe('times on the server’s clock (docs/product.md §9 "One clock")', () => {
  // the tests run at UTC; the server is in Shanghai (UTC+8)
  it('shows a moment in the server’s zone, a wire text as it is', () => {
    expect(parseTime(1_700_000_000_000, undefined, 'Asia/Shanghai')).toBe('2023-11-15 06:13:20');
    expect(parseTime(new Date('2026-01-01T20:05:00Z'), '{y}-{m}-{d} {h}:{i} 星期{a}', 'Asia/Shanghai')).toBe(
      '2026-01-02 04:05 星期五',
    );
    expect(parseTime('2026-01-01 20:05:00', undefined, 'Asia/Shanghai')).toBe('2026-01-01 20:05:00');
  });

  it('reads the wall clock of a moment in a zone', () => {
    expect(wallClock(new Date('2026-01-01T16:30:00Z'), 'Asia/Shanghai')).toEqual({
      y: 2026,
      m: 1,
      d: 2,
      h: 0,
      i: 30,
      s: 0,
      a: 5,
    });
  });

  it('falls back to the browser’s clock for an unknown zone', () => {
    expect(parseTime(1_700_000_000_000, undefined, 'Nowhere/Land')).toBe(parseTime(1_700_000_000_000));
  });
});
