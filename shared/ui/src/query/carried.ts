import { queryKeys } from '@dis/contract/resources';
import { currentLanguage } from '@dis/shared';
import { getQueryClient, markCarried, useAppQueryClient, type QueryClient } from '@dis/shared/query';
import { followWrites } from './writes';

/**
 * The answers the document of a console address carries for the first reads of the page it shows
 * (`window.__DIS_ANSWERS__`, docs/site/document.md "A console document"): the server asked its own
 * API for them with the session cookie the document was asked with. `answers` is keyed by the
 * address as the page asks it, without the API's prefix (`/system/user/list?pageNum=1&pageSize=20`);
 * `lang` is the language they were asked in.
 */
declare global {
  interface Window {
    __DIS_ANSWERS__?: { lang?: unknown; answers?: unknown };
  }
}

/** An answer the server gave as success (`code` 200, or none: docs/product.md §8). */
function succeeded(answer: unknown): boolean {
  if (answer === null || typeof answer !== 'object') return false;
  const code = (answer as { code?: unknown }).code;
  return typeof code !== 'number' || code === 200;
}

/**
 * Puts answers into `client` under the keys their readers use (`queryKeys.ofAddress`: the address's
 * resource, segments and parameters, and the language), as the body `http.get` resolves them with.
 * A refusal or an address under no resource is left out: its reader asks the server, which reports
 * as always. Answered at `answeredAt`, they stand for the page's first view (`CARRIED_FRESH_MS`):
 * the first render shows them and asks nothing; once a reader asks again they are the server's
 * new answer.
 */
export function seedAnswers(
  client: QueryClient,
  answers: Record<string, unknown>,
  lang: string,
  answeredAt: number = Date.now(),
): void {
  for (const [address, answer] of Object.entries(answers)) {
    const queryKey = queryKeys.ofAddress(address, lang);
    if (!queryKey || !succeeded(answer)) continue;
    client.setQueryData([...queryKey], answer, { updatedAt: answeredAt });
    const query = client.getQueryCache().find({ queryKey: [...queryKey], exact: true });
    if (query) markCarried(client, query);
  }
}

/**
 * The document's answers go into the browser's client once: in the language they were asked in
 * only (a staff member who switched language since sees the server's answer in theirs). The
 * carrier is removed, so nothing reads it a second time.
 */
function takeCarriedAnswers(client: QueryClient): void {
  const carried = window.__DIS_ANSWERS__;
  delete window.__DIS_ANSWERS__;
  if (!carried || typeof carried !== 'object') return;
  const { lang, answers } = carried;
  if (typeof lang !== 'string' || lang !== currentLanguage()) return;
  if (!answers || typeof answers !== 'object' || Array.isArray(answers)) return;
  // answered as the page was asked for: they stand for its first minute, however late the first
  // reader comes
  seedAnswers(client, answers as Record<string, unknown>, lang, performance.timeOrigin);
}

/** The browser's clients that have taken the document's answers. */
const seeded = new WeakSet<QueryClient>();

/** The browser's one client (`getQueryClient`), with the document's answers in it. */
export function kitQueryClient(): QueryClient {
  const client = getQueryClient();
  if (!seeded.has(client)) {
    seeded.add(client);
    if (typeof window !== 'undefined') {
      followWrites(client);
      takeCarriedAnswers(client);
    }
  }
  return client;
}

/**
 * The client a kit reader uses: the render's (`@dis/ui/ssr`, seeded with its answers) or the
 * browser's, with the document's answers in it.
 */
export function useKitQueryClient(): QueryClient {
  const client = useAppQueryClient();
  return client === getQueryClient() ? kitQueryClient() : client;
}
