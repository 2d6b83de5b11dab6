import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedSitePage } from '@dis/contract/site';
import { REVALIDATE } from '../../plugins/static-host';
import type { ExposedAssets } from './assets';

/**
 * The documents built for rendered pages, kept for the next visitor of the same page and compressed
 * once (docs/site/rendering.md "Kept pages", docs/site/speed.md "Kept documents"), and how a
 * document is sent.
 */

/** What a kept document was built from: it is reused while these are the same objects. */
export interface DocumentSources {
  page: RenderedSitePage;
  index: string;
  exposes: ExposedAssets | null;
  shellChunks: ExposedAssets | null;
}

/** A document built for a rendered page, kept for the next visitor of the same page. */
export interface KeptDocument extends DocumentSources {
  html: string;
  /** its Content-Security-Policy: the common one with the hashes of its inline scripts */
  policy: string;
  /** the document compressed once, at each encoding's best, when ready */
  compressed?: Partial<Record<DocumentEncoding, Buffer>>;
}

type DocumentEncoding = 'br' | 'gzip';

/**
 * A kept document is compressed once, at brotli's and gzip's best, off the event loop (the
 * responses compressed on the fly use faster settings, and compressing each time costs a burst
 * of visitors dearly): a phone's first round trip carries about 14 KB, and the page's first paint
 * should not need a second one (docs/site/speed.md "Paint first").
 */
function compressDocument(kept: KeptDocument): void {
  const compressed: Partial<Record<DocumentEncoding, Buffer>> = {};
  kept.compressed = compressed;
  const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY };
  zlib.brotliCompress(kept.html, { params }, (error, result) => {
    if (!error) compressed.br = result;
  });
  zlib.gzip(kept.html, { level: zlib.constants.Z_BEST_COMPRESSION }, (error, result) => {
    if (!error) compressed.gzip = result;
  });
}

/** Whether `kept` was built from these same objects (then it is the document they make). */
export const isBuiltFrom = (kept: KeptDocument, sources: DocumentSources) =>
  kept.page === sources.page &&
  kept.index === sources.index &&
  kept.exposes === sources.exposes &&
  kept.shellChunks === sources.shellChunks;

const DOCUMENTS_AT_MOST = 500;

/** The documents last built for rendered pages, by address, language and origin (at most 500). */
export function keptDocuments() {
  const documents = new Map<string, KeptDocument>();
  return {
    get: (key: string) => documents.get(key),
    /**
     * Keeps `kept` under `key`, compressed once: a burst's first wave builds the same document many
     * times over, and each takes the compression the first one (`previous`) started.
     */
    keep(key: string, kept: KeptDocument, previous: KeptDocument | undefined): void {
      if (documents.size >= DOCUMENTS_AT_MOST) documents.clear();
      if (previous && previous.html === kept.html && previous.compressed)
        kept.compressed = previous.compressed;
      else compressDocument(kept);
      documents.set(key, kept);
    },
  };
}

/** The encodings the client takes (`Accept-Encoding`), brotli first; one refused with `q=0` is not. */
function acceptedEncodings(request: FastifyRequest): DocumentEncoding[] {
  const taken = new Set<string>();
  for (const part of String(request.headers['accept-encoding'] ?? '').split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) taken.add(name.trim().toLowerCase());
  }
  return (['br', 'gzip'] as const).filter((encoding) => taken.has(encoding));
}

/** A document's status and headers: its caching, its policy (which allows its inline scripts), HTML. */
function documentHeaders(reply: FastifyReply, status: number, policy: string, cacheControl: string) {
  // the document depends on cookies (`lang`, the session's): a cache keeps one per visitor
  return reply
    .code(status)
    .header('Cache-Control', cacheControl)
    .header('Vary', 'Cookie')
    .header('Content-Security-Policy', policy)
    .type('text/html; charset=utf-8');
}

/**
 * A document with its policy (which allows its inline scripts); sent as it was compressed once
 * (a kept one) in an encoding the client takes.
 */
export function sendHtml(
  reply: FastifyReply,
  status: number,
  html: string,
  policy: string,
  request?: FastifyRequest,
  compressed?: KeptDocument['compressed'],
  cacheControl: string = REVALIDATE,
) {
  documentHeaders(reply, status, policy, cacheControl);
  const encoding = request && acceptedEncodings(request).find((name) => compressed?.[name]);
  const body = encoding && compressed?.[encoding];
  if (!encoding || !body) return reply.send(html);
  return reply.header('Content-Encoding', encoding).header('Vary', 'Cookie, Accept-Encoding').send(body);
}

/**
 * A document sent in two parts: `first` at once, `rest` when it has come (the console's drawn
 * view, docs/site/rendering.md "The console's first view"). The head of `first` names every file
 * the console needs, so the browser fetches them while the server is still drawing. Compressed
 * here, each part flushed as it is written (brotli, else gzip, at a quick level: the document is
 * one user's and compressed once).
 */
export function sendStreamedHtml(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  first: string,
  rest: Promise<string>,
  policy: string,
  cacheControl: string,
) {
  documentHeaders(reply, status, policy, cacheControl).header('Vary', 'Cookie, Accept-Encoding');
  const [encoding] = acceptedEncodings(request);
  const stream =
    encoding === 'br'
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? zlib.createGzip({ level: 6 })
        : new PassThrough();
  if (encoding) reply.header('Content-Encoding', encoding);
  stream.write(first);
  if ('flush' in stream) stream.flush();
  void rest.then(
    (text) => stream.end(text),
    () => stream.end(),
  );
  return reply.send(stream);
}
