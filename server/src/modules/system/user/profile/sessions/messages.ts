import { defineMessages, type KeysOf } from '../../../../../i18n/catalogue';

/** 我的设备 in the personal centre (docs/security.md "Sessions"). */
export const MY_SESSIONS_MESSAGES = defineMessages({
  'profile.sessions.missing': {
    'zh-cn': '该设备不存在或已下线',
    en: 'That device does not exist or is already signed out',
  },
  'profile.sessions.current': {
    'zh-cn': '不能下线当前设备，请使用退出登录',
    en: 'The device you are using cannot be signed out here: use Log out',
  },
});

declare module '../../../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof MY_SESSIONS_MESSAGES> {}
}
