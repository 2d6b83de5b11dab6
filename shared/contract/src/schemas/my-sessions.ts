import { Type, type Static } from '@sinclair/typebox';
import { AjaxResult } from './common';

// ---- 我的设备 (个人中心): the signed-in user's own open sessions (docs/security.md "Sessions") ----

/**
 * One open session of the caller. `sessionId` is an opaque name of the session (a hash of its
 * token id), never the token or its id, so the list cannot be used to sign in or to find the
 * session in 在线用户.
 */
export const MySessionSchema = Type.Object({
  sessionId: Type.String(),
  ipaddr: Type.String(),
  loginLocation: Type.String(),
  browser: Type.String(),
  os: Type.String(),
  loginTime: Type.Integer({ description: 'epoch milliseconds' }),
  lastActiveTime: Type.Integer({
    description: 'epoch milliseconds, to within 10 minutes (the last time the session was extended)',
  }),
  current: Type.Boolean({ description: 'the session of this request' }),
});
export type MySession = Static<typeof MySessionSchema>;

/** `GET /system/user/profile/sessions`: the current session first, then newest login first. */
export const MySessionsResult = AjaxResult({ data: Type.Array(MySessionSchema) });
export type MySessions = Static<typeof MySessionsResult>;

/** `DELETE /system/user/profile/sessions/{sessionId}` */
export const MySessionParams = Type.Object({ sessionId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });
