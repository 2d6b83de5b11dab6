import { defineMessages, type KeysOf } from '../../../../i18n/catalogue';

/** A staff member's column preferences of a list. */
export const COLUMN_PREF_MESSAGES = defineMessages({
  /** docs/security.md "Bounded storage" */
  'columnPref.unknownPage': { 'zh-cn': '未知的列表：{pageKey}', en: 'Unknown list: {pageKey}' },
  'columnPref.tooMany': {
    'zh-cn': '列设置最多保存{max}个列表，请先重置不再使用的列表',
    en: 'Column choices are kept for at most {max} lists: reset one you no longer use first',
  },
  'columnPref.duplicate': {
    'zh-cn': '列设置中{field}重复包含列"{key}"',
    en: 'The column "{key}" appears twice in {field}',
  },
});

declare module '../../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof COLUMN_PREF_MESSAGES> {}
}
