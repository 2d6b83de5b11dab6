import {
  addWorkingTime,
  isRealDay,
  isWorkingDay,
  median,
  missingYears,
  workingHoursBetween,
  yearCoverage,
  type WorkingCalendar,
} from './service';

// 2026: 10月1日–7日 国庆 (holiday), 10月10日 (Saturday) 调休上班
const calendar: WorkingCalendar = {
  days: new Map([
    ...['01', '02', '03', '04', '05', '06', '07'].map((d) => [`2026-10-${d}`, '1'] as const),
    ['2026-10-10', '0'],
  ]),
};

describe('working days', () => {
  it('knows weekends, holidays and make-up working days', () => {
    expect(isWorkingDay('2026-09-30', calendar)).toBe(true); // Wednesday
    expect(isWorkingDay('2026-10-05', calendar)).toBe(false); // a Monday of the holiday
    expect(isWorkingDay('2026-10-10', calendar)).toBe(true); // the make-up Saturday
    expect(isWorkingDay('2026-10-11', calendar)).toBe(false); // Sunday
    expect(isRealDay('2026-02-29')).toBe(false);
    expect(isRealDay('2028-02-29')).toBe(true);
  });

  it('is due one working day later, counting only working time', () => {
    expect(addWorkingTime('2026-09-28 09:00:00', calendar)).toBe('2026-09-29 09:00:00');
    // Wednesday afternoon before the holiday: the rest of Wednesday, then Thursday after it
    expect(addWorkingTime('2026-09-30 15:00:00', calendar)).toBe('2026-10-08 15:00:00');
    // a request during the holiday waits for the first working day to end
    expect(addWorkingTime('2026-10-03 11:00:00', calendar)).toBe('2026-10-09 00:00:00');
    // Friday afternoon after it: the make-up Saturday, not Monday
    expect(addWorkingTime('2026-10-09 16:30:00', calendar)).toBe('2026-10-10 16:30:00');
    // Friday afternoon: Monday afternoon
    expect(addWorkingTime('2026-09-25 16:30:00', { days: new Map() })).toBe('2026-09-28 16:30:00');
  });

  it('counts working hours between two moments, and takes medians', () => {
    expect(workingHoursBetween('2026-09-30 15:00:00', '2026-10-08 03:00:00', calendar)).toBe(12);
    expect(workingHoursBetween('2026-10-02 00:00:00', '2026-10-03 00:00:00', calendar)).toBe(0);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('a year not yet entered', () => {
  // 2027 as seeded: its statutory holidays only, no make-up working day yet
  const seeded: WorkingCalendar = {
    days: new Map([
      ...calendar.days,
      ['2027-01-01', '1'],
      ...['05', '06', '07', '08'].map((d) => [`2027-02-${d}`, '1'] as const),
      ['2027-10-01', '1'],
    ]),
  };

  it('counts a year as entered once it lists a make-up working day', () => {
    expect(yearCoverage(seeded, 2026)).toEqual({ year: 2026, holidays: 7, makeUpDays: 1, entered: true });
    expect(yearCoverage(seeded, 2027)).toEqual({ year: 2027, holidays: 6, makeUpDays: 0, entered: false });
    expect(yearCoverage(seeded, 2028)).toEqual({ year: 2028, holidays: 0, makeUpDays: 0, entered: false });
  });

  it('warns of this year when missing, and of next year from October on', () => {
    expect(missingYears(seeded, '2026-09-30 23:59:59')).toEqual([]);
    expect(missingYears(seeded, '2026-10-01 00:00:00').map((one) => one.year)).toEqual([2027]);
    expect(missingYears(seeded, '2026-12-07 10:00:00').map((one) => one.year)).toEqual([2027]);
    expect(missingYears(seeded, '2027-03-01 10:00:00').map((one) => one.year)).toEqual([2027]);
    expect(missingYears(seeded, '2027-11-01 10:00:00').map((one) => one.year)).toEqual([2027, 2028]);
    const entered: WorkingCalendar = { days: new Map([...seeded.days, ['2027-02-20', '0']]) };
    expect(missingYears(entered, '2026-12-07 10:00:00')).toEqual([]);
  });

  it('falls back to weekends (and the days listed) in such a year', () => {
    // 2027-02-09, a Tuesday after the statutory Spring Festival days: a working day until entered
    expect(addWorkingTime('2027-02-04 10:00:00', seeded)).toBe('2027-02-09 10:00:00');
    // no calendar at all: Monday to Friday
    expect(addWorkingTime('2027-02-05 10:00:00', { days: new Map() })).toBe('2027-02-08 10:00:00');
  });
});
