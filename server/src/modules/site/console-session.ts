import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UserInfoResult } from '@dis/contract';
import { exposeKey, resolveComponent } from '@dis/contract/component-rule';
import type { Language } from '@dis/contract/site';
import type { RemoteName } from '../../config';
import type { MessageKey } from '../../i18n/catalogue';
import { translate, type MessageParams } from '../../i18n/language';
import type { FrontEnd } from '../../plugins/releases';
import { RoutersResult, routersAnswer, userInfoAnswer } from '../auth/info/service';
import { jsonReader } from './assets';

/**
 * What a console page's document carries for the signed-in user (docs/site/document.md "A console
 * document"): the answers of `GET /getInfo` and `GET /getRouters` as the API gives them to this
 * session in this language, so the shell starts the console without asking for them.
 */
export interface ConsoleSession {
  /** the language the routes' titles are in (the shell asks anew when it shows another one) */
  lang: Language;
  /** `GET /getInfo`'s answer */
  info: Record<string, unknown>;
  /** `GET /getRouters`' answer */
  routers: Record<string, unknown>;
}

/** At most this many API reads are asked for one document's drawn page. */
export const MAX_PAGE_READS = 8;

/**
 * An address the render of a page may read (`ConsoleRenderRequest.ask`): an API path and a plain
 * query, nothing that could leave the API's prefix or smuggle another request.
 */
export const PAGE_READ = /^\/(?!\/)(?!.*\.\.)[\w/.-]*(\?[\w=&%.-]*)?$/;

/** The session cookie (docs/product.md §4). */
export const SESSION_COOKIE = 'Admin-Token';

/** A token as the API takes it: a JWT's three base64url parts, nothing a header could not carry. */
const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

interface Envelope {
  code?: unknown;
  [key: string]: unknown;
}

/**
 * The signed-in user's `getInfo` and `getRouters` for the document of a console page, with the
 * page those routes show first (`firstPage`: its files to prefetch, whether it can be drawn) and
 * how its render reads the API as this session (`ask`). The session is verified as the API
 * verifies a bearer token (`sessions.resolve`: the signature, the session kept, the expiry slid),
 * and the two answers are built by the functions their routes call (`userInfoAnswer`,
 * `routersAnswer`) and put through the routes' response schemas, so they are the routes' answers
 * to this session in this language without a request through the plugin chain
 * (docs/site/speed.md "What a drawn document costs"). Null without a session cookie, for a token
 * the API refuses (expired, logged out, malformed), or when either answer is not a success: the
 * shell then asks as before.
 */
export async function consoleSessionOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  apiPrefix: string,
  lang: Language,
  firstPage?: (routers: unknown) => FirstPage,
): Promise<{
  session: ConsoleSession;
  files: readonly string[];
  ask: (address: string) => Promise<Envelope | null>;
} | null> {
  const token = request.cookies[SESSION_COOKIE]?.trim();
  if (!token || token.length > 4096 || !TOKEN.test(token)) return null;
  const asker = { lang, t: (key: MessageKey, params?: MessageParams) => translate(lang, key, params) };
  /** An answer as its route's schema puts it on the wire; null for a refusal. */
  const wire = (answer: { code: number }, schema: Record<string, unknown>): Envelope | null =>
    answer.code === 200 ? (JSON.parse(reply.serializeInput(answer, schema)) as Envelope) : null;
  try {
    const signedIn = await app.sessions.resolve(token);
    if (!signedIn) return null;
    // one after the other: getInfo refreshes the session's rights that getRouters then reads
    const { answer: infoAnswer, session: refreshed } = await userInfoAnswer(app, asker, signedIn);
    const info = wire(infoAnswer, UserInfoResult);
    if (!info || !refreshed) return null;
    const routers = wire(await routersAnswer(app, asker, refreshed), RoutersResult);
    if (!routers) return null;
    const first = firstPage?.(routers.data);
    return {
      session: { lang, info, routers },
      files: first?.files ?? [],
      ask: pageReader(app, request, apiPrefix, lang, token),
    };
  } catch (error) {
    request.log.warn({ err: error }, 'the console document could not read the session; the shell asks');
    return null;
  }
}

/**
 * How the render of a console page reads the API for one document (docs/site/rendering.md "The
 * console's first view"): `GET` of an address (`PAGE_READ`, without the API's prefix) asked of the
 * API itself with the session's token (`inject`: each route's own permission check, data scope and
 * schema), at most MAX_PAGE_READS; the envelope of a success, else null (a refusal, an address
 * not asked).
 */
