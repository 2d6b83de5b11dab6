import { kitWords } from '../kit/kitWords';

export const useNoticeWords = kitWords('ui-notice', {
  'zh-cn': () => import(/* webpackChunkName: "ui-notice-zh-cn" */ './locales/zh-cn.json'),
  en: () => import(/* webpackChunkName: "ui-notice-en" */ './locales/en.json'),
});
