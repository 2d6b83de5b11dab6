import { visibleSections } from './summary';

describe('visibleSections', () => {
  it('shows every section to the holder of *:*:*', () => {
    expect([...visibleSections(['*:*:*'])].sort()).toEqual(['jobs', 'leads', 'logins', 'news', 'online']);
  });

  it('shows a section only with its list permission', () => {
    expect(
      [...visibleSections(['marketing:lead:list', 'monitor:online:list', 'marketing:news:query'])].sort(),
    ).toEqual(['leads', 'online']);
  });

  it('shows nothing without any of them', () => {
    expect(visibleSections([]).size).toBe(0);
    expect(visibleSections(['system:user:list']).size).toBe(0);
  });
});
