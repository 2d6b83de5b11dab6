import { kitWords } from '../kit/kitWords';

export const useUploadWords = kitWords('ui-upload', {
  'zh-cn': () => import(/* webpackChunkName: "ui-upload-zh-cn" */ './locales/zh-cn.json'),
  en: () => import(/* webpackChunkName: "ui-upload-en" */ './locales/en.json'),
});
