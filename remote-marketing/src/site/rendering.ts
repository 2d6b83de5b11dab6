import { createContext, useContext } from 'react';
import type { SettledAnswer, SiteSeed } from '@dis/contract/site';

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
  /** the answer of a data call: one promise per key, which the page waits for with React's `use` */
  answer(key: string, load: () => Promise<SettledAnswer>): Promise<SettledAnswer>;
}

/** Present only in the server's render. */
export const SiteRenderContext = createContext<SiteRender | null>(null);

/** The server's render, or null in the browser. */
export function useSiteRender(): SiteRender | null {
  return useContext(SiteRenderContext);
}

/** A collector for one server render: title, description and the answers, all plain data. */
export function createSiteRender() {
  const meta = { title: '', description: '', siteName: '' };
  const structuredData: Array<Record<string, unknown>> = [];
  const answers: Record<string, SettledAnswer> = {};
  const pending = new Map<string, Promise<SettledAnswer>>();
  const namespaces = new Set<string>();
  const render: SiteRender = {
    noteWords(ns) {
      namespaces.add(ns);
    },
    setSiteName(name) {
      meta.siteName = name;
    },
    addStructuredData(data) {
      // a render may run twice (see the render's passes): one object per kind
      const index = structuredData.findIndex((kept) => kept['@type'] === data['@type']);
      if (index >= 0) structuredData[index] = data;
      else structuredData.push(data);
    },
    setMeta(title, description) {
      meta.title = title;
      meta.description = description;
    },
    answer(key, load) {
      let answer = pending.get(key);
      if (!answer) {
        answer = load().then((value) => {
          answers[key] = value;
          return value;
        });
        pending.set(key, answer);
      }
      return answer;
    },
  };
  return { render, meta, answers, namespaces, structuredData };
}

declare global {
  interface Window {
    __DIS_SITE__?: SiteSeed;
  }
}

const seed = (): SiteSeed | undefined => (typeof window === 'undefined' ? undefined : window.__DIS_SITE__);

/** The answer the server gave for `key`, if the document carries it and it was not used up. */
export function seededAnswer(key: string): SettledAnswer | undefined {
  const answers = seed()?.answers;
  return answers && Object.prototype.hasOwnProperty.call(answers, key) ? answers[key] : undefined;
}

/** A seeded answer serves the first render only: the next visit of the page asks the server again. */
export function forgetSeededAnswer(key: string): void {
  const answers = seed()?.answers;
  if (answers) delete answers[key];
}
