import { kitWords } from '../kit/kitWords';
import zhCn from './locales/zh-cn.json';
import en from './locales/en.json';

export const useIconWords = kitWords('ui-icon', { 'zh-cn': zhCn, en });
