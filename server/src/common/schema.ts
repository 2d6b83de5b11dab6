import { Type, type TProperties, type TSchema } from '@sinclair/typebox';

/** `T | null`: null fields are part of the wire (RuoYi serialises them). */
export const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) =>
  Type.Union([schema, Type.Null()], options);

export const DateTime = (description = 'yyyy-MM-dd HH:mm:ss') => Nullable(Type.String({ description }));

/**
 * AjaxResult: `{code, msg, …extra}`. The extra keys are optional because the same route answers
 * `{code: 401|403|500, msg}` when it refuses.
 */
export function AjaxResult<P extends TProperties>(extra: P, description?: string) {
  return Type.Composite(
    [
      Type.Object({
        code: Type.Integer({ description: '200 success; 401, 403, 500 or 601 refusal' }),
        msg: Type.String(),
      }),
      Type.Partial(Type.Object(extra)),
    ],
    { description },
  );
}

/**
 * TableDataInfo: `{total, rows, code, msg}` in that order. Every field is declared optional because
 * the serializer writes required fields first; refusals carry only `code` and `msg`.
 */
export function TableDataInfo<T extends TSchema>(row: T) {
  return Type.Object(
    {
      total: Type.Optional(Type.Integer()),
      rows: Type.Optional(Type.Array(row)),
      code: Type.Optional(Type.Integer()),
      msg: Type.Optional(Type.String()),
    },
    { description: 'TableDataInfo' },
  );
}

/** The plain `{code, msg}` answer. */
export const MessageResult = AjaxResult({});
