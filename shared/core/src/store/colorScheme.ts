import { useSyncExternalStore } from 'react';
import { useAppSelector } from './store';
import { DARK_QUERY, isDarkMode } from '@dis/shared';

export { DARK_QUERY, isDarkMode };

// the console runs in browsers only (the tests' jsdom has a matchMedia too: scripts/jest/setupDom.cjs)
const query = () => matchMedia(DARK_QUERY);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the console is shown dark: 深色, or 跟随系统 while the system prefers dark (followed
 * live, no reload). antd's algorithm, our own CSS (`html[data-theme]`), the charts and the
 * watermark all follow this one answer.
 */
export function useDarkMode(): boolean {
  const mode = useAppSelector((s) => s.settings.themeMode);
  const systemDark = useSyncExternalStore(
    subscribe,
    () => query().matches,
    () => false,
  );
  return isDarkMode(mode, systemDark);
}
