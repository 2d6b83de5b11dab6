import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REMOTES } from '@dis/contract/remotes';
import type { Language } from '@dis/contract/site';
import type { RemoteName } from '../../config';
import type { FrontEnd } from '../../plugins/releases';
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

/** The session cookie (docs/product.md §4). */
export const SESSION_COOKIE = 'Admin-Token';

/** A token as the API takes it: a JWT's three base64url parts, nothing a header could not carry. */
const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

interface Envelope {
  code?: unknown;
  [key: string]: unknown;
}

/**
 * The signed-in user's `getInfo` and `getRouters` for the document of a console page, asked of
 * the API itself (`inject`: the same session checks, expiry slide, permissions and language as the
 * shell's own requests). Null without a session cookie, for a token the API refuses (expired,
 * logged out, malformed), or when either answer is not a success: the shell then asks as before.
 */
export async function consoleSessionOf(
  app: FastifyInstance,
  request: FastifyRequest,
  apiPrefix: string,
  lang: Language,
): Promise<ConsoleSession | null> {
  const token = request.cookies[SESSION_COOKIE]?.trim();
  if (!token || token.length > 4096 || !TOKEN.test(token)) return null;
  const headers = {
    authorization: `Bearer ${token}`,
    'accept-language': lang,
    accept: 'application/json',
    ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
  };
  const ask = async (url: string): Promise<Envelope | null> => {
    const answer = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
    if (answer.statusCode !== 200) return null;
    try {
      const body = answer.json<Envelope>();
      return body && typeof body === 'object' && body.code === 200 ? body : null;
    } catch {
      return null;
    }
  };
  try {
    // one after the other: getInfo refreshes the session's rights that getRouters then reads
    const info = await ask(`${apiPrefix}/getInfo`);
    if (!info) return null;
    const routers = await ask(`${apiPrefix}/getRouters`);
    if (!routers) return null;
    return { lang, info, routers };
  } catch (error) {
    request.log.warn({ err: error }, 'the console document could not read the session; the shell asks');
    return null;
  }
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

/**
 * The files of the remote page a console address shows first (its scripts, its words in `lang`,
 * its stylesheets), from the remote's `exposes.json` beside its entry, for a remote served from
 * this origin; none when the routes name no remote page there. The document prefetches them
 * (docs/site/document.md "A console document").
 */
export function firstPageFilesReader(frontEnd: FrontEnd) {
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
  return (routers: unknown, page: string, entries: Record<string, string>, lang: Language): string[] => {
    // the component-name rule (docs/architecture.md "From a menu to its file"): `system/user/index`
    // is module `./user/index` of the remote of section `system`
    const [section, ...module] = (componentAt(routers, page) ?? '').split('/');
    if (module.length === 0 || !module.every((part) => /^[A-Za-z0-9_-]+$/.test(part))) return [];
    const remote = REMOTES.find((candidate) => candidate.section === section);
    const entry = remote ? entries[remote.name] : undefined;
    const dir = remote ? frontEnd.remoteDir(remote.name as RemoteName) : null;
    // a remote served here (its entry on this origin): its `exposes.json` is the one the entry lists
    if (!entry?.startsWith('/') || !dir) return [];
    const files = exposesOf(dir)?.[`./${module.join('/')}`];
    if (!files) return [];
    const base = entry.replace(/[^/]*$/, '');
    return [...(files.js ?? []), ...(files.words?.[lang] ?? []), ...(files.css ?? [])].map(
      (file) => `${base}${file}`,
    );
  };
}
