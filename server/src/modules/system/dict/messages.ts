import { defineMessages, defineLabels, type KeysOf, type Catalogue } from '../../../i18n/catalogue';

/** The refusals of dictionaries (`/system/dict/type`, `/system/dict/data`), in RuoYi's words. */
export const DICT_MESSAGES = defineMessages({
  'system.dict.typeMissing': { 'zh-cn': '字典类型不存在', en: 'The dictionary type does not exist' },
  'system.dict.dataMissing': { 'zh-cn': '字典数据不存在', en: 'The dictionary entry does not exist' },
  'system.dict.typePattern': {
    'zh-cn': '字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）',
    en: 'The dictionary type must start with a letter and contain only lower-case letters, digits and underscores',
  },
  'system.dict.addTypeExists': {
    'zh-cn': "新增字典'{name}'失败，字典类型已存在",
    en: "Could not add dictionary '{name}': the dictionary type already exists",
  },
  'system.dict.editTypeExists': {
    'zh-cn': "修改字典'{name}'失败，字典类型已存在",
    en: "Could not change dictionary '{name}': the dictionary type already exists",
  },
  'system.dict.assigned': {
    'zh-cn': '{name}已分配,不能删除',
    en: '{name} has entries and cannot be deleted',
  },
});

declare module '../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof DICT_MESSAGES> {}
}

/** The names of the dictionary fields (refusals, export headers). */
const DICT_LABELS = {
  dictId: { 'zh-cn': '字典主键', en: 'Dictionary ID' },
  dictName: { 'zh-cn': '字典名称', en: 'Dictionary name' },
  dictType: { 'zh-cn': '字典类型', en: 'Dictionary type' },
  status: { 'zh-cn': '状态', en: 'Status' },
  typeSheet: { 'zh-cn': '字典类型', en: 'Dictionary types' },
  dictCode: { 'zh-cn': '字典编码', en: 'Entry code' },
  dictSort: { 'zh-cn': '字典排序', en: 'Order' },
  dictLabel: { 'zh-cn': '字典标签', en: 'Label' },
  dictValue: { 'zh-cn': '字典键值', en: 'Value' },
  isDefault: { 'zh-cn': '是否默认', en: 'Default' },
  dataSheet: { 'zh-cn': '字典数据', en: 'Dictionary entries' },
} as const satisfies Catalogue;

export const dictLabel = defineLabels(DICT_LABELS);
