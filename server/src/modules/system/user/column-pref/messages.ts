import { defineMessages, type KeysOf } from '../../../../i18n/catalogue';

/** A staff member's column preferences of a list. */
export const COLUMN_PREF_MESSAGES = defineMessages({
  'columnPref.duplicate': {
    'zh-cn': '列设置中{field}重复包含列"{key}"',
    en: 'The column "{key}" appears twice in {field}',
  },
});

declare module '../../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof COLUMN_PREF_MESSAGES> {}
}
