import { declareNamespace, useTranslation } from '@dis/shared';

/** The words of the monitor section, in the `monitor` namespace. Only the shown language is loaded. */
export const MONITOR_NS = declareNamespace('monitor', {
  'zh-cn': () => import(/* webpackChunkName: "monitor-words-zh-cn" */ './locales/zh-cn/monitor.json'),
  en: () => import(/* webpackChunkName: "monitor-words-en" */ './locales/en/monitor.json'),
});

/** `{ t, r, lang }` of the section; suspends until the shown language's words are in. */
export function useMonitorTranslation() {
  return useTranslation(MONITOR_NS);
}
