export { IdListParam, RowId } from '@dis/contract';

/** The ids of `DELETE …/{ids}` (already checked by `IdListParam`), without repeats. */
export function parseIdList(text: string): number[] {
  return [...new Set(text.split(',').map(Number))];
}
