import { defineMessages, type KeysOf } from '../../../i18n/catalogue';

/** The words of the 下载中心 (`/system/export`, docs/system/export.md). */
export const EXPORT_MESSAGES = defineMessages({
  'system.export.queued': {
    'zh-cn': '数据较多，已转为后台导出，完成后可在「下载中心」下载',
    en: 'That is a lot of rows: the export runs in the background; download it from the Download centre when it is done',
  },
  'system.export.missing': { 'zh-cn': '导出任务不存在', en: 'The export does not exist' },
  'system.export.notReady': {
    'zh-cn': '文件尚未生成或已过期',
    en: 'The file is not ready, or has expired',
  },
  'system.export.notCancellable': {
    'zh-cn': '只能取消排队中或进行中的导出',
    en: 'Only a queued or running export can be cancelled',
  },
  'system.export.stillRunning': {
    'zh-cn': '导出尚未结束，请先取消',
    en: 'The export has not finished; cancel it first',
  },
  'system.export.failed': {
    'zh-cn': '导出失败，请稍后重试或联系管理员',
    en: 'The export failed; try again later or ask the administrator',
  },
  'system.export.interrupted': {
    'zh-cn': '服务重启，导出已中断，请重新导出',
    en: 'The server restarted and the export was interrupted; please export again',
  },
  'system.export.unknownList': {
    'zh-cn': '该列表已不支持导出',
    en: 'This list can no longer be exported',
  },
});

declare module '../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof EXPORT_MESSAGES> {}
}
