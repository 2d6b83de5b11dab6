import { addNamespace, useTranslation } from '@dis/shared';
import zhCn from '../locales/zh-cn/marketing-desk.json';
import en from '../locales/en/marketing-desk.json';

/** The words of the content desk (news, jobs, trial requests) in the console. */
export const DESK_NS = 'marketing-desk';

addNamespace(DESK_NS, { 'zh-cn': zhCn, en });

export function useDeskTranslation() {
  return useTranslation(DESK_NS);
}
