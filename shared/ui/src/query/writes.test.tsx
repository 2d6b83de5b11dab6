import { act, renderHook, waitFor } from '@testing-library/react';
import type { TableData } from '@dis/shared';
import { queryKeys } from '@dis/contract/resources';
import { readParams } from '@dis/shared/query';
import { emitRequestEvent } from '@dis/shared/request';
import { useListQuery } from './useListQuery';

const listKey = (query: object, lang: string) => queryKeys.list('system/user', readParams(query), lang);

/** The user list as a page shows it, its rows the `n`th answer of the server. */
function userList() {
  let asked = 0;
  const fetch = jest.fn((): Promise<TableData<{ id: number }>> =>
    Promise.resolve({ code: 200, msg: '查询成功', rows: [{ id: ++asked }], total: 1 }),
  );
  const hook = renderHook(() =>
    useListQuery<object, { id: number }>({ filters: {}, fetch, queryKey: listKey }),
  );
  return { fetch, ...hook };
}

const written = (method: string, url: string) =>
  act(() => emitRequestEvent({ type: 'written', method, url }));

describe('a write makes its reads stale', () => {
  it('asks the list on screen again once a row of its resource is saved, deleted or changed', async () => {
    const { fetch, result } = userList();
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 1 }]));
    written('POST', '/system/user');
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 2 }]));
    written('DELETE', '/system/user/3,4');
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 3 }]));
    written('PUT', '/system/user/changeStatus');
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 4 }]));
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('asks again for the reads that show a department, as a department is written', async () => {
    const { fetch, result } = userList();
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 1 }]));
    written('PUT', '/system/dept');
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 2 }]));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('leaves the reads of other resources alone', async () => {
    const { fetch, result } = userList();
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 1 }]));
    written('DELETE', '/monitor/cache/clearCacheAll');
    written('POST', '/system/userx');
    written('POST', '/logout');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.current.rows).toEqual([{ id: 1 }]);
  });
});

describe('queryKeys.resourceOf', () => {
  it('names the resource of the longest path the address falls under', () => {
    expect(queryKeys.resourceOf('/system/user')).toBe('system/user');
    expect(queryKeys.resourceOf('/system/user/resetPwd?x=1')).toBe('system/user');
    expect(queryKeys.resourceOf('/system/dict/data/type/sys_user_sex')).toBe('system/dict/data');
    expect(queryKeys.resourceOf('/system/columnPref/system.user')).toBe('system/columnPref');
    expect(queryKeys.resourceOf('/system/userx')).toBeUndefined();
    expect(queryKeys.resourceOf('/logout')).toBeUndefined();
  });
});
