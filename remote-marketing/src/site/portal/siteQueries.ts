import {
  getQueryClient,
  takeCarriedQueries,
  type DehydratedState,
  type QueryClient,
} from '@dis/shared/query';

/** The browser's clients that have taken the document's carried state. */
const taken = new WeakSet<QueryClient>();

/**
 * The browser's one query cache (`getQueryClient`, the console's too), with the public page's
 * carried state in it: the answers the server's render read, in the language it rendered, taken
 * once (docs/site/rendering.md "What a render does"). The carrier is emptied, so nothing takes it
 * a second time.
 */
export function siteQueryClient(): QueryClient {
  const client = getQueryClient();
  if (taken.has(client) || typeof window === 'undefined') return client;
  taken.add(client);
  const seed = window.__DIS_SITE__;
  const state = seed?.state;
  if (!seed || !state || !Array.isArray(state.queries)) return client;
  delete seed.state;
  // answered as the page was asked for (a kept page may have been rendered minutes ago): they stand
  // for its first render, however late that comes
  takeCarriedQueries(
    client,
    (state.queries as DehydratedState['queries']).filter(
      (query) =>
        Array.isArray(query.queryKey) && query.queryKey[0] === 'portal' && query.state?.status === 'success',
    ),
  );
  return client;
}
