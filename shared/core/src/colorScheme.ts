/**
 * 主题模式's rule (docs/product.md §2 "Layout settings"), for the console's store and for the staff
 * pages outside it (login, register, 401, 404), which do not load the store.
 */

/** The browser's own preference, which 跟随系统 follows. */
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Whether a theme mode shows dark, given what the system prefers. */
export const isDarkMode = (mode: unknown, systemDark: boolean): boolean =>
  mode === 'dark' || (mode === 'system' && systemDark);
