/**
 * `@dis/shared/ssr`: what the server renders of the shell and the remotes have in common
 * (docs/site/rendering.md). Only the render builds (`dist/ssr/render.cjs`, for Node) import it;
 * it is not a shared module of the browser's federation.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { i18n, type Bundle } from '../i18n';
import { BROWSER_ONLY_PART } from '../utils/waitingParts';

/** The router of one request (the browser's router is the shell's). */
export { StaticRouter };

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(typeof part === 'string' ? Buffer.from(part) : part);
  return Buffer.concat(parts).toString('utf8');
}

/** The mark of a Suspense boundary whose content came later (sent hidden, revealed by a script). */
const WAITED = '<!--$?-->';
const MAX_PASSES = 3;

/**
 * The markup of `tree` once everything it waits for (code, words, data) has arrived. A part sent
 * hidden, to be revealed by a script, is never seen by a crawler without JavaScript: React sends a
 * part so when it is large (hence `progressiveChunkSize`) or when it was still waiting as its
 * parent finished; then it renders again, with the words and data all in. A part that failed
 * makes the whole render fail (the browser would render it alone).
 */
export async function prerenderMarkup(tree: ReactNode, label: string): Promise<string> {
  let html = '';
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(tree, {
      // a part drawn in the browser only leaves its boundary's fallback in the markup
      onError: (error) =>
        void ((error instanceof Error && error.message === BROWSER_ONLY_PART) || errors.push(error)),
      // never split a large part out to be revealed by a script
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
    html = await text(prelude);
    if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
    if (!html.includes(WAITED)) return html;
  }
  const at = html.indexOf(WAITED);
  throw new Error(
    `${label}: parts still waiting after ${MAX_PASSES} passes: ${html.slice(at - 200, at + 300)}`,
  );
}

/** The words of `namespaces` in `lang`, as the document hands them to the browser's first render. */
export function wordsOf(namespaces: Iterable<string>, lang: string): Record<string, Bundle> {
  const words: Record<string, Bundle> = {};
  for (const ns of namespaces) {
    const bundle = i18n.getResourceBundle(lang, ns) as Bundle | undefined;
    if (bundle) words[ns] = bundle;
  }
  return words;
}

/**
 * Runs renders one at a time: the translator's language and the store are the bundle's own
 * globals (the server keeps rendered pages, so a render is rare). A console render's reads are its
 * own (a query cache per render, `@dis/ui/ssr`).
 */
export function oneAtATime<A, R>(render: (request: A) => Promise<R>): (request: A) => Promise<R> {
  let queue: Promise<unknown> = Promise.resolve();
  return (request) => {
    const run = queue.then(() => render(request));
    queue = run.catch(() => undefined);
    return run;
  };
}
