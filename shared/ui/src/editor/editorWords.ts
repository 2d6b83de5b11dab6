import { kitWords } from '../kit/kitWords';

export const useEditorWords = kitWords('ui-editor', {
  'zh-cn': () => import(/* webpackChunkName: "ui-editor-zh-cn" */ './locales/zh-cn.json'),
  en: () => import(/* webpackChunkName: "ui-editor-en" */ './locales/en.json'),
});
