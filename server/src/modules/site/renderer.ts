/**
 * The seam between the server's HTML document for public pages and the marketing remote's server
 * renderer (docs/site/rendering.md). The document (status code, head tags, remote map, preloads)
 * asks the renderer, when one is installed, for the page's markup; without one the page is
 * rendered in the browser only.
 */
export type SiteLanguage = 'zh-cn' | 'en';

export interface PageRenderInput {
  /** the path without the query, e.g. `/News/12` */
  path: string;
  /** the language the page is shown in */
  lang: SiteLanguage;
  /** the public origin, e.g. `https://www.example.com` (for absolute links in meta tags) */
  origin: string;
}

export interface PageRenderResult {
  /** 404 when the path names no page, or an unknown / unpublished article or job */
  status: 200 | 404;
  /** the page's title and meta description in its language */
  title: string;
  description: string;
  /** markup to put inside `<div id="app">` */
  html: string;
  /** extra tags for `<head>` the page needs (styles, preloads of its chunks) */
  head: string;
  /** data the client reads before hydrating (serialised into the document) */
  state: unknown;
}

export type PageRenderer = (input: PageRenderInput) => Promise<PageRenderResult | null>;

let installed: PageRenderer | null = null;

/** Installs (or removes, with null) the renderer of public pages. */
export function installPageRenderer(renderer: PageRenderer | null): void {
  installed = renderer;
}

/** The installed renderer of public pages, if any. */
export function pageRenderer(): PageRenderer | null {
  return installed;
}
