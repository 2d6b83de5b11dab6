import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { PAGINATION, type TableData } from '@dis/shared';
import { RequestError } from '@dis/shared/request';
import { pageOf, type PageState } from '../table/pagination';
import { useCarried } from './useCarried';

export interface ListQueryOptions<Q extends object, Row> {
  /** the filters of an empty search form; `reset()` goes back to them */
  filters: Q;
  /**
   * Loads the list. With server paging it gets the filters plus `pageNum`/`pageSize`; with client
   * paging only the filters, and the whole list it answers is paged here; with none (trees) only
   * the filters, and every row is shown.
   */
  fetch: (query: Q & Partial<PageState>) => Promise<TableData<Row>>;
  /**
   * The first query's answer when it is already at hand (the console document's, `carriedAnswer`):
   * the first render shows its rows and nothing is asked for it
   */
  carried?: (query: Q & Partial<PageState>) => TableData<Row> | undefined;
  paging?: 'server' | 'client' | 'none';
  pageSize?: number;
}

export interface ListQuery<Q extends object, Row> {
  filters: Q;
  pageNum: number;
  pageSize: number;
  /** the rows of the current page */
  rows: Row[];
  total: number;
  loading: boolean;
  /** message of the last failed load */
  error: string | null;
  /** merges `patch` into the filters, goes to page 1 and loads */
  search: (patch?: Partial<Q>) => void;
  /** back to the initial filters and page 1, and loads */
  reset: () => void;
  /** loads the current query again */
  reload: () => void;
  changePage: (pageNum: number, pageSize: number) => void;
}

function resultOf<Row>(answer: TableData<Row>, paging: 'server' | 'client' | 'none') {
  const rows = answer.rows ?? [];
  return { rows, total: paging === 'server' ? (answer.total ?? 0) : rows.length };
}

function queryOf<Q extends object>(
  filters: Q,
  paging: 'server' | 'client' | 'none',
  pageNum: number,
  pageSize: number,
): Q & Partial<PageState> {
  return paging === 'server' ? { ...filters, pageNum, pageSize } : { ...filters };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A refusal by the server (`{code, msg}`: a filter out of bounds, no right to the list): the
 * request layer has already shown its message, and asking again would be refused again, so the
 * table shows no error line of its own, as RuoYi's lists do. The line with 重试 is for a list that
 * could not be had (the network, a timeout, a server error page).
 */
function refusedByServer(error: unknown): boolean {
  return error instanceof RequestError && error.kind === 'business';
}

/**
 * The state of a console list page: filters, page, rows, total, loading and error. Every change
 * of the query loads the list once; an answer that arrives after a newer query is dropped.
 */
export function useListQuery<Q extends object, Row>(options: ListQueryOptions<Q, Row>): ListQuery<Q, Row> {
  const { paging = 'server' } = options;
  const [initialFilters] = useState(options.filters);
  const [filters, setFilters] = useState<Q>(initialFilters);
  const [page, setPage] = useState<PageState>({
    pageNum: PAGINATION.pageNum,
    pageSize: options.pageSize ?? PAGINATION.pageSize,
  });
  const [attempt, setAttempt] = useState(0);
  // the first query's answer, when the document carries it: rows in the first render, no request
  const { carried, servedFirst } = useCarried(() => {
    const answer = options.carried?.(queryOf(initialFilters, paging, page.pageNum, page.pageSize));
    return answer === undefined ? undefined : resultOf(answer, paging);
  });
  const [result, setResult] = useState<{ rows: Row[]; total: number }>(carried ?? { rows: [], total: 0 });
  const [loading, setLoading] = useState(carried === undefined);
  const [error, setError] = useState<string | null>(null);

  const load = useEffectEvent((query: Q & Partial<PageState>) => options.fetch(query));
  const serverPageNum = paging === 'server' ? page.pageNum : 0;
  const serverPageSize = paging === 'server' ? page.pageSize : 0;

  useEffect(() => {
    // the first query was answered by the document (above); later ones ask the server
    if (servedFirst()) return;
    let current = true;
    load(queryOf(filters, paging, serverPageNum, serverPageSize))
      .then((answer) => {
        if (!current) return;
        setResult(resultOf(answer, paging));
        setError(null);
      })
      .catch((failure: unknown) => {
        if (!current) return;
        setResult({ rows: [], total: 0 });
        setError(refusedByServer(failure) ? null : messageOf(failure));
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [filters, attempt, paging, serverPageNum, serverPageSize, servedFirst]);

  const search = useCallback((patch?: Partial<Q>) => {
    setFilters((previous) => ({ ...previous, ...patch }));
    setPage((previous) => ({ ...previous, pageNum: 1 }));
    setAttempt((n) => n + 1);
    setLoading(true);
  }, []);

  const reset = useCallback(() => {
    setFilters(initialFilters);
    setPage((previous) => ({ ...previous, pageNum: 1 }));
    setAttempt((n) => n + 1);
    setLoading(true);
  }, [initialFilters]);

  const reload = useCallback(() => {
    setAttempt((n) => n + 1);
    setLoading(true);
  }, []);

  const changePage = useCallback(
    (pageNum: number, pageSize: number) => {
      setPage({ pageNum, pageSize });
      if (paging === 'server') {
        setAttempt((n) => n + 1);
        setLoading(true);
      }
    },
    [paging],
  );

  const rows = useMemo(
    () => (paging === 'client' ? pageOf(result.rows, page) : result.rows),
    [paging, result.rows, page],
  );

  return {
    filters,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
    rows,
    total: result.total,
    loading,
    error,
    search,
    reset,
    reload,
    changePage,
  };
}
