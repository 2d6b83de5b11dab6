import { use, useEffect } from 'react';
import { useQuery } from '@dis/shared/query';
import { portalKey, useSiteRender, type SettledAnswer } from '../rendering';
import { siteQueryClient } from './siteQueries';

export type PortalState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** the server answered code 404: the item is unknown or no longer public */
  | { status: 'notFound'; message: string }
  | { status: 'failed'; message: string };

/** The state of a query and the way to ask again. */
export type PortalQuery<T> = PortalState<T> & { retry: () => void };

const NOT_FOUND = 404;

function failureOf(error: unknown): Exclude<PortalState<never>, { status: 'loading' }> {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  return code === NOT_FOUND ? { status: 'notFound', message } : { status: 'failed', message };
}

function settle<T>(load: () => Promise<T>): Promise<SettledAnswer> {
  return load().then(
    (data): SettledAnswer => ({ status: 'ready', data }),
    (error: unknown) => failureOf(error),
  );
}

const noRetry = () => undefined;

/**
 * Loads public data for a page, a query of the one query cache under `['portal', key]`: again
 * whenever `key` changes (language, category, page), and on `retry()`; an answer for an older key
 * lands under its own. In the server's render the page waits for the answer (docs/site/rendering.md
 * "What a render does"); in the browser the first render takes the answer the server's render
 * read, carried in the document, so it shows what the server's HTML shows. The carried answer
 * serves that first render only: the next visit of the page asks the server again.
 */
export function usePortalQuery<T>(key: string, load: () => Promise<T>): PortalQuery<T> {
  const server = useSiteRender();
  const client = server?.queries ?? siteQueryClient();
  const query = useQuery({ queryKey: portalKey(key), queryFn: () => settle(load) }, client);
  const { refetch } = query;
  useEffect(() => {
    // what the document carried was for this first render: a later reader asks again
    if (!server) void client.invalidateQueries({ queryKey: portalKey(key), refetchType: 'none' });
  }, [server, client, key]);
  if (server) return { ...(use(server.answer(key, () => settle(load))) as PortalState<T>), retry: noRetry };
  const answer = query.data as PortalState<T> | undefined;
  // asking again after a failure shows that it is loading
  if (!answer || (query.isFetching && answer.status !== 'ready'))
    return { status: 'loading', retry: noRetry };
  return { ...answer, retry: () => void refetch() };
}

/** A route parameter that must be a positive whole number (docs/product.md §5: ids are digits only). */
export function idFromParam(value: string | undefined): number | null {
  return value && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** A refusal for an address that cannot name an item: the page says it is not there. */
const notAnId = () => Promise.reject(Object.assign(new Error('not found'), { code: NOT_FOUND }));

/** Loads the one item a route parameter names (`/News/:newsId`); a malformed id is not found. */
export function usePortalItem<T>(
  kind: string,
  param: string | undefined,
  load: (id: number) => Promise<T>,
): PortalQuery<T> {
  const id = idFromParam(param);
  return usePortalQuery(`${kind}|${id}`, () => (id === null ? notAnId() : load(id)));
}
