import { act, renderHook, waitFor } from '@testing-library/react';
import type { TableData } from '@dis/shared';
import { queryKeys } from '@dis/contract/resources';
import { getQueryClient, readParams } from '@dis/shared/query';
import { RequestError } from '@dis/shared/request';
import { seedAnswers } from './carried';
import { useListQuery } from './useListQuery';

interface Filters {
  name?: string;
  status?: string;
}

function answer<T>(rows: T[], total = rows.length): Promise<TableData<T>> {
  return Promise.resolve({ code: 200, msg: '查询成功', rows, total });
}

describe('useListQuery with server paging', () => {
  it('loads page 1 of 20 with the initial filters', async () => {
    const fetch = jest.fn(() => answer([{ id: 1 }], 41));
    const { result } = renderHook(() =>
      useListQuery<Filters, { id: number }>({ filters: { name: undefined }, fetch }),
    );
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith({ name: undefined, pageNum: 1, pageSize: 20 });
    expect(result.current.rows).toEqual([{ id: 1 }]);
    expect(result.current.total).toBe(41);
  });

  const listKey = (query: object, lang: string) => queryKeys.list('system/user', readParams(query), lang);

  it('shows a carried first answer in its first render without asking, and asks for the next query', async () => {
    // what the console's document carries, put into the cache under its address's key
    seedAnswers(
      getQueryClient(),
      {
        '/system/user/list?pageNum=1&pageSize=20': {
          code: 200,
          msg: '查询成功',
          rows: [{ id: 1 }, { id: 2 }],
          total: 41,
        },
      },
      'zh-cn',
    );
    const fetch = jest.fn(() => answer([{ id: 3 }], 41));
    const { result } = renderHook(() =>
      useListQuery<Filters, { id: number }>({ filters: { name: undefined }, fetch, queryKey: listKey }),
    );
    // the very first render has the rows: no loading state, nothing asked
    expect(result.current.loading).toBe(false);
    expect(result.current.rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect(result.current.total).toBe(41);
    await act(async () => undefined);
    expect(fetch).not.toHaveBeenCalled();
    act(() => result.current.changePage(2, 20));
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 3 }]));
    expect(fetch).toHaveBeenCalledWith({ name: undefined, pageNum: 2, pageSize: 20 });
    // back to page 1: the carried answer was the first view's; 刷新 asks the server
    act(() => result.current.changePage(1, 20));
    expect(result.current.rows).toEqual([{ id: 1 }, { id: 2 }]);
    act(() => result.current.reload());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch).toHaveBeenLastCalledWith({ name: undefined, pageNum: 1, pageSize: 20 });
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 3 }]));
  });

  it('loads as always when nothing is carried', async () => {
    const fetch = jest.fn(() => answer([{ id: 1 }]));
    const { result } = renderHook(() =>
      useListQuery<Filters, { id: number }>({ filters: {}, fetch, queryKey: listKey }),
    );
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 1 }]));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks once for two readers of one key in one render, and both show the answer', async () => {
    const fetch = jest.fn(() => answer([{ id: 7 }], 1));
    const { result } = renderHook(() => [
      useListQuery<Filters, { id: number }>({ filters: {}, fetch, queryKey: listKey }),
      useListQuery<Filters, { id: number }>({ filters: {}, fetch, queryKey: listKey }),
    ]);
    await waitFor(() => expect(result.current.map((list) => list.rows)).toEqual([[{ id: 7 }], [{ id: 7 }]]));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows on screen while a search loads', async () => {
    let answerSearch: (value: TableData<{ id: number }>) => void = () => undefined;
    const fetch = jest
      .fn()
      .mockImplementationOnce(() => answer([{ id: 1 }]))
      .mockImplementationOnce(() => new Promise((resolve) => (answerSearch = resolve)));
    const { result } = renderHook(() => useListQuery<Filters, { id: number }>({ filters: {}, fetch }));
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 1 }]));
    act(() => result.current.search({ name: 'x' }));
    expect(result.current.loading).toBe(true);
    expect(result.current.rows).toEqual([{ id: 1 }]);
    await act(async () => answerSearch({ rows: [{ id: 2 }], total: 1 }));
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 2 }]));
    expect(result.current.loading).toBe(false);
  });

  it('search merges the filters, goes to page 1 and loads; reset goes back', async () => {
    const fetch = jest.fn(() => answer([], 100));
    const { result } = renderHook(() => useListQuery<Filters, unknown>({ filters: {}, fetch }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.changePage(3, 20));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ pageNum: 3, pageSize: 20 }));
    act(() => result.current.search({ name: 'ad' }));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ name: 'ad', pageNum: 1, pageSize: 20 }));
    act(() => result.current.search({ status: '0' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith({ name: 'ad', status: '0', pageNum: 1, pageSize: 20 }),
    );
    act(() => result.current.reset());
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20 }));
    expect(result.current.filters).toEqual({});
  });

  it('search with the same filters loads again, and so does reload', async () => {
    const fetch = jest.fn(() => answer([]));
    const { result } = renderHook(() => useListQuery<Filters, unknown>({ filters: {}, fetch }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.search());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    act(() => result.current.reload());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(result.current.loading).toBe(false));
  });

  it('keeps the error message and clears the rows when a load fails', async () => {
    const fetch = jest
      .fn()
      .mockRejectedValueOnce(new Error('后端接口连接异常'))
      .mockImplementation(() => answer([{ id: 2 }]));
    const { result } = renderHook(() => useListQuery<Filters, { id: number }>({ filters: {}, fetch }));
    await waitFor(() => expect(result.current.error).toBe('后端接口连接异常'));
    expect(result.current.rows).toEqual([]);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 2 }]));
    expect(result.current.error).toBeNull();
  });

  it('leaves a refusal by the server to the message the request layer showed: no error line', async () => {
    // what the request layer throws for `{code: 500, msg}` (a filter out of bounds)
    const refusal = new RequestError('角色名称长度不能超过30个字符', 500, 'business');
    const fetch = jest
      .fn()
      .mockImplementationOnce(() => answer([{ id: 1 }]))
      .mockRejectedValueOnce(refusal)
      .mockRejectedValueOnce(new RequestError('系统接口请求超时', 0, 'timeout'));
    const { result } = renderHook(() => useListQuery<Filters, { id: number }>({ filters: {}, fetch }));
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 1 }]));
    act(() => result.current.search({ name: 'x'.repeat(31) }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.rows).toEqual([]);
    expect(result.current.error).toBeNull();
    // a list that could not be had keeps its line with 重试
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBe('系统接口请求超时'));
  });

  it('drops an answer that arrives after a newer query', async () => {
    let resolveFirst: (value: TableData<string>) => void = () => undefined;
    const fetch = jest
      .fn()
      .mockImplementationOnce(() => new Promise<TableData<string>>((resolve) => (resolveFirst = resolve)))
      .mockImplementation(() => answer(['new']));
    const { result } = renderHook(() => useListQuery<Filters, string>({ filters: {}, fetch }));
    act(() => result.current.search({ name: 'x' }));
    await waitFor(() => expect(result.current.rows).toEqual(['new']));
    await act(async () => resolveFirst({ rows: ['old'], total: 1 }));
    expect(result.current.rows).toEqual(['new']);
  });
});

describe('useListQuery with client paging', () => {
  it('fetches the whole list once and pages it in memory', async () => {
    const all = Array.from({ length: 25 }, (_, i) => i + 1);
    const fetch = jest.fn(() => answer(all));
    const { result } = renderHook(() =>
      useListQuery<Filters, number>({ filters: { name: undefined }, fetch, paging: 'client', pageSize: 10 }),
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetch).toHaveBeenCalledWith({ name: undefined });
    expect(result.current.rows).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.current.total).toBe(25);
    act(() => result.current.changePage(3, 10));
    expect(result.current.rows).toEqual([21, 22, 23, 24, 25]);
    expect(result.current.loading).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
