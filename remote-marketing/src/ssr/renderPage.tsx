import { Suspense, type ReactNode } from 'react';
import { SITE_PAGES, type RenderedSitePage, type SiteRenderRequest } from '@dis/contract/site';
import { i18n, matchPath, Route, Routes } from '@dis/shared';
import { dehydrate } from '@dis/shared/query';
import { oneAtATime, prerenderMarkup, StaticRouter, wordsOf } from '@dis/shared/ssr';
import { setPortalTransport } from '../site/portal/api';
import { SiteRenderContext } from '../site/rendering';
import { createSiteRender } from './siteRender';
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

async function renderNow({ url, lang, transport }: SiteRenderRequest): Promise<RenderedSitePage> {
  const pathname = url.split('?')[0] ?? '/';
  const page = SITE_PAGES.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  if (!page) throw new Error(`not a page of the public site: ${pathname}`);
  setPortalTransport(transport);
  await i18n.changeLanguage(lang);
  const { render, meta, answers, queries, namespaces, structuredData } = createSiteRender();
  const tree = <SiteRenderContext.Provider value={render}>{siteTree(url)}</SiteRenderContext.Provider>;
  const html = await prerenderMarkup(tree, url);
  const words = wordsOf(namespaces, lang);
  const missing = Object.values(answers).some((answer) => answer.status === 'notFound');
  // the answers go as the render's cache, dehydrated: each settled (a failure is shown as one), so
  // the browser's first render shows what this markup shows
  const state = dehydrate(queries);
  queries.clear();
  return {
    html,
    title: meta.title,
    description: meta.description,
    seed: { lang, words, answers: {}, state },
    failed: Object.values(answers).some((answer) => answer.status === 'failed'),
    requests: [LAYOUT_REQUEST, page.request],
    status: missing ? 404 : 200,
    siteName: meta.siteName,
    structuredData,
  };
}

/**
 * Renders one page of the public site. One render at a time: the translator's language and the
 * data transport are this bundle's own globals (the server keeps rendered pages, so a render is rare).
 */
export const renderPage: (request: SiteRenderRequest) => Promise<RenderedSitePage> = oneAtATime(renderNow);
