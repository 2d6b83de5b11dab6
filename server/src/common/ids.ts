import { Type } from '@sinclair/typebox';

/**
 * A row id in a path or a body: a positive integer that both JavaScript and the database's bigint
 * hold (a larger one is refused by the schema, never sent to the database).
 */
export const RowId = (options: { description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, ...options });

/** `DELETE …/{ids}`: one id or several joined by commas (RuoYi). */
export const IdListParam = (name: string) =>
  Type.Object({
    [name]: Type.String({ pattern: '^\\d{1,18}(,\\d{1,18}){0,499}$', description: 'ids joined by commas' }),
  });

export function parseIdList(text: string): number[] {
  return [...new Set(text.split(',').map(Number))];
}
