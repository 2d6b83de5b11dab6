import type { NewsCategory, PortalJob, PortalNews, PortalNewsSummary } from '@dis/contract';
import type { PortalTransport } from '@dis/contract/site';
import type { AjaxResultOf, Language, TableData } from '@dis/shared';

export type { NewsCategory, PortalJob, PortalNews, PortalNewsSummary };

/** The news centre's categories in the order of its tabs. */
export const NEWS_CATEGORIES = ['1', '2', '3'] as const satisfies readonly NewsCategory[];

export const NEWS_PAGE_SIZE = 6;

/** The public calls go without a token and show their own errors (no console toasts here). */
const PUBLIC = { withToken: false, silent: true } as const;

export type { PortalTransport };

let transport: PortalTransport | null = null;

/**
 * The server's render answers the data calls itself, without a round trip over the network
 * (docs/site/rendering.md); the browser uses the HTTP client.
 */
export function setPortalTransport(next: PortalTransport | null): void {
  transport = next;
}

/** The HTTP client is loaded with the first call, so pages without data never load it. */
const client = (): Promise<PortalTransport> =>
  transport ? Promise.resolve(transport) : import('@dis/shared/request').then((module) => module.http);

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
  return (await http.get<AjaxResultOf<PortalNews>>(`/portal/news/${newsId}`, undefined, PUBLIC)).data;
}

export async function fetchJobs(lang: Language): Promise<TableData<PortalJob>> {
  const http = await client();
  return http.get<TableData<PortalJob>>('/portal/jobs', { lang }, PUBLIC);
}

export async function fetchJob(jobId: number): Promise<PortalJob> {
  const http = await client();
  return (await http.get<AjaxResultOf<PortalJob>>(`/portal/jobs/${jobId}`, undefined, PUBLIC)).data;
}
