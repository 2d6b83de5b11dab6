import { useEffect, useRef } from 'react';
import { useLocation } from '@dis/shared';

/** A look at `/builds.json` (the check is its own chunk, loaded on the first look). */
function check(): void {
  if (document.visibilityState === 'hidden' || navigator.onLine === false) return;
  import(/* webpackChunkName: "new-build" */ './builds')
    .then(({ checkForNewBuild }) => checkForNewBuild())
    .catch(() => undefined);
}

/**
 * Looks for a new build when the console's route changes and when its tab is shown again (at most
 * once a minute; no timer; docs/architecture.md "A new build while the console is open"). Renders
 * nothing.
 */
export function NewBuildWatch() {
  const { pathname } = useLocation();
  // none as the console opens (its page was just loaded): the first look is at the first change of route
  const seen = useRef(pathname);

  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    check();
  }, [pathname]);

  useEffect(() => {
    const onShown = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onShown);
    return () => document.removeEventListener('visibilitychange', onShown);
  }, []);

  return null;
}
