import { declareNamespace, useTranslation } from '@dis/shared';

/** 我的设备's words (namespace `devices`), loaded with the card in the shown language. */
export const DEVICES_NS = declareNamespace('devices', {
  'zh-cn': () => import(/* webpackChunkName: "devices-words-zh-cn" */ './locales/zh-cn.json'),
  en: () => import(/* webpackChunkName: "devices-words-en" */ './locales/en.json'),
});

export function useDevicesWords() {
  return useTranslation(DEVICES_NS);
}
