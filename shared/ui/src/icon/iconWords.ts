import { kitWords } from '../kit/kitWords';

export const useIconWords = kitWords('ui-icon', {
  'zh-cn': () => import(/* webpackChunkName: "ui-icon-zh-cn" */ './locales/zh-cn.json'),
  en: () => import(/* webpackChunkName: "ui-icon-en" */ './locales/en.json'),
});
