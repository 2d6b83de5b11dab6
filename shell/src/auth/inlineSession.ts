import type { RouteEntry, UserInfo } from '@dis/shared';

/**
 * What a console page's document carries for the signed-in user (`window.__DIS_SESSION__`,
 * docs/site/document.md "A console document"): the answers of `GET /getInfo` and `GET /getRouters`
 * the server had for the session cookie the document was asked for with, and the language of the
 * routes' titles.
 */
interface InlineSession {
  lang?: unknown;
  info?: unknown;
  routers?: unknown;
}

declare global {
  interface Window {
    __DIS_SESSION__?: InlineSession;
  }
}

const isSuccess = (value: unknown): value is { code: 200 } =>
  Boolean(value) && typeof value === 'object' && (value as { code?: unknown }).code === 200;

/**
 * The document's answers, once: the first session load of the page takes them instead of asking
 * (docs/site/speed.md "No waterfall"); any later load (another login, a language switch, a
 * reload of the session) asks the server. The routes are taken only when their titles are in
 * `language`, the one the shell shows (else they are asked for in it). Nothing when the document
 * carries none (no session, an expired one, a public page, the dev server) or it is malformed.
 */
export function takeInlineSession(language: string): { info: UserInfo; routes: RouteEntry[] | null } | null {
  if (typeof window === 'undefined') return null;
  const inline = window.__DIS_SESSION__;
  delete window.__DIS_SESSION__;
  if (!inline || typeof inline !== 'object' || !isSuccess(inline.info)) return null;
  const info = inline.info as UserInfo;
  if (!info.user) return null;
  const data = isSuccess(inline.routers) ? (inline.routers as { data?: unknown }).data : undefined;
  const routes = inline.lang === language && Array.isArray(data) ? (data as RouteEntry[]) : null;
  return { info, routes };
}
