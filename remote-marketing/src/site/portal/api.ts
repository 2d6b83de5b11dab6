import type { AjaxResult, Language, TableData } from '@dis/shared';

/** A published news item in a listing (`GET /portal/news`). */
export interface PortalNewsSummary {
  newsId: number;
  title: string;
  /** "1" company good news, "2" company dynamics, "3" industry dynamics */
  category: NewsCategory;
  lang: Language;
  summary: string | null;
  coverUrl: string | null;
  publishTime: string | null;
}

/** One published item with its body: HTML the server has sanitised. */
export interface PortalNews extends PortalNewsSummary {
  content: string | null;
}

/** An open job posting; duties and requirements are plain text, one a line. */
export interface PortalJob {
  jobId: number;
  title: string;
  city: string | null;
  department: string | null;
  headcount: number | null;
  description: string | null;
  requirements: string | null;
  lang: Language;
  publishTime: string | null;
}

export const NEWS_CATEGORIES = ['1', '2', '3'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NEWS_PAGE_SIZE = 6;

/** The public calls go without a token and show their own errors (no console toasts here). */
const PUBLIC = { withToken: false, silent: true } as const;

/** The HTTP client is loaded with the first call, so pages without data never load it. */
const client = () => import('@dis/shared/request').then((module) => module.http);

export async function fetchNewsPage(query: {
  lang: Language;
  category?: NewsCategory;
  pageNum: number;
  pageSize?: number;
}): Promise<TableData<PortalNewsSummary>> {
  const http = await client();
  return http.get<TableData<PortalNewsSummary>>(
    '/portal/news',
    { pageSize: NEWS_PAGE_SIZE, ...query },
    PUBLIC,
  );
}

export async function fetchNews(newsId: number): Promise<PortalNews> {
  const http = await client();
  return (await http.get<AjaxResult<PortalNews>>(`/portal/news/${newsId}`, undefined, PUBLIC)).data;
}

export async function fetchJobs(lang: Language): Promise<TableData<PortalJob>> {
  const http = await client();
  return http.get<TableData<PortalJob>>('/portal/jobs', { lang }, PUBLIC);
}

export async function fetchJob(jobId: number): Promise<PortalJob> {
  const http = await client();
  return (await http.get<AjaxResult<PortalJob>>(`/portal/jobs/${jobId}`, undefined, PUBLIC)).data;
}
