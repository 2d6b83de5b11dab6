/**
 * The limits of a list's column preferences (`/system/columnPref/{pageKey}`, docs/api-contract.md):
 * the server's schema uses them and the browser clamps a dragged width to them.
 */
export const COLUMN_PREF_LIMITS = {
  /** at most this many column keys in each of hidden, order and widths */
  keys: 100,
  /** a column key: letters, digits, `_`, `.`, `-` */
  keyPattern: '^[A-Za-z0-9_.-]{1,64}$',
  /** a page key: the same characters, up to the table's 200 (and one of `COLUMN_PREF_PAGES`) */
  pageKeyPattern: '^[A-Za-z0-9_.-]{1,200}$',
  /** a width in pixels */
  minWidth: 40,
  maxWidth: 1200,
  /** the lists one user may keep choices for (more than the console has: rows kept from before count) */
  pagesPerUser: 50,
} as const;
