import {
  Type,
  type SchemaOptions,
  type Static,
  type TObject,
  type TProperties,
  type TSchema,
} from '@sinclair/typebox';

/** `T | null`: null fields are part of the wire (RuoYi serialises them). */
export const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) =>
  Type.Union([schema, Type.Null()], options);

/** A time as the wire writes it (`yyyy-MM-dd HH:mm:ss`), or null. */
export const DateTime = (description = 'yyyy-MM-dd HH:mm:ss') => Nullable(Type.String({ description }));

/** A time a client sends: exactly `yyyy-MM-dd HH:mm:ss`. */
export const WireDateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
  description: 'yyyy-MM-dd HH:mm:ss',
});

/**
 * A string that must be one of `values`, as a JSON-schema `enum` (a refusal then names the
 * allowed values: "category必须是以下值之一：1, 2, 3").
 */
export const StringEnum = <const T extends readonly string[]>(values: T, options: SchemaOptions = {}) =>
  Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });

/**
 * An integer or null as one JSON-schema type list (not a union): a union would let the
 * validator's type coercion turn an out-of-range `0` into `null` instead of refusing it.
 */
export const NullableInteger = (options: { minimum?: number; maximum?: number; description?: string } = {}) =>
  Type.Unsafe<number | null>({ ...options, type: ['integer', 'null'] });

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

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * A row id that is a uuid, in a path or a body: the key of a generated table keyed by
 * `gen_random_uuid()` (docs/tool/gen.md "Keys").
 */
export const RowUuid = (options: { description?: string } = {}) =>
  Type.String({ pattern: `^${UUID}$`, ...options });

/** `DELETE …/{ids}` of a table keyed by uuids: one uuid or several joined by commas. */
export const UuidListParam = (name: string) =>
  Type.Object({
    [name]: Type.String({ pattern: `^${UUID}(,${UUID}){0,499}$`, description: 'uuids joined by commas' }),
  });

/** `"0"` normal / `"1"` disabled, as every status field of the console. */
export const StatusFlag = StringEnum(['0', '1'], { description: '"0" normal, "1" disabled' });
export type Status = Static<typeof StatusFlag>;

/** The optional status filter of a list: empty is no filter. */
export const StatusFilter = Type.Optional(StringEnum(['', '0', '1']));

/** Who created and last changed a row, and when (stamped by the server). */
export const auditFields = {
  createBy: Nullable(Type.String()),
  createTime: DateTime(),
  updateBy: Nullable(Type.String()),
  updateTime: DateTime(),
};
export const AuditSchema = Type.Object(auditFields);
export type Audit = Static<typeof AuditSchema>;

/**
 * The tree fields of a tree-shaped resource (menus, departments): the parent's id, the ids from
 * the root down (`0,100,101`) and the children (the tree answers only).
 */
export const treeFields = <T extends TSchema>(child: T) => ({
  parentId: Nullable(Type.Integer()),
  ancestors: Nullable(Type.String({ description: 'ids from the root down, joined by commas' })),
  children: Type.Array(child),
});

/** A tree node of `deptTree` / `treeselect`: `children` is omitted when empty. */
export const TreeSelectSchema = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.Integer(),
      label: Type.String(),
      disabled: Type.Boolean(),
      children: Type.Optional(Type.Array(Self)),
    }),
  { $id: 'TreeSelect' },
);
export interface TreeSelect {
  id: number;
  label: string;
  disabled: boolean;
  children?: TreeSelect[];
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;

/** Query parameters shared by every paged list (`TableDataInfo`). */
export const PageQuery = {
  pageNum: Type.Optional(Type.Integer({ description: 'page number, default 1' })),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      description: `rows per page, default ${DEFAULT_PAGE_SIZE}`,
    }),
  ),
  orderByColumn: Type.Optional(Type.String({ maxLength: 64, description: 'camelCase field of the row' })),
  isAsc: Type.Optional(Type.String({ maxLength: 16, description: 'asc / desc (or ascending / descending)' })),
};
export type PageQueryInput = Static<TObject<typeof PageQuery>>;

const DAY = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}', maxLength: 19, description: 'yyyy-MM-dd' });

/** `params[beginTime]` / `params[endTime]`, compared by day. */
export const DayRangeQuery = {
  'params[beginTime]': Type.Optional(DAY),
  'params[endTime]': Type.Optional(DAY),
};
export type DayRangeInput = Static<TObject<typeof DayRangeQuery>>;

/**
 * A list's filters as the browser's search forms hold them: the day range nested under `params`
 * (`{params: {beginTime, endTime}}`), which the request client writes as `params[beginTime]` ….
 */
export type ConsoleFilters<F extends object> = Omit<F, keyof DayRangeInput> & {
  params?: Record<string, string | undefined>;
};

/** A list's query string: its filters plus paging and sorting. */
export const ListQuery = <F extends TObject>(filter: F) => Type.Composite([filter, Type.Object(PageQuery)]);

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
export type MessageResultBody = Static<typeof MessageResult>;
