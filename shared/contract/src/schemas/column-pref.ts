import { Type, type Static } from '@sinclair/typebox';
import { COLUMN_PREF_LIMITS as L } from '../rules/column-pref';
import { AjaxResult, Nullable } from './common';

// ---- a staff member's column preferences of one list (docs/api-contract.md "Column preferences") ----

const ColumnKey = Type.String({ pattern: L.keyPattern, description: 'a column key' });

/** `/system/columnPref/{pageKey}`: the list's key (its resource key with dots, `system.user`). */
export const ColumnPrefParams = Type.Object({
  pageKey: Type.String({
    pattern: L.pageKeyPattern,
    maxLength: 200,
    description: 'the list, e.g. system.user',
  }),
});

/** What a staff member chose for one list: hidden columns, their order, their widths in pixels. */
export const ColumnPrefsSchema = Type.Object(
  {
    hidden: Type.Array(ColumnKey, { maxItems: L.keys, description: 'keys of the hidden columns' }),
    order: Type.Array(ColumnKey, { maxItems: L.keys, description: 'column keys in the chosen order' }),
    widths: Type.Record(
      Type.String(),
      Type.Integer({ minimum: L.minWidth, maximum: L.maxWidth }),
      // propertyNames refuses a bad key (additionalProperties would silently drop it)
      { maxProperties: L.keys, propertyNames: { pattern: L.keyPattern }, description: 'width in px by key' },
    ),
  },
  { additionalProperties: false },
);
export type ColumnPrefs = Static<typeof ColumnPrefsSchema>;

export const ColumnPrefResult = AjaxResult(
  { data: Nullable(ColumnPrefsSchema) },
  'the saved preferences, or null when the list has its defaults',
);
