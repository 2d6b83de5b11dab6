import { LOGIN_PATH, REGISTER_PATH, SITE_PAGES } from '@dis/contract/site';
import type { Database } from '../../db/connection';
import { isJobOpen } from '../marketing/job/repository';
import { isNewsPublished } from '../marketing/news/repository';
import { topLevelMenuPaths } from '../system/menu/repository';

/**
 * What a path is to the server's HTML document (docs/site/document.md): a page of the public site
 * (with the article or posting it names), the login or register page, a console page, or nothing.
 */
export type PathKind =
  | { kind: 'public'; pattern: string; id?: { table: 'news' | 'job'; value: number } }
  | { kind: 'entry' }
  | { kind: 'console' }
  | { kind: 'unknown' };

/** The console's own first path segments besides the menus' (shell routes: home, profile, redirect, errors). */
const CONSOLE_SEGMENTS = ['manage', 'manageUser', 'redirect', '401', '404'];

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i]!.startsWith(':')) {
      if (!got[i]) return null;
      params[want[i]!.slice(1)] = decodeURIComponent(got[i]!);
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}

/** `/News/` and `/News` are the same page; the root stays `/`. */
export const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const ID = /^[1-9]\d{0,9}$/;

/**
 * The kind of `path` by the site's page table and the console's first segments (`consoleSegments`:
 * the top-level menu paths, read by `consoleSegmentsOf`).
 */
export function classifyPath(path: string, consoleSegments: ReadonlySet<string>): PathKind {
  const clean = normalisePath(path);
  for (const page of SITE_PAGES) {
    const params = matchPattern(page.path, clean);
    if (!params) continue;
    if (params.newsId !== undefined)
      return ID.test(params.newsId)
        ? { kind: 'public', pattern: page.path, id: { table: 'news', value: Number(params.newsId) } }
        : { kind: 'unknown' };
    if (params.jobId !== undefined)
      return ID.test(params.jobId)
        ? { kind: 'public', pattern: page.path, id: { table: 'job', value: Number(params.jobId) } }
        : { kind: 'unknown' };
    return { kind: 'public', pattern: page.path };
  }
  if (clean === LOGIN_PATH || clean === REGISTER_PATH) return { kind: 'entry' };
  const first = clean.split('/')[1] ?? '';
  if (CONSOLE_SEGMENTS.includes(first) || consoleSegments.has(first)) return { kind: 'console' };
  return { kind: 'unknown' };
}

/** The first segments of the console's menu paths (`system`, `monitor`, `tool`, `marketing` …). */
export async function consoleSegmentsOf(db: Database): Promise<Set<string>> {
  return new Set(
    (await topLevelMenuPaths(db))
      .map((path) => path.replace(/^\/+/, '').split('/')[0] ?? '')
      .filter((segment) => segment && !/^https?:/i.test(segment)),
  );
}

/** Whether the article or posting a public path names is published (else the page is a 404). */
export function isPublished(db: Database, id: { table: 'news' | 'job'; value: number }): Promise<boolean> {
  return id.table === 'news' ? isNewsPublished(db, id.value) : isJobOpen(db, id.value);
}
