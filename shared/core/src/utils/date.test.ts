import { parseTime } from './date';

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
