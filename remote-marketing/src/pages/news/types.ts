import type { Language } from '@dis/shared';

export type NewsCategory = '1' | '2' | '3';
/** "0" published, "1" draft */
export type NewsStatus = '0' | '1';

/** A row of the news list (no body). */
export interface NewsRow {
  newsId: number;
  title: string;
  category: NewsCategory;
  lang: Language;
  summary: string | null;
  coverUrl: string | null;
  status: NewsStatus;
  publishTime: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/** One item with its sanitised body (`GET /marketing/news/{id}`). */
export interface News extends NewsRow {
  content: string | null;
}

/** What `POST` / `PUT /marketing/news` take. */
export type NewsInput = Pick<NewsRow, 'title' | 'category' | 'lang' | 'summary' | 'coverUrl' | 'status'> & {
  newsId?: number;
  content?: string | null;
};

/** The filters of `GET /marketing/news/list` besides paging. */
export interface NewsFilters {
  title?: string;
  category?: NewsCategory;
  lang?: Language;
  status?: NewsStatus;
  params?: Record<string, string | undefined>;
}
