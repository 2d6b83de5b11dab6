import { IdListParam, RowId, RowUuid, UuidListParam } from '@dis/contract';

export { IdListParam, RowId, RowUuid, UuidListParam };

/**
 * A row's key: an integer id (every hand-written resource), or a uuid (a generated table keyed by
 * `gen_random_uuid()`, docs/tool/gen.md "Keys").
 */
export type RowKey = number | string;

/** How a resource's rows are keyed (see `RowKey`). */
export type KeyFormat = 'integer' | 'uuid';

/** The ids of `DELETE …/{ids}` (already checked by `IdListParam`), without repeats. */
export function parseIdList(text: string): number[] {
  return [...new Set(text.split(',').map(Number))];
}

/** The keys of `DELETE …/{ids}` in either format (already checked by its schema), without repeats. */
export function parseKeyList(text: string, format: KeyFormat): RowKey[] {
  return format === 'uuid' ? [...new Set(text.toLowerCase().split(','))] : parseIdList(text);
}

/** The schema of one key in a path or a body. */
export const keySchema = (format: KeyFormat) => (format === 'uuid' ? RowUuid() : RowId());

/** The schema of `{ids}`: keys joined by commas. */
export const keyListParam = (name: string, format: KeyFormat) =>
  format === 'uuid' ? UuidListParam(name) : IdListParam(name);
