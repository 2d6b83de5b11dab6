import { Suspense, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// server only: the router of one request (the browser's router comes from the shell)
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router';
import { SITE_PAGES, type RenderedSitePage, type SiteRenderRequest } from '@dis/contract/site';
import { i18n, matchPath, Route, Routes, type Bundle } from '@dis/shared';
import { setPortalTransport } from '../site/portal/api';
import { createSiteRender, SiteRenderContext } from '../site/rendering';
import { LAYOUT_REQUEST, SITE_MODULES } from './pages';

export type { RenderedSitePage, SiteRenderRequest };

/**
 * Each remote module sits in one Suspense boundary, as the shell's RemotePage puts it, so the
 * server's markup has the boundaries the browser's tree hydrates (docs/site/rendering.md).
 */
const boundary = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

function siteTree(url: string): ReactNode {
  const Layout = SITE_MODULES[LAYOUT_REQUEST]!;
  return (
    <StaticRouter location={url}>
      <Routes>
        <Route element={boundary(<Layout />)}>
          {SITE_PAGES.map((page) => {
            const Page = SITE_MODULES[page.request]!;
            return <Route key={page.path} path={page.path} element={boundary(<Page />)} />;
          })}
        </Route>
      </Routes>
    </StaticRouter>
  );
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(typeof part === 'string' ? Buffer.from(part) : part);
  return Buffer.concat(parts).toString('utf8');
}

/** The mark of a Suspense boundary whose content came later (sent hidden, revealed by a script). */
const WAITED = '<!--$?-->';
const MAX_PASSES = 3;

async function renderNow({ url, lang, transport }: SiteRenderRequest): Promise<RenderedSitePage> {
  const pathname = url.split('?')[0] ?? '/';
  const page = SITE_PAGES.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  if (!page) throw new Error(`not a page of the public site: ${pathname}`);
  setPortalTransport(transport);
  await i18n.changeLanguage(lang);
  const { render, meta, answers, namespaces, structuredData } = createSiteRender();
  const tree = <SiteRenderContext.Provider value={render}>{siteTree(url)}</SiteRenderContext.Provider>;
  // A part sent hidden, to be revealed by a script, is never seen by a crawler without JavaScript.
  // React sends a part so when it is large (hence `progressiveChunkSize`) or when it was still
  // waiting as its parent finished; then render again, with the words and data all in.
  let html = '';
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(tree, {
      onError: (error) => void errors.push(error),
      // never split a large part out to be revealed by a script
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
    html = await text(prelude);
    // a part that failed would be rendered by the browser alone: the server says it failed instead
    if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
    if (!html.includes(WAITED)) break;
    if (pass === MAX_PASSES)
      throw new Error(
        `${url}: parts still waiting after ${MAX_PASSES} passes: ${html.slice(html.indexOf(WAITED) - 200, html.indexOf(WAITED) + 300)}`,
      );
  }
  const words: Record<string, Bundle> = {};
  for (const ns of namespaces) {
    const bundle = i18n.getResourceBundle(lang, ns) as Bundle | undefined;
    if (bundle) words[ns] = bundle;
  }
  const missing = Object.values(answers).some((answer) => answer.status === 'notFound');
  return {
    html,
    title: meta.title,
    description: meta.description,
    seed: { lang, words, answers },
    requests: [LAYOUT_REQUEST, page.request],
    status: missing ? 404 : 200,
    siteName: meta.siteName,
    structuredData,
  };
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders one page of the public site. One render at a time: the translator's language and the
 * data transport are this bundle's own globals (the server keeps rendered pages, so a render is rare).
 */
export function renderPage(request: SiteRenderRequest): Promise<RenderedSitePage> {
  const run = queue.then(() => renderNow(request));
  queue = run.catch(() => undefined);
  return run;
}
