import { useEffect } from 'react';
import { DARK_QUERY, isDarkMode, LAYOUT_SETTING_KEY } from '@dis/shared';

/**
 * Whether 主题模式 as the console saved it (local storage `layout-setting`, field `themeMode`) shows
 * dark now: 深色, or 跟随系统 while the system prefers dark. The same rule as the script a console
 * document runs in its head (docs/product.md §2 "Layout settings"), for the pages outside the
 * console that a staff member meets: login, register, 401 and 404. They do not load the store.
 */
export function savedDark(): boolean {
  try {
    const saved = JSON.parse(localStorage.getItem(LAYOUT_SETTING_KEY) ?? '{}') as { themeMode?: unknown };
    return isDarkMode(saved.themeMode, matchMedia(DARK_QUERY).matches);
  } catch {
    return false;
  }
}

/**
 * Keeps `<html data-theme>` at the saved 主题模式 while the page is shown (following the system live
 * for 跟随系统), and leaves it unmarked after, as a public page expects.
 */
export function useSavedColorScheme(): void {
  useEffect(() => {
    const root = document.documentElement;
    const apply = () => {
      if (savedDark()) root.dataset.theme = 'dark';
      else delete root.dataset.theme;
    };
    apply();
    const system = matchMedia(DARK_QUERY);
    system.addEventListener('change', apply);
    return () => {
      system.removeEventListener('change', apply);
      delete root.dataset.theme;
    };
  }, []);
}
