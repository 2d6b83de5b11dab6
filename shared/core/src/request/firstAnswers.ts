/**
 * The answers the document of a console address carries for the first reads of the page it shows
 * (`window.__DIS_ANSWERS__`, docs/site/document.md "A console document"): the server asked its own
 * API for them with the session cookie the document was asked with, so the page's first view does
 * not wait for a round trip once its code has run. `answers` is keyed by the address as the page
 * asks it, without the API's prefix (`/system/user/list?pageNum=1&pageSize=20`); `lang` is the
 * language they were asked in.
 */
declare global {
  interface Window {
    __DIS_ANSWERS__?: { lang?: unknown; answers?: unknown };
  }
}

/**
 * On the server (no `window`), the answers a render of a console page is drawing with
 * (docs/site/rendering.md "The console's first view"): read, never taken, as a render may run
 * more than once.
 */
let rendering: Record<string, unknown> | null = null;

/** The answers the server's render of a console page reads (`null` when it is done). */
export function setRenderingAnswers(answers: Record<string, unknown> | null): void {
  rendering = answers;
}

/** They answer the page's first view only: a read a minute after the document asks the server. */
const FRESH_MS = 60_000;

/**
 * The document's answer to `GET address` in `language`, once: the next read of the same address
 * asks the server. None after any write (what was read may have changed), after the first minute,
 * or in another language than the document's.
 */
export function takeDocumentAnswer(method: string, address: string, language: string): unknown {
  if (typeof window === 'undefined')
    return method === 'GET' && rendering && Object.hasOwn(rendering, address)
      ? rendering[address]
      : undefined;
  const carried = typeof window === 'undefined' ? undefined : window.__DIS_ANSWERS__;
  const answers = carried?.answers as Record<string, unknown> | undefined;
  if (!answers || typeof answers !== 'object') return undefined;
  if (method !== 'GET') delete window.__DIS_ANSWERS__;
  else if (carried!.lang === language && performance.now() <= FRESH_MS && Object.hasOwn(answers, address)) {
    const answer = answers[address];
    delete answers[address];
    return answer;
  }
  return undefined;
}
