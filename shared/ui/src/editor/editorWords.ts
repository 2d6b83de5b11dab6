import { kitWords } from '../kit/kitWords';
import zhCn from './locales/zh-cn.json';
import en from './locales/en.json';

export const useEditorWords = kitWords('ui-editor', { 'zh-cn': zhCn, en });
