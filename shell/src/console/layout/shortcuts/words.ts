import { declareNamespace, loadersOf } from '@dis/shared';
import en from '../../../locales/en/shortcuts.json';
import zhCn from '../../../locales/zh-cn/shortcuts.json';

/**
 * The keyboard's words (namespace `shortcuts`), both languages in the chunks that show them (the
 * help dialog, 布局设置): none is part of the console's first view.
 */
export const SHORTCUTS_NS = declareNamespace('shortcuts', loadersOf({ 'zh-cn': zhCn, en }));
