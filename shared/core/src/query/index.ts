/**
 * `@dis/shared/query`: the one query cache of the console (TanStack Query), a federation singleton
 * like `@dis/shared/store` (docs/site/rendering.md "One keyed query cache"). Every read of the
 * console's kit is a query keyed from the resource table (`queryKeys` in `@dis/contract`); the
 * cache the server's render of the page filled, which the console's document carries dehydrated,
 * is hydrated into it once (the kit's `query/carried.ts`). A shared module is never tree-shaken: only what the kit uses is re-exported
 * here, and nothing of the resource table is bundled here (the kit has it). Public pages never
 * load it.
 */
import { useContext } from 'react';
import {
  hashKey,
  hydrate,
  QueryClient,
  QueryClientContext,
  type DehydratedState,
  type Query,
} from '@tanstack/react-query';
import type { ReadParams } from '@dis/contract/resources';
import { toQueryString } from '@dis/shared';

/** How long an answer the document carried stands for the page's first view (then it is asked again). */
export const CARRIED_FRESH_MS = 60_000;

/** The queries whose answer is still the one a document carried (none has asked again since). */
const carriedQueries = new WeakSet<Query>();
/** The clients that forget a carried answer as its query is asked again. */
const watched = new WeakSet<QueryClient>();

/** Whether `query` holds an answer a document carried that no reader has asked again for. */
export function isCarried(query: Query): boolean {
  return carriedQueries.has(query);
}

/** Marks the answer `query` of `client` holds as a document's: it stands for the page's first view. */
export function markCarried(client: QueryClient, query: Query): void {
  if (!watched.has(client)) {
    watched.add(client);
    // the first time a carried query is asked again (a reload, a search back to it), it is no longer
    client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'fetch') carriedQueries.delete(event.query);
    });
  }
  carriedQueries.add(query);
}

/**
 * A client with the console's defaults: a read is asked again when a reader mounts after it was
 * answered (a list shows what the server has now), never because the window got the focus or the
 * network came back (a staff member's form is not reloaded under them); no retry here, as the
 * request layer already asks a read once more after a 502/503/504 or no answer (`askAgain`), and a
 * refusal (`{code, msg}`) would be refused again. An answer the document carried (`isCarried`)
 * stands for the page's first minute: the first render shows it and asks nothing.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: (query) => (isCarried(query) ? CARRIED_FRESH_MS : 0),
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The browser's one client, made on first use. On the server every render has its own
 * (`QueryClientProvider`, `@dis/ui/ssr`); this one is then only the fallback of a reader rendered
 * outside any (tests).
 */
export function getQueryClient(): QueryClient {
  browserClient ??= createQueryClient();
  return browserClient;
}

/**
 * Forgets the browser's client and all it holds; the next reader makes a new one (tests: each
 * starts with an empty cache, as a fresh page does).
 */
export function resetQueryClient(): void {
  browserClient?.clear();
  browserClient = undefined;
}

/**
 * Puts queries a document carried (a server render's cache, dehydrated, already filtered by the
 * caller) into `client`, as answered when the page was asked for (`performance.timeOrigin`: a page
 * kept for minutes still stands), idle, and marked carried (`markCarried`: they stand for the
 * page's first view). One step for the console's document and the public site's
 * (docs/site/rendering.md).
 */
export function takeCarriedQueries(client: QueryClient, queries: DehydratedState['queries']): void {
  const taken = queries.map((query) => ({
    ...query,
    queryHash: hashKey(query.queryKey),
    state: { ...query.state, dataUpdatedAt: performance.timeOrigin, fetchStatus: 'idle' as const },
  }));
  hydrate(client, { mutations: [], queries: taken });
  for (const { queryKey } of taken) {
    const query = client.getQueryCache().find({ queryKey, exact: true });
    if (query) markCarried(client, query);
  }
}

/**
 * The client a reader uses: the render's (a `QueryClientProvider` above it: the server's render of
 * a console page) or the browser's one.
 */
export function useAppQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? getQueryClient();
}

/**
 * A read's parameters as its key holds them (`ReadParams`): what the query string carries, so
 * `{userName: '', pageNum: 1}` and the address `…?pageNum=1` have one key.
 */
export function readParams(query: object): ReadParams {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(toQueryString(query as Record<string, unknown>)))
    params[name] = value;
  return params;
}

export {
  dehydrate,
  hydrate,
  hashKey,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useQueries,
  useQuery,
  type DehydratedState,
  type Query,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
