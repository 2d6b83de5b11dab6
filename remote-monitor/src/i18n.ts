import { addNamespace, useTranslation } from '@dis/shared';
import zhCn from './locales/zh-cn/monitor.json';
import en from './locales/en/monitor.json';

/** The words of the monitor section, in the `monitor` namespace. */
export const MONITOR_NS = 'monitor';

addNamespace(MONITOR_NS, { 'zh-cn': zhCn, en });

export function useMonitorTranslation() {
  return useTranslation(MONITOR_NS);
}
