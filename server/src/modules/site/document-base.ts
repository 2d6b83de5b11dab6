import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language, RenderedSitePage } from '@dis/contract/site';
import type { RemoteName } from '../../config';
import { documentPolicy } from '../../plugins/security-headers';
import type { FrontEnd } from '../../plugins/releases';
import { jsonReader, textReader, type ExposedAssets } from './assets';
import { indexReader, renderDocument, type DocumentParts } from './document';
import { isBuiltFrom, keptDocuments, sendHtml, type KeptDocument } from './kept-documents';
import type { PathKind } from './pages';

/**
 * What the documents of every kind share (docs/site/document.md): the site's options, the shell's
 * files of the build shown now, the kept documents, the request's language and address. Each kind
 * of page has its own file: `public-document.ts` (the public site), `entry-document.ts` (`/login`,
 * `/register`), `console-document.ts` (the console's addresses); `routes.ts` sends each request to
 * its kind.
 */
export interface SiteOptions {
  apiPrefix: string;
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** the builds shown now: `<dir>/dist`, or the release folders' `current` builds */
  frontEnd: FrontEnd;
  /** with RELEASES_DIR: where the marketing render is fetched from (docs/site/rendering.md) */
  staticOrigin?: string;
  /** DATA_DIR: the verified copies of released renders are kept under `releases/` */
  dataDir: string;
  /** how long a console document waits for its drawn view (`CONSOLE_DRAW_WITHIN_MS`; 500 ms) */
  consoleDrawWithinMs?: number;
}

/** One reader per build folder (a deploy changes the folder; the few last ones are kept). */
export function perFolder<T>(make: (dir: string) => T): (dir: string) => T {
  const made = new Map<string, T>();
  return (dir) => {
    let value = made.get(dir);
    if (value === undefined) {
      if (made.size >= 8) made.clear();
      value = make(dir);
      made.set(dir, value);
    }
    return value;
  };
}

/** The site's readers, made once per process and shared by the kinds of document. */
export interface SiteContext {
  app: FastifyInstance;
  options: SiteOptions;
  /** the Content-Security-Policy of a document with these inline scripts */
  policyOf: ReturnType<typeof documentPolicy>;
  /** the shell's `index.html` of a build folder, read again when it changes */
  indexOf: (shellDir: string) => string;
  /** the shell's `chunks.json` of a build folder */
  shellChunksOf: (shellDir: string) => ExposedAssets | null;
  /** a stylesheet's text (a document inlines small ones) */
  readStyle: ReturnType<typeof textReader>;
  /** the documents last built for rendered pages (public pages, `/login`, `/register`) */
  documents: ReturnType<typeof keptDocuments>;
}

export function siteContext(app: FastifyInstance, options: SiteOptions): SiteContext {
  const indexes = perFolder((dir) => indexReader(path.join(dir, 'index.html')));
  const chunks = perFolder((dir) => jsonReader<ExposedAssets>(path.join(dir, 'chunks.json')));
  return {
    app,
    options,
    policyOf: documentPolicy(options.remoteUrls),
    indexOf: (dir) => indexes(dir)(),
    shellChunksOf: (dir) => chunks(dir)(),
    readStyle: textReader(),
    documents: keptDocuments(),
  };
}

/** One request's document as every kind starts it: the builds shown now, its language and address. */
export interface DocumentRequest {
  kind: PathKind;
  /** the shell build shown now (a deploy shows at the next request: docs/architecture.md "Releases") */
  shellDir: string;
  /** what `/remotes.json` answers now */
  entries: Record<string, string>;
  /** the shell build's id */
  shellBuild: string | undefined;
  /** the `?lang=` of a language URL, if any */
  named: Language | null;
  /** the language the page is drawn in: the URL's, else the visitor's cookie, else the host's */
  lang: Language;
  /** PUBLIC_ORIGIN, never the Host header in production (docs/security.md "Public origin") */
  origin: string;
  /** the path without a trailing slash */
  page: string;
}

/** The parts of a document that every kind sets the same way. */
export function baseParts(
  base: DocumentRequest,
  status: 200 | 404,
): Pick<DocumentParts, 'lang' | 'remotes' | 'build' | 'page'> {
  return {
    lang: base.lang,
    remotes: base.entries,
    build: base.shellBuild,
    page: { path: base.page, status },
  };
}

/** A rendered page (public, `/login`, `/register`), the build list it came with, and the files it names. */
export interface RenderedDocumentPage {
  /** the render's answer (a kept one is the same object while it is kept) */
  rendered: RenderedSitePage;
  /** the remote's `exposes.json` (null for the shell's own pages) */
  exposes: KeptDocument['exposes'];
  styles: NonNullable<DocumentParts['rendered']>['styles'];
  scripts: readonly string[];
}

/**
 * The document of a rendered page, sent; the one built for the last visitor of the same page
 * (with the same remotes map: a deploy of any remote makes a new one) is sent again as it was,
 * compressed once (docs/site/speed.md "Kept documents").
 */
export function sendRenderedDocument(
  ctx: SiteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  base: DocumentRequest,
  status: 200 | 404,
  render: RenderedDocumentPage,
  parts: Omit<DocumentParts, 'lang' | 'remotes' | 'build' | 'page' | 'rendered'>,
) {
  const index = ctx.indexOf(base.shellDir);
  const shellChunks = ctx.shellChunksOf(base.shellDir);
  const memoKey = `${base.origin}|${base.page}|${base.named ?? ''}|${base.lang}|${status}|${base.kind.kind}|${JSON.stringify(base.entries)}|${base.shellBuild ?? ''}`;
  const memo = ctx.documents.get(memoKey);
  if (memo && isBuiltFrom(memo, { page: render.rendered, index, exposes: render.exposes, shellChunks }))
    return sendHtml(reply, status, memo.html, memo.policy, request, memo.compressed);
  const { html, inlineScripts } = renderDocument(index, {
    ...baseParts(base, status),
    ...parts,
    rendered: { ...render.rendered, styles: render.styles, scripts: render.scripts },
  });
  const policy = ctx.policyOf(inlineScripts);
  ctx.documents.keep(
    memoKey,
    { page: render.rendered, index, exposes: render.exposes, shellChunks, html, policy },
    memo,
  );
  return sendHtml(reply, status, html, policy);
}

/** The shell alone: the browser draws the page (a console address without a session, a 404…). */
export function sendShellDocument(
  ctx: SiteContext,
  reply: FastifyReply,
  base: DocumentRequest,
  status: 200 | 404,
  parts: Omit<DocumentParts, 'lang' | 'remotes' | 'build' | 'page'>,
  cacheControl?: string,
) {
  const { html, inlineScripts } = renderDocument(ctx.indexOf(base.shellDir), {
    ...baseParts(base, status),
    ...parts,
  });
  return sendHtml(reply, status, html, ctx.policyOf(inlineScripts), undefined, undefined, cacheControl);
}

/**
 * A page's render, or null when it fails: logged, and the shell renders the page in the browser
 * (docs/site/rendering.md). `what` names the render in the log ("a public page", "a shell page").
 */
export async function renderedOrNull<T>(
  request: FastifyRequest,
  page: string,
  what: string,
  render: () => Promise<T>,
): Promise<T | null> {
  try {
    return await render();
  } catch (error) {
    request.log.error({ err: error, page }, `the server render of ${what} failed; the browser renders it`);
    return null;
  }
}
