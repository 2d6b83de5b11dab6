import { useSyncExternalStore } from 'react';
import { useAppSelector } from './store';
import type { ThemeMode } from './settingsSlice';

/** The browser's own preference, which 跟随系统 follows (docs/product.md §2 "Layout settings"). */
export const DARK_QUERY = '(prefers-color-scheme: dark)';

// the console runs in browsers only (the tests' jsdom has a matchMedia too: scripts/jest/setupDom.cjs)
const query = () => matchMedia(DARK_QUERY);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether a theme mode shows dark, given what the system prefers. */
export const isDarkMode = (mode: ThemeMode, systemDark: boolean): boolean =>
  mode === 'dark' || (mode === 'system' && systemDark);

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
