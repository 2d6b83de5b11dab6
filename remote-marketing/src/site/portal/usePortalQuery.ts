import { use, useCallback, useEffect, useState } from 'react';
import { forgetSeededAnswer, seededAnswer, useSiteRender, type SettledAnswer } from '../rendering';

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
 * Loads public data for a page: again whenever `key` changes (language, category, page), and on
 * `retry()`. An answer that arrives after a newer request is dropped. In the server's render the
 * page waits for the answer (docs/site/rendering.md); in the browser the first render takes the
 * answer the server left in the document, so it shows what the server's HTML shows.
 */
export function usePortalQuery<T>(key: string, load: () => Promise<T>): PortalQuery<T> {
  const server = useSiteRender();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; attempt: number; value: PortalState<T> }>(() => {
    const seeded = seededAnswer(key) as PortalState<T> | undefined;
    return seeded
      ? { key, attempt: 0, value: seeded }
      : { key: '', attempt: -1, value: { status: 'loading' } };
  });

  useEffect(() => {
    forgetSeededAnswer(key);
    if (state.key === key && state.attempt === attempt) return undefined;
    let current = true;
    load().then(
      (data) => current && setState({ key, attempt, value: { status: 'ready', data } }),
      (error: unknown) => current && setState({ key, attempt, value: failureOf(error) }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function every render; `key` says what it loads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (server) return { ...(use(server.answer(key, () => settle(load))) as PortalState<T>), retry: noRetry };
  const settled = state.key === key && state.attempt === attempt;
  return { ...(settled ? state.value : { status: 'loading' }), retry } as PortalQuery<T>;
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
