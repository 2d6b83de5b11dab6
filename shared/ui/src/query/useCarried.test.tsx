import { renderHook } from '@testing-library/react';
import { useCarried } from './useCarried';

describe('useCarried', () => {
  it('reads once as the reader first renders, and serves its first load only', () => {
    const read = jest.fn(() => ({ rows: [1, 2] }));
    const { result, rerender } = renderHook(() => useCarried(read));
    rerender();
    expect(read).toHaveBeenCalledTimes(1);
    expect(result.current.carried).toEqual({ rows: [1, 2] });
    expect(result.current.servedFirst()).toBe(true);
    // a reload, a search, another language: asked as always
    expect(result.current.servedFirst()).toBe(false);
  });

  it('serves nothing when nothing was carried', () => {
    const { result } = renderHook(() => useCarried(() => undefined));
    expect(result.current.carried).toBeUndefined();
    expect(result.current.servedFirst()).toBe(false);
  });
});
