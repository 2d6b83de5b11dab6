import { useCallback, useId, useMemo, useState } from 'react';
import { PAGINATION, useTranslation, type TableData } from '@dis/shared';
import { RequestError } from '@dis/shared/request';
import { hashKey, keepPreviousData, useQuery, type QueryKey } from '@dis/shared/query';
import { pageOf, type PageState } from '../table/pagination';
import { useKitQueryClient } from './carried';

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
   * The key of a query in the console's query cache (`ResourceApi.listKey`: the resource, the
   * parameters, the language; docs/site/rendering.md "One keyed query cache"): readers of one key
   * share one request and one answer, and the document's carried answer is found under it. Without
   * it the list is this component's own.
   */
  queryKey?: (query: Q & Partial<PageState>, lang: string) => QueryKey;
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

/**
 * The rows and total of a list answer, whether it is a page (`rows`, `total`) or a whole tree's
 * source as `data` (menus, departments; the body as the server sent it when the document carried it).
 */
function resultOf<Row>(answer: TableData<Row> | undefined, paging: 'server' | 'client' | 'none') {
  if (!answer) return { rows: [] as Row[], total: 0 };
  const data = (answer as { data?: unknown }).data;
  const rows = answer.rows ?? (Array.isArray(data) ? (data as Row[]) : []);
  return { rows, total: paging === 'server' ? (answer.total ?? 0) : rows.length };
}

function queryOf<Q extends object>(
  filters: Q,
  paging: 'server' | 'client' | 'none',
  page: PageState,
): Q & Partial<PageState> {
  return paging === 'server'
    ? { ...filters, pageNum: page.pageNum, pageSize: page.pageSize }
    : { ...filters };
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
 * The state of a console list page: filters, page, rows, total, loading and error, over the
 * console's query cache (`@dis/shared/query`). Every change of the query loads the list once; the
 * rows stay while a search loads; an answer for an older query never shows over a newer one (it
 * lands under its own key). An answer the cache already holds (the document carried it) is in the
 * first render, and nothing is asked for it.
 */
export function useListQuery<Q extends object, Row>(options: ListQueryOptions<Q, Row>): ListQuery<Q, Row> {
  const { paging = 'server', fetch, queryKey } = options;
  const client = useKitQueryClient();
  const { lang } = useTranslation();
  const ownKey = useId();
  const [initialFilters] = useState(options.filters);
  const [filters, setFilters] = useState<Q>(initialFilters);
  const [page, setPage] = useState<PageState>({
    pageNum: PAGINATION.pageNum,
    pageSize: options.pageSize ?? PAGINATION.pageSize,
  });

  const keyOf = useCallback(
    (nextFilters: Q, nextPage: PageState): QueryKey => {
      const query = queryOf(nextFilters, paging, nextPage);
      return queryKey ? queryKey(query, lang) : ['list', ownKey, query, lang];
    },
    [queryKey, paging, lang, ownKey],
  );
  const key = keyOf(filters, page);
  const list = useQuery(
    {
      queryKey: key,
      queryFn: () => fetch(queryOf(filters, paging, page)),
      placeholderData: keepPreviousData,
    },
    client,
  );
  const { refetch } = list;

  /** Shows `nextFilters` at `nextPage`: the new query loads; the same one is asked again. */
  const go = useCallback(
    (nextFilters: Q, nextPage: PageState) => {
      setFilters(nextFilters);
      setPage(nextPage);
      if (hashKey(keyOf(nextFilters, nextPage)) === hashKey(keyOf(filters, page))) void refetch();
    },
    [keyOf, filters, page, refetch],
  );

  const search = useCallback(
    (patch?: Partial<Q>) => go({ ...filters, ...patch }, { ...page, pageNum: 1 }),
    [go, filters, page],
  );
  const reset = useCallback(() => go(initialFilters, { ...page, pageNum: 1 }), [go, initialFilters, page]);
  // a write has usually asked the list again already (query/writes.ts): join that answer
  const reload = useCallback(() => void refetch({ cancelRefetch: false }), [refetch]);
  const changePage = useCallback(
    (pageNum: number, pageSize: number) => {
      if (paging === 'server') go(filters, { pageNum, pageSize });
      else setPage({ pageNum, pageSize });
    },
    [go, paging, filters],
  );

  // a failed load shows no rows (an old page's rows under an error line would mislead)
  const result = useMemo(
    () => resultOf(list.isError ? undefined : list.data, paging),
    [list.isError, list.data, paging],
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
    loading: list.isFetching,
    error: list.isError && !refusedByServer(list.error) ? messageOf(list.error) : null,
    search,
    reset,
    reload,
    changePage,
  };
}
