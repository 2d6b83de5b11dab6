import { morePage, nextPageState, pageOf, pagerCountFor, pagerItems } from './pagination';

const numbers = (items: ReturnType<typeof pagerItems>) => items.filter((i) => typeof i === 'number');

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

describe('pagerItems: exactly 7 numbers (5 on a phone) whatever the page', () => {
  it('shows every page when there are few', () => {
    expect(pagerItems(1, 1, 7)).toEqual([1]);
    expect(pagerItems(3, 7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(1, 0, 7)).toEqual([]);
  });

  it('near the start, the middle and the end of 20 pages', () => {
    expect(pagerItems(1, 20, 7)).toEqual([1, 2, 3, 4, 5, 6, 'next-more', 20]);
    expect(pagerItems(10, 20, 7)).toEqual([1, 'prev-more', 8, 9, 10, 11, 12, 'next-more', 20]);
    expect(pagerItems(20, 20, 7)).toEqual([1, 'prev-more', 15, 16, 17, 18, 19, 20]);
    for (let page = 1; page <= 20; page += 1) expect(numbers(pagerItems(page, 20, 7))).toHaveLength(7);
  });

  it('5 numbers on a phone', () => {
    expect(pagerItems(1, 20, 5)).toEqual([1, 2, 3, 4, 'next-more', 20]);
    expect(pagerItems(10, 20, 5)).toEqual([1, 'prev-more', 9, 10, 11, 'next-more', 20]);
    for (let page = 1; page <= 20; page += 1) expect(numbers(pagerItems(page, 20, 5))).toHaveLength(5);
  });

  it('••• jumps pagerCount − 2 pages, kept inside the list', () => {
    expect(morePage('next-more', 1, 20, 7)).toBe(6);
    expect(morePage('prev-more', 3, 20, 7)).toBe(1);
    expect(morePage('next-more', 18, 20, 5)).toBe(20);
  });
});
