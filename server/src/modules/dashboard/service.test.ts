import {
  countsPerDay,
  lastDays,
  startOfLastDays,
  startOfToday,
  startOfWeek,
  visibleSections,
} from './service';

const at = (text: string) => new Date(text);

describe('dashboard periods', () => {
  it('starts today at midnight and the week on Monday', () => {
    expect(startOfToday(at('2025-05-14T15:30:00'))).toEqual(at('2025-05-14T00:00:00'));
    // Wednesday → Monday of the same week
    expect(startOfWeek(at('2025-05-14T15:30:00'))).toEqual(at('2025-05-12T00:00:00'));
    // Monday itself
    expect(startOfWeek(at('2025-05-12T08:00:00'))).toEqual(at('2025-05-12T00:00:00'));
    // Sunday belongs to the week that began six days before
    expect(startOfWeek(at('2025-05-18T23:59:59'))).toEqual(at('2025-05-12T00:00:00'));
    // across a month end
    expect(startOfWeek(at('2025-06-01T10:00:00'))).toEqual(at('2025-05-26T00:00:00'));
  });

  it('lists the last 30 days oldest first, today last', () => {
    const days = lastDays(at('2025-03-02T09:00:00'), 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2025-02-01');
    expect(days[27]).toBe('2025-02-28');
    expect(days[29]).toBe('2025-03-02');
    expect(startOfLastDays(at('2025-03-02T09:00:00'), 30)).toEqual(at('2025-02-01T00:00:00'));
  });

  it('fills days without requests with zero', () => {
    const days = ['2025-05-01', '2025-05-02', '2025-05-03'];
    expect(
      countsPerDay(days, [
        { day: '2025-05-02', count: 4 },
        { day: '2025-04-30', count: 9 },
      ]),
    ).toEqual([
      { date: '2025-05-01', count: 0 },
      { date: '2025-05-02', count: 4 },
      { date: '2025-05-03', count: 0 },
    ]);
  });
});

describe('visibleSections', () => {
  it('shows every section to the holder of *:*:*', () => {
    expect([...visibleSections(['*:*:*'])].sort()).toEqual([
      'jobs',
      'leads',
      'logins',
      'news',
      'online',
      'salesOverdue',
    ]);
  });

  it('shows a section only with its list permission', () => {
    expect(
      [
        ...visibleSections([
          'marketing:lead:list',
          'monitor:online:list',
          'marketing:news:query',
          'sales:lead:list',
        ]),
      ].sort(),
    ).toEqual(['leads', 'online', 'salesOverdue']);
  });

  it('shows nothing without any of them', () => {
    expect(visibleSections([]).size).toBe(0);
    expect(visibleSections(['system:user:list']).size).toBe(0);
  });
});
