import { declareNamespace, useTranslation } from '@dis/shared';

/** The builder's words, in their own namespace: fetched when the builder first shows. */
const CRONTAB_NS = declareNamespace('monitor-crontab', {
  'zh-cn': () =>
    import(/* webpackChunkName: "monitor-crontab-zh-cn" */ '../../../locales/zh-cn/crontab.json'),
  en: () => import(/* webpackChunkName: "monitor-crontab-en" */ '../../../locales/en/crontab.json'),
});

/** `{ t, r, lang }` of the cron builder. */
export function useCronWords() {
  return useTranslation(CRONTAB_NS);
}
