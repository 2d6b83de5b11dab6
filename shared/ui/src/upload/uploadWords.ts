import { kitWords } from '../kit/kitWords';
import zhCn from './locales/zh-cn.json';
import en from './locales/en.json';

export const useUploadWords = kitWords('ui-upload', { 'zh-cn': zhCn, en });
