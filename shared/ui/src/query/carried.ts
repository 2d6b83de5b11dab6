import { queryKeys } from '@dis/contract/resources';
import { currentLanguage } from '@dis/shared';
import { CONSOLE_STATE_ID } from '@dis/contract/site';
import {
  dehydrate,
  getQueryClient,
  markCarried,
  takeCarriedQueries,
  useAppQueryClient,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@dis/shared/query';
import { followWrites } from './writes';

/**
 * The cache the server's render of a console page filled (docs/site/document.md "A console
 * document"), dehydrated, in the language it was asked in: the document carries it as the JSON of
 * `<script type="application/json" id="${CONSOLE_STATE_ID}">` (data, not a script that runs).
 */
export interface CarriedState {
  lang: string;
  state: DehydratedState;
}

/** An answer the server gave as success (`code` 200, or none: docs/product.md §8). */
function succeeded(answer: unknown): boolean {
  if (answer === null || typeof answer !== 'object') return false;
  const code = (answer as { code?: unknown }).code;
  return typeof code !== 'number' || code === 200;
}

/**
 * Puts answers into `client` under the keys their readers use (`queryKeys.ofAddress`: the address's
 * resource, segments and parameters, and the language), as the body `http.get` resolves them with:
 * the server's render of a console page puts there the reads the page's last render learned,
 * asked before it renders (`@dis/ui/ssr`). A refusal or an address under no resource is left out:
 * its reader asks. Answered at `answeredAt`, they stand for the page's first view
 * (`CARRIED_FRESH_MS`).
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
 * What a render's client holds, to carry in the document: its successful queries only (a refusal,
 * or a read still pending, is left out: the page asks the server, which reports as always), of
 * those the page `read` (an answer asked first that the page no longer reads is left out).
 */
export function carriedState(
  client: QueryClient,
  lang: string,
  read: (query: Query) => boolean = () => true,
): CarriedState {
  return {
    lang,
    state: dehydrate(client, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && succeeded(query.state.data) && read(query),
      shouldDehydrateMutation: () => false,
    }),
  };
}

type CarriedQuery = DehydratedState['queries'][number];

/** A carried query the browser takes: a success under a key of the carrier's language. */
const takenQuery = (query: CarriedQuery, lang: string): boolean =>
  Boolean(query) &&
  typeof query === 'object' &&
  Array.isArray(query.queryKey) &&
  query.queryKey.at(-1) === lang &&
  query.state?.status === 'success' &&
  succeeded(query.state.data);

/**
 * The document's carried state (`carriedState`) goes into the browser's client once: in the
 * language it was asked in only (a staff member who switched language since sees the server's
 * answer in theirs), its successes only. Its element is removed, so nothing reads it a second time.
 */
function takeCarriedState(client: QueryClient): void {
  const element = document.getElementById(CONSOLE_STATE_ID);
  if (!element) return;
  element.remove();
  let carried: Partial<CarriedState> | null;
  try {
    carried = JSON.parse(element.textContent ?? '') as Partial<CarriedState> | null;
  } catch {
    return;
  }
  if (!carried || typeof carried !== 'object') return;
  const { lang, state } = carried;
  if (typeof lang !== 'string' || lang !== currentLanguage()) return;
  if (!state || typeof state !== 'object' || !Array.isArray(state.queries)) return;
  // answered as the page was asked for: they stand for its first minute, however late the first
  // reader comes
  takeCarriedQueries(
    client,
    state.queries.filter((query) => takenQuery(query, lang)),
  );
}

/** The browser's clients that have taken the document's carried state. */
const seeded = new WeakSet<QueryClient>();

/** The browser's one client (`getQueryClient`), with the document's carried state in it. */
export function kitQueryClient(): QueryClient {
  const client = getQueryClient();
  if (!seeded.has(client)) {
    seeded.add(client);
    if (typeof document !== 'undefined') {
      followWrites(client);
      takeCarriedState(client);
    }
  }
  return client;
}

/**
 * The client a kit reader uses: the render's (`@dis/ui/ssr`, filled by its reads) or the
 * browser's, with the document's carried state in it.
 */
export function useKitQueryClient(): QueryClient {
  const client = useAppQueryClient();
  return client === getQueryClient() ? kitQueryClient() : client;
}
