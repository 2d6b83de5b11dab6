import { Type, type Static } from '@sinclair/typebox';
import { DayRangeQuery, ListQuery, Nullable, RowId, StatusFilter, StatusFlag, StringEnum } from './common';
import { DICT_LIST_CLASSES } from '../rules/dict';
import { CONFIG_FIELD_MAX, DICT_DATA_FIELD_MAX, DICT_TYPE_FIELD_MAX } from '../rules/limits';
import { SysConfigSchema, SysDictDataSchema, SysDictTypeSchema } from './system';

// ---- 字典管理 and 参数设置 in the console (docs/system/dict-config.md) ----

/** A dictionary type as the console lists and edits it: with its English name. */
export const DictTypeRowSchema = Type.Object({
  ...SysDictTypeSchema.properties,
  dictNameEn: Nullable(Type.String()),
});
export type DictTypeRow = Static<typeof DictTypeRowSchema>;

export const DictTypeFilterSchema = Type.Object({
  ...DayRangeQuery,
  dictName: Type.Optional(Type.String({ maxLength: DICT_TYPE_FIELD_MAX.dictName, description: 'contains' })),
  dictType: Type.Optional(Type.String({ maxLength: DICT_TYPE_FIELD_MAX.dictType, description: 'contains' })),
  status: StatusFilter,
});
export type DictTypeFilter = Static<typeof DictTypeFilterSchema>;
export const DictTypeListQuerySchema = ListQuery(DictTypeFilterSchema);

const dictTypeWritable = {
  dictName: Type.String({ minLength: 1, maxLength: DICT_TYPE_FIELD_MAX.dictName }),
  dictNameEn: Type.Optional(Nullable(Type.String({ maxLength: DICT_TYPE_FIELD_MAX.dictNameEn }))),
  dictType: Type.String({
    minLength: 1,
    maxLength: DICT_TYPE_FIELD_MAX.dictType,
    description: '^[a-z][a-z0-9_]*$',
  }),
  status: Type.Optional(StatusFlag),
  remark: Type.Optional(Nullable(Type.String({ maxLength: DICT_TYPE_FIELD_MAX.remark }))),
};
export const DictTypeCreateSchema = Type.Object(dictTypeWritable);
export const DictTypeUpdateSchema = Type.Object({ dictId: RowId(), ...dictTypeWritable });
export type DictTypeCreate = Static<typeof DictTypeCreateSchema>;
export type DictTypeUpdate = Static<typeof DictTypeUpdateSchema>;

/** A dictionary entry as the console lists and edits it: both labels, as stored. */
export const DictDataRowSchema = Type.Object({
  ...SysDictDataSchema.properties,
  dictLabelEn: Nullable(Type.String()),
});
export type DictDataRow = Static<typeof DictDataRowSchema>;

export const DictDataFilterSchema = Type.Object({
  dictType: Type.Optional(Type.String({ maxLength: DICT_DATA_FIELD_MAX.dictType, description: 'equals' })),
  dictLabel: Type.Optional(
    Type.String({ maxLength: DICT_DATA_FIELD_MAX.dictLabel, description: 'contains' }),
  ),
  status: StatusFilter,
});
export type DictDataFilter = Static<typeof DictDataFilterSchema>;
export const DictDataListQuerySchema = ListQuery(DictDataFilterSchema);

const dictDataWritable = {
  dictType: Type.String({ minLength: 1, maxLength: DICT_DATA_FIELD_MAX.dictType }),
  dictLabel: Type.String({ minLength: 1, maxLength: DICT_DATA_FIELD_MAX.dictLabel }),
  dictLabelEn: Type.Optional(Nullable(Type.String({ maxLength: DICT_DATA_FIELD_MAX.dictLabelEn }))),
  dictValue: Type.String({ minLength: 1, maxLength: DICT_DATA_FIELD_MAX.dictValue }),
  dictSort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
  cssClass: Type.Optional(Nullable(Type.String({ maxLength: DICT_DATA_FIELD_MAX.cssClass }))),
  listClass: Type.Optional(Nullable(StringEnum(['', ...DICT_LIST_CLASSES]))),
  isDefault: Type.Optional(StringEnum(['Y', 'N'])),
  status: Type.Optional(StatusFlag),
  remark: Type.Optional(Nullable(Type.String({ maxLength: DICT_DATA_FIELD_MAX.remark }))),
};
export const DictDataCreateSchema = Type.Object(dictDataWritable);
export const DictDataUpdateSchema = Type.Object({ dictCode: RowId(), ...dictDataWritable });
export type DictDataCreate = Static<typeof DictDataCreateSchema>;
export type DictDataUpdate = Static<typeof DictDataUpdateSchema>;

/** A setting as the console lists and edits it: with its English name. */
export const ConfigRowSchema = Type.Object({
  ...SysConfigSchema.properties,
  configNameEn: Nullable(Type.String()),
});
export type ConfigRow = Static<typeof ConfigRowSchema>;

export const ConfigFilterSchema = Type.Object({
  ...DayRangeQuery,
  configName: Type.Optional(Type.String({ maxLength: CONFIG_FIELD_MAX.configName, description: 'contains' })),
  configKey: Type.Optional(Type.String({ maxLength: CONFIG_FIELD_MAX.configKey, description: 'contains' })),
  configType: Type.Optional(StringEnum(['', 'Y', 'N'])),
});
export type ConfigFilter = Static<typeof ConfigFilterSchema>;
export const ConfigListQuerySchema = ListQuery(ConfigFilterSchema);

const configWritable = {
  configName: Type.String({ minLength: 1, maxLength: CONFIG_FIELD_MAX.configName }),
  configNameEn: Type.Optional(Nullable(Type.String({ maxLength: CONFIG_FIELD_MAX.configNameEn }))),
  configKey: Type.String({ minLength: 1, maxLength: CONFIG_FIELD_MAX.configKey }),
  configValue: Type.String({ minLength: 1, maxLength: CONFIG_FIELD_MAX.configValue }),
  configType: Type.Optional(StringEnum(['Y', 'N'])),
  remark: Type.Optional(Nullable(Type.String({ maxLength: CONFIG_FIELD_MAX.remark }))),
};
export const ConfigCreateSchema = Type.Object(configWritable);
export const ConfigUpdateSchema = Type.Object({ configId: RowId(), ...configWritable });
export type ConfigCreate = Static<typeof ConfigCreateSchema>;
export type ConfigUpdate = Static<typeof ConfigUpdateSchema>;
