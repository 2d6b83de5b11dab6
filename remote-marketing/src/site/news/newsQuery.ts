import { NEWS_CATEGORIES, type NewsCategory } from '../portal/api';

/** What the news centre shows, as kept in its address (`/News?category=2&page=3`). */
export interface NewsView {
  category?: NewsCategory;
  page: number;
}

const isCategory = (value: string | null): value is NewsCategory =>
  value !== null && (NEWS_CATEGORIES as readonly string[]).includes(value);

/** Unknown categories mean all news; a page that is not a positive number means the first. */
export function readNewsView(params: URLSearchParams): NewsView {
  const category = params.get('category');
  const page = Number(params.get('page'));
  return {
    category: isCategory(category) ? category : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address of a view; the first page and "all" are left out. */
export function newsViewSearch(view: NewsView): string {
  const params = new URLSearchParams();
  if (view.category) params.set('category', view.category);
  if (view.page > 1) params.set('page', String(view.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
