import { nextPageState, pageOf, pagerCountFor } from './pagination';

describe('pagination rules', () => {
  it('shows 7 page numbers, 5 on a phone', () => {
    expect(pagerCountFor('desktop')).toBe(7);
    expect(pagerCountFor('mobile')).toBe(5);
  });

  it('keeps the page when only the page changes', () => {
    expect(nextPageState({ pageNum: 1, pageSize: 20 }, 3, 20, 100)).toEqual({ pageNum: 3, pageSize: 20 });
  });

  it('goes back to page 1 when a bigger page size passes the end', () => {
    expect(nextPageState({ pageNum: 3, pageSize: 10 }, 3, 50, 100)).toEqual({ pageNum: 1, pageSize: 50 });
    expect(nextPageState({ pageNum: 2, pageSize: 10 }, 2, 30, 100)).toEqual({ pageNum: 2, pageSize: 30 });
  });

  it('slices one page of a list', () => {
    const rows = Array.from({ length: 25 }, (_, i) => i + 1);
    expect(pageOf(rows, { pageNum: 1, pageSize: 10 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageOf(rows, { pageNum: 3, pageSize: 10 })).toEqual([21, 22, 23, 24, 25]);
    expect(pageOf(rows, { pageNum: 4, pageSize: 10 })).toEqual([]);
  });
});
