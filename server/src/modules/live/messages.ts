import { defineMessages, type KeysOf } from '../../i18n/catalogue';

/** Live updates (docs/live-updates.md). */
export const LIVE_MESSAGES = defineMessages({
  'live.tooManyStreams': {
    'zh-cn': '当前会话打开的实时更新连接过多，请关闭部分页签后重试',
    en: 'This session has too many live-update connections open; close some tabs and try again',
  },
});

declare module '../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof LIVE_MESSAGES> {}
}
