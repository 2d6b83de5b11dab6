import { kitWords } from '../kit/kitWords';
import zhCn from './locales/zh-cn.json';
import en from './locales/en.json';

export const useCronWords = kitWords('ui-crontab', { 'zh-cn': zhCn, en });