function pageReader(
  app: FastifyInstance,
  request: FastifyRequest,
  apiPrefix: string,
  lang: Language,
  token: string,
): (address: string) => Promise<Envelope | null> {
  const headers = {
    authorization: `Bearer ${token}`,
    'accept-language': lang,
    accept: 'application/json',
    ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
  };
  let asked = 0;
  return async (address) => {
    if (typeof address !== 'string' || address.length > 2048 || !PAGE_READ.test(address)) return null;
    asked += 1;
    if (asked > MAX_PAGE_READS) return null;
    const answer = await app.inject({
      method: 'GET',
      url: `${apiPrefix}${address}`,
      headers,
      remoteAddress: request.ip,
    });
    if (answer.statusCode !== 200) return null;
    try {
      const body = answer.json<Envelope>();
      return body && typeof body === 'object' && body.code === 200 ? body : null;
    } catch {
      return null;
    }
  };
}

/**
 * A document with a user's data in it: kept by no cache, not even the browser's (a later visitor
 * of the same computer, the back button after a logout), and never among the kept documents.
 */
export const PERSONAL_DOCUMENT = 'private, no-store';

interface RouteNode {
  path?: unknown;
  component?: unknown;
  children?: unknown;
}

/** The component of the menu route at `page` (`/system/user` → `system/user/index`), if a menu names it. */
export function componentAt(routers: unknown, page: string): string | null {
  const walk = (nodes: unknown, base: string): string | null => {
    if (!Array.isArray(nodes)) return null;
    for (const node of nodes as RouteNode[]) {
      if (!node || typeof node.path !== 'string') continue;
      const full = node.path.startsWith('/')
        ? node.path
        : `${base.replace(/\/$/, '')}/${node.path}`.replace(/\/+/g, '/');
      if (Array.isArray(node.children) && node.children.length > 0) {
        const found = walk(node.children, full);
        if (found) return found;
      } else if (full === page && typeof node.component === 'string') return node.component;
    }
    return null;
  };
  return walk(routers, '/');
}

type ExposedFiles = Record<string, { js?: string[]; css?: string[]; words?: Record<string, string[]> }>;

/** What the document of a console address names of the page it shows. */
export interface FirstPage {
  /** its scripts, words in the page's language and stylesheets, prefetched */
  files: string[];
  /**
   * for a page of a remote served here: its remote, its module there (`./user/index`), its build
   * folder and address, and its stylesheets (as the build names them), so the server can draw it
   * when the remote's render build draws that module (docs/site/rendering.md "The console's first
   * view")
   */
  drawable?: { remote: RemoteName; module: string; dir: string; base: string; css: string[] };
}

/**
 * The remote page a console address shows first: its files (scripts, words in `lang`,
 * stylesheets), from the remote's `exposes.json` beside its entry, for a remote served from this
 * origin; nothing when the routes name no remote page there. The document prefetches the files
 * (docs/site/document.md "A console document").
 */
export function firstPageReader(frontEnd: FrontEnd) {
  const readers = new Map<string, () => ExposedFiles | null>();
  const exposesOf = (dir: string) => {
    let read = readers.get(dir);
    if (!read) {
      if (readers.size >= 16) readers.clear();
      read = jsonReader<ExposedFiles>(path.join(dir, 'exposes.json'));
      readers.set(dir, read);
    }
    return read();
  };
  const none: FirstPage = { files: [] };
  return (routers: unknown, page: string, entries: Record<string, string>, lang: Language): FirstPage => {
    // the component-name rule, the browser's own (docs/architecture.md "From a menu to its file"):
    // `system/user/index` is module `./user/index` of the remote of section `system`
    const target = resolveComponent(componentAt(routers, page));
    if (target.kind !== 'remote') return none;
    const remote = target.container as RemoteName;
    const entry = entries[remote];
    const dir = frontEnd.remoteDir(remote);
    // a remote served here (its entry on this origin): its `exposes.json` is the one the entry lists
    if (!entry?.startsWith('/') || !dir) return none;
    const name = exposeKey(target.module);
    const files = exposesOf(dir)?.[name];
    if (!files) return none;
    const base = entry.replace(/[^/]*$/, '');
    return {
      files: [...(files.js ?? []), ...(files.words?.[lang] ?? []), ...(files.css ?? [])].map(
        (file) => `${base}${file}`,
      ),
      drawable: { remote, module: name, dir, base, css: files.css ?? [] },
    };
  };
}
