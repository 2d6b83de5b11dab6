import {
  addWorkingTime,
  isRealDay,
  isWorkingDay,
  median,
  workingHoursBetween,
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
