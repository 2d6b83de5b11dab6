import { defineMessages, defineLabels, type KeysOf, type Catalogue } from '../../../i18n/catalogue';

/** The refusals of settings (`/system/config`), in RuoYi's words where RuoYi has them. */
export const CONFIG_MESSAGES = defineMessages({
  'system.config.missing': { 'zh-cn': '参数不存在', en: 'The setting does not exist' },
  'system.config.addKeyExists': {
    'zh-cn': "新增参数'{name}'失败，参数键名已存在",
    en: "Could not add setting '{name}': the setting key already exists",
  },
  'system.config.editKeyExists': {
    'zh-cn': "修改参数'{name}'失败，参数键名已存在",
    en: "Could not change setting '{name}': the setting key already exists",
  },
  'system.config.builtIn': {
    'zh-cn': '内置参数【{key}】不能删除 ',
    en: 'The built-in setting [{key}] cannot be deleted',
  },
  /** a value the server cannot use for a setting it reads itself */
  'system.config.badValue': {
    'zh-cn': '参数键值无效：{key} 只能是 {allowed}',
    en: 'Invalid setting value: {key} must be {allowed}',
  },
  'system.config.badNumber': {
    'zh-cn': '参数键值无效：{key} 必须是 0 到 {max} 之间的整数',
    en: 'Invalid setting value: {key} must be a whole number from 0 to {max}',
  },
});

declare module '../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof CONFIG_MESSAGES> {}
}

/** The names of the setting fields (refusals, export headers). */
const CONFIG_LABELS = {
  configId: { 'zh-cn': '参数主键', en: 'Setting ID' },
  configName: { 'zh-cn': '参数名称', en: 'Setting name' },
  configKey: { 'zh-cn': '参数键名', en: 'Setting key' },
  configValue: { 'zh-cn': '参数键值', en: 'Setting value' },
  configType: { 'zh-cn': '系统内置', en: 'Built in' },
  sheet: { 'zh-cn': '参数数据', en: 'Settings' },
} as const satisfies Catalogue;

export const configLabel = defineLabels(CONFIG_LABELS);
