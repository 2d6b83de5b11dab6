import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * The number of files being uploaded (docs/product.md §4 "Upload"): `start()` when one begins, `finish()`
 * when it ends either way; `onAllDone` runs each time the count comes back to 0.
 */
export function useInFlight(onAllDone: () => void): { count: number; start: () => void; finish: () => void } {
  const counter = useRef(0);
  const [count, setCount] = useState(0);
  const done = useRef(onAllDone);
  useLayoutEffect(() => {
    done.current = onAllDone;
  });
  const start = useCallback(() => {
    counter.current += 1;
    setCount(counter.current);
  }, []);
  const finish = useCallback(() => {
    counter.current = Math.max(0, counter.current - 1);
    setCount(counter.current);
    if (counter.current === 0) done.current();
  }, []);
  return { count, start, finish };
}
