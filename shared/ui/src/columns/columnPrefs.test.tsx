import { act, renderHook, waitFor } from '@testing-library/react';
import { setToken } from '@dis/shared';
import { getQueryClient, resetQueryClient } from '@dis/shared/query';
import { http } from '@dis/shared/request';
import { carryInDocument } from '../testing/renderWithUi';
import { applyColumnPrefs, orderedKeys } from './columnKit';
import { clearColumnPrefsCache, SAVE_DELAY_MS, useColumnPrefs, type ColumnPrefs } from './columnPrefs';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
const get = http.get as jest.Mock;
const put = http.put as jest.Mock;
const del = http.delete as jest.Mock;

const columns = [
  { key: 'userId', title: '用户编号', width: 90 },
  { key: 'userName', title: '用户名称' },
  { key: 'nickName', title: '用户昵称' },
  { key: 'status', title: '状态' },
  { key: 'actions', title: '操作', width: 160 },
];
const keysOf = (list: ReadonlyArray<{ key?: unknown }>) => list.map((column) => column.key);

describe('applyColumnPrefs', () => {
  it('leaves the columns as they are without preferences', () => {
    expect(applyColumnPrefs(columns, null)).toEqual(columns);
  });

  it('hides, orders and widens as saved; the row actions stay last', () => {
    const prefs: ColumnPrefs = {
      hidden: ['nickName'],
      order: ['status', 'userName', 'userId', 'nickName'],
      widths: { userName: 240, actions: 200 },
    };
    const applied = applyColumnPrefs(columns, prefs);
    expect(keysOf(applied)).toEqual(['status', 'userName', 'userId', 'actions']);
    expect(applied.find((column) => column.key === 'userName')!.width).toBe(240);
    expect(applied.find((column) => column.key === 'userId')!.width).toBe(90);
    expect(applied.find((column) => column.key === 'actions')!.width).toBe(200);
  });

  it('ignores columns the list no longer has, and puts a new column at its default place', () => {
    const prefs: ColumnPrefs = {
      hidden: ['gone'],
      order: ['status', 'gone', 'userId', 'userName'],
      widths: { gone: 300 },
    };
    const applied = applyColumnPrefs(columns, prefs);
    // nickName is not in the saved order: back at its default index (2)
    expect(keysOf(applied)).toEqual(['status', 'userId', 'nickName', 'userName', 'actions']);
    expect(applied.some((column) => 'gone' === column.key)).toBe(false);
    expect(orderedKeys(['a', 'b', 'c', 'd'], ['d', 'a', 'b'])).toEqual(['d', 'a', 'c', 'b']);
    expect(orderedKeys(['a', 'b'], [])).toEqual(['a', 'b']);
  });

  it('keeps an unkeyed column where it was', () => {
    const withIndex: Array<{ key?: string; title: string; width?: number }> = [{ title: '#' }, ...columns];
    const applied = applyColumnPrefs(withIndex, { hidden: [], order: ['userName', 'userId'], widths: {} });
    expect(keysOf(applied)).toEqual([undefined, 'userName', 'userId', 'nickName', 'status', 'actions']);
  });
});

describe('useColumnPrefs', () => {
  const saved: ColumnPrefs = { hidden: ['status'], order: [], widths: {} };

  beforeEach(() => {
    for (const mock of [get, put, del]) mock.mockReset();
    put.mockResolvedValue({ code: 200 });
    del.mockResolvedValue({ code: 200 });
    clearColumnPrefsCache();
    setToken('token-a');
  });
  afterEach(() => jest.useRealTimers());

  it('reads the preferences once per session and list; a revisit is instant', async () => {
    get.mockResolvedValue({ code: 200, data: saved });
    const first = renderHook(() => useColumnPrefs('system.user'));
    expect(first.result.current[0]).toBeNull();
    await waitFor(() => expect(first.result.current[0]).toEqual(saved));
    expect(get).toHaveBeenCalledWith('/system/columnPref/system.user', undefined, { silent: true });
    first.unmount();
    const again = renderHook(() => useColumnPrefs('system.user'));
    expect(again.result.current[0]).toEqual(saved);
    expect(get).toHaveBeenCalledTimes(1);
    // another session (a new sign-in): the console clears the cache as a session ends
    // (`forgetReadsOfEndedSessions` in the shell), and the list reads again
    setToken('token-b');
    getQueryClient().clear();
    const other = renderHook(() => useColumnPrefs('system.user'));
    expect(other.result.current[0]).toBeNull();
    await waitFor(() => expect(other.result.current[0]).toEqual(saved));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('takes the preferences the console document carries in its first render, asking for none', async () => {
    carryInDocument({ '/system/columnPref/system.role': { code: 200, data: saved } });
    // a fresh page with that document
    resetQueryClient();
    const { result } = renderHook(() => useColumnPrefs('system.role'));
    expect(result.current[0]).toEqual(saved);
    await act(async () => undefined);
    expect(get).not.toHaveBeenCalled();
  });

  it('saves once, half a second after the last change; null resets', async () => {
    get.mockResolvedValue({ code: 200, data: null });
    const { result } = renderHook(() => useColumnPrefs('system.post'));
    await waitFor(() => expect(get).toHaveBeenCalled());
    jest.useFakeTimers();
    const next = { hidden: [], order: [], widths: { postName: 200 } };
    act(() => result.current[1]({ ...next, widths: { postName: 180 } }));
    act(() => jest.advanceTimersByTime(SAVE_DELAY_MS - 100));
    act(() => result.current[1](next));
    expect(result.current[0]).toEqual(next);
    act(() => jest.advanceTimersByTime(SAVE_DELAY_MS - 1));
    expect(put).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith('/system/columnPref/system.post', next);
    act(() => result.current[1](null));
    expect(result.current[0]).toBeNull();
    act(() => jest.advanceTimersByTime(SAVE_DELAY_MS));
    expect(del).toHaveBeenCalledWith('/system/columnPref/system.post');
  });

  it('keeps a change made before the answer arrived', async () => {
    let answer!: (value: unknown) => void;
    get.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useColumnPrefs('system.role'));
    const mine = { hidden: ['roleKey'], order: [], widths: {} };
    act(() => result.current[1](mine));
    await act(async () => answer({ code: 200, data: saved }));
    expect(result.current[0]).toEqual(mine);
  });

  it('shows the defaults when the preferences cannot be read, and asks again next time', async () => {
    get.mockRejectedValue(new Error('offline'));
    const { result, unmount } = renderHook(() => useColumnPrefs('system.dept'));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    expect(result.current[0]).toBeNull();
    unmount();
    renderHook(() => useColumnPrefs('system.dept'));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('does nothing without a key', () => {
    const { result } = renderHook(() => useColumnPrefs(undefined));
    act(() => result.current[1](saved));
    expect(result.current[0]).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });
});
