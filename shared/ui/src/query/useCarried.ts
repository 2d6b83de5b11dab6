import { useCallback, useRef, useState } from 'react';

export interface Carried<T> {
  /** what `read` gave as the reader first rendered; `undefined`: nothing was carried */
  carried: T | undefined;
  /**
   * `true` once, at the reader's first load, when `carried` answered it: that load is not made.
   * Every later call (a reload, a search, another language) is `false`.
   */
  servedFirst: () => boolean;
}

/**
 * A reader's first answer taken as it first renders, from what the console's document carries
 * (`carriedAnswer` in `@dis/shared/request`, or a cache it filled), so the page is drawn once with
 * its data and its first load asks for nothing (docs/site/speed.md "One pass for the first view"):
 *
 * ```ts
 * const { carried, servedFirst } = useCarried(carriedDeptTree);
 * const [depts, setDepts] = useState(carried ?? []);
 * useEffect(() => {
 *   if (servedFirst()) return;
 *   fetchDeptTree().then(setDepts);
 * }, [attempt, servedFirst]);
 * ```
 */
export function useCarried<T>(read: () => T | undefined): Carried<T> {
  const [carried] = useState(read);
  const pending = useRef(carried !== undefined);
  const servedFirst = useCallback(() => {
    const served = pending.current;
    pending.current = false;
    return served;
  }, []);
  return { carried, servedFirst };
}
