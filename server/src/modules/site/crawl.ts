import { SITE_LANGUAGES, SITE_PAGES, type Language } from '@dis/contract/site';
import type { Database } from '../../db/connection';
import { openJobsForSitemap } from '../marketing/job/repository';
import { publishedNewsForSitemap } from '../marketing/news/repository';

/** A page's address in one language (docs/site/document.md "Language URLs"). */
export const languageUrl = (origin: string, path: string, lang: Language) => `${origin}${path}?lang=${lang}`;

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `yyyy-MM-dd HH:mm:ss` (local) → the W3C date a sitemap's lastmod takes. */
const lastmod = (time: string | null) => (time ? time.slice(0, 10) : null);

/** The sitemaps' names: one flat sitemap per language (Baidu reads no sitemap index). */
export const sitemapPath = (lang: Language) => `/sitemap-${lang}.xml`;

/**
 * Every public URL in `lang`: the fixed pages, then each published article and open posting of that
 * language with its last change.
 */
export async function sitemap(db: Database, origin: string, lang: Language): Promise<string> {
  const fixed = SITE_PAGES.filter((page) => !page.path.includes(':')).map((page) => ({
    loc: languageUrl(origin, page.path, lang),
    lastmod: null as string | null,
  }));
  const [news, jobs] = await Promise.all([publishedNewsForSitemap(db), openJobsForSitemap(db)]);
  const urls = [
    ...fixed,
    ...news
      .filter((row) => row.lang === lang)
      .map((row) => ({
        loc: languageUrl(origin, `/News/${row.id}`, lang),
        lastmod: lastmod(row.update ?? row.publish ?? row.create),
      })),
    ...jobs
      .filter((row) => row.lang === lang)
      .map((row) => ({
        loc: languageUrl(origin, `/Joinus/${row.id}`, lang),
        lastmod: lastmod(row.update ?? row.create),
      })),
  ];
  const body = urls
    .map(
      (url) =>
        `<url><loc>${xmlEscape(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** robots.txt: the site open, the console, its API and the login pages closed; both sitemaps named. */
export function robots(origin: string, apiPrefix: string, consoleSegments: Iterable<string>): string {
  const closed = new Set([...consoleSegments].map((segment) => `/${segment}/`));
  for (const path of ['/manage/', '/manageUser/', '/redirect/', '/mf/']) closed.add(path);
  if (apiPrefix) closed.add(`${apiPrefix}/`);
  const lines = ['User-agent: *', 'Allow: /', ...[...closed].sort().map((path) => `Disallow: ${path}`), ''];
  for (const lang of SITE_LANGUAGES) lines.push(`Sitemap: ${origin}${sitemapPath(lang)}`);
  return `${lines.join('\n')}\n`;
}
