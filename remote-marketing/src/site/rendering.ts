import { createContext, useContext } from 'react';
import type { SettledAnswer, SiteSeed } from '@dis/contract/site';
// types only: the site's pages that read no data never load the query cache
import type { QueryClient } from '@dis/shared/query';

export type { SettledAnswer, SiteSeed };

/**
 * The public site rendered twice: once by the server into the page's HTML, then hydrated by the
 * browser over it (docs/site/rendering.md). This module is what the two renders share: the
 * server's collector (the page's title and description, the answers its data calls gave) and,
 * in the browser, what the server left in the document for the first render to match.
 */

/** What the server's render of one page collects. */
export interface SiteRender {
  setMeta(title: string, description: string): void;
  /** a namespace of words the page uses (the document carries its words to the browser) */
  noteWords(ns: string): void;
  /** the site's name, for the page's Open Graph tags */
  setSiteName(name: string): void;
  /** a schema.org object describing the page (`url`, `logo`: site paths) */
  addStructuredData(data: Record<string, unknown>): void;
  /**
   * the answer of a data call, read into the render's query cache (`queries`, under
   * `portalKey(key)`): one promise per key, which the page waits for with React's `use`
   */
  answer(key: string, load: () => Promise<SettledAnswer>): Promise<SettledAnswer>;
  /** the render's own query cache */
  queries: QueryClient;
}

/** Present only in the server's render. */
export const SiteRenderContext = createContext<SiteRender | null>(null);

/** The server's render, or null in the browser. */
export function useSiteRender(): SiteRender | null {
  return useContext(SiteRenderContext);
}

declare global {
  interface Window {
    __DIS_SITE__?: SiteSeed;
  }
}

/** The key of a public data call in the query cache: `['portal', 'news|7']`. */
export const portalKey = (key: string) => ['portal', key] as const;
