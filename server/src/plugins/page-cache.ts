import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface PageCacheOptions {
  apiPrefix: string;
  /** `PAGE_CACHE_SECONDS`: how long the proxy in front may keep a page for everybody; 0: never */
  seconds: number;
}

/** The session cookie (docs/product.md §4): a signed-in browser's pages are never shared. */
const SESSION_COOKIE = /(?:^|;\s*)Admin-Token=[^;]/;
/** Answers that must show a deployment at the very next request (docs/architecture.md "Releases"). */
const NEVER_KEPT = /^\/(remotes|builds)\.json$/;

/**
 * Whether an answer is the same for every visitor of its address, language and build, so the
 * proxy in front may keep it: a GET or HEAD outside the API, answered 200 to a browser without a
 * session, that the server marks for revalidation (`no-cache`: the public pages, /login, the
 * console's shell without a session, the shell's entry files) and that sets no cookie. A signed-in
 * user's document (`private, no-store`) and everything else are never kept.
 */
export function isSharedPage(request: FastifyRequest, reply: FastifyReply, apiPrefix: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0];
  if ((apiPrefix && (path === apiPrefix || path.startsWith(`${apiPrefix}/`))) || NEVER_KEPT.test(path))
    return false;
  if (reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return false;
  if (SESSION_COOKIE.test(String(request.headers.cookie ?? ''))) return false;
  return reply.getHeader('cache-control') === 'no-cache';
}

/**
 * The front door's cache (docs/deploy.md "The front door"): nginx keeps a page the same for every
 * visitor for `PAGE_CACHE_SECONDS` (`X-Accel-Expires`, which nginx reads, takes before the
 * browser's `Cache-Control: no-cache`, and does not pass on), keyed by host, address, the language
 * cookie and the encoding (deploy/nginx.conf), so a morning's visitors are served by nginx alone and
 * a replica draws each page once per interval. A browser still revalidates every time, so a new
 * build or a published article shows within those seconds; staff, signed in, always get the
 * page fresh from a server.
 */
export default fp<PageCacheOptions>(
  async (app, options) => {
    if (options.seconds <= 0) return;
    const seconds = String(options.seconds);
    app.addHook('onSend', async (request, reply, payload) => {
      if (isSharedPage(request, reply, options.apiPrefix)) reply.header('X-Accel-Expires', seconds);
      return payload;
    });
  },
  { name: 'page-cache' },
);
