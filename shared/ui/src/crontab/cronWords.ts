import { kitWords } from '../kit/kitWords';

export const useCronWords = kitWords('ui-crontab', {
  'zh-cn': () => import(/* webpackChunkName: "ui-crontab-zh-cn" */ './locales/zh-cn.json'),
  en: () => import(/* webpackChunkName: "ui-crontab-en" */ './locales/en.json'),
});
