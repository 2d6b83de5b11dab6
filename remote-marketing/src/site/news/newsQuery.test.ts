import { newsViewSearch, pageCount, readNewsView } from './newsQuery';

describe('the news centre address', () => {
  it('reads the category and page, ignoring what cannot be one', () => {
    expect(readNewsView(new URLSearchParams('category=2&page=3'))).toEqual({ category: '2', page: 3 });
    expect(readNewsView(new URLSearchParams('category=9&page=-1'))).toEqual({ category: undefined, page: 1 });
    expect(readNewsView(new URLSearchParams('page=1.5'))).toEqual({ category: undefined, page: 1 });
    expect(readNewsView(new URLSearchParams(''))).toEqual({ category: undefined, page: 1 });
  });

  it('writes only what differs from the first page of all news', () => {
    expect(newsViewSearch({ page: 1 })).toBe('');
    expect(newsViewSearch({ category: '3', page: 1 })).toBe('?category=3');
    expect(newsViewSearch({ category: '1', page: 2 })).toBe('?category=1&page=2');
    expect(newsViewSearch({ page: 4 })).toBe('?page=4');
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
  });
});
