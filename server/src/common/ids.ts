import { Type } from '@sinclair/typebox';

/** `DELETE …/{ids}`: one id or several joined by commas (RuoYi). */
export const IdListParam = (name: string) =>
  Type.Object({
    [name]: Type.String({ pattern: '^\\d{1,18}(,\\d{1,18}){0,499}$', description: 'ids joined by commas' }),
  });

export function parseIdList(text: string): number[] {
  return [...new Set(text.split(',').map(Number))];
}
