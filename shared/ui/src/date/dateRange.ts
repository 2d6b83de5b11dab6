import { addDateRange } from '@dis/shared';

/** A day range as the wire wants it: `['yyyy-MM-dd', 'yyyy-MM-dd']`. */
export type DayRange = [string, string];

/**
 * Turns search-form values into list filters: the range field is removed and written as
 * `params[beginTime]/[endTime]` (or `params[begin<Name>]/[end<Name>]`) by `addDateRange`.
 */
export function withDateRange<V extends object, K extends keyof V>(
  values: V,
  field: K,
  propName?: string,
): Omit<V, K> & { params: Record<string, string | undefined> } {
  const { [field]: range, ...rest } = values;
  return addDateRange(rest, (range as DayRange | null | undefined) ?? null, propName);
}
