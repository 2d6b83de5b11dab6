import type { AjaxResult, PageQuery, TableData } from '@dis/shared';
import { http } from '@dis/shared/request';
import type { News, NewsFilters, NewsInput, NewsRow } from './types';

export const NEWS_URL = '/marketing/news';

/** `GET /marketing/news/list` */
export function listNews(query: NewsFilters & PageQuery): Promise<TableData<NewsRow>> {
  return http.get<TableData<NewsRow>>(`${NEWS_URL}/list`, query);
}

/** `GET /marketing/news/{id}`: with the body. */
export async function getNews(newsId: number): Promise<News> {
  return (await http.get<AjaxResult<News>>(`${NEWS_URL}/${newsId}`)).data;
}

/** `POST` (new) or `PUT` (with `newsId`) `/marketing/news`. */
export function saveNews(input: NewsInput): Promise<unknown> {
  return input.newsId === undefined ? http.post(NEWS_URL, input) : http.put(NEWS_URL, input);
}
