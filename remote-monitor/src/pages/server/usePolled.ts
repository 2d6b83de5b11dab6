import { useEffect, useState } from 'react';

/**
 * Loads `load()` now and again every `everyMs` while the page is shown; keeps the last answer
 * when a later one fails (the request client has already told the user).
 */
export function usePolled<T>(load: () => Promise<T>, everyMs: number): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let live = true;
    const run = () =>
      load().then(
        (answer) => live && setValue(answer),
        () => undefined,
      );
    void run();
    const timer = everyMs > 0 ? setInterval(run, everyMs) : undefined;
    return () => {
      live = false;
      if (timer) clearInterval(timer);
    };
    // `load` is a module-level function of each page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [everyMs]);
  return value;
}
