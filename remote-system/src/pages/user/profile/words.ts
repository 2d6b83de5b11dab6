import { addNamespace, useTranslation } from '@dis/shared';
import zhCn from './locales/zh-cn.json';
import en from './locales/en.json';

/** The personal centre's words (namespace `profile`), loaded with its page. */
export const PROFILE_NS = 'profile';

addNamespace(PROFILE_NS, { 'zh-cn': zhCn, en });

export function useProfileWords() {
  return useTranslation(PROFILE_NS);
}
