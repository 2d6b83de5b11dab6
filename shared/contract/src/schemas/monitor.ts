import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

// ---- online users (monitor/online): a table-less resource, the sessions in the cache ----

export const SysUserOnlineSchema = Type.Object({
  tokenId: Type.String(),
  deptName: Nullable(Type.String()),
  userName: Type.String(),
  ipaddr: Type.String(),
  loginLocation: Type.String(),
  browser: Type.String(),
  os: Type.String(),
  loginTime: Type.Integer({ description: 'epoch milliseconds' }),
});
export type SysUserOnline = Static<typeof SysUserOnlineSchema>;

export const OnlineFilterSchema = Type.Object({
  ipaddr: Type.Optional(Type.String({ maxLength: 128 })),
  userName: Type.Optional(Type.String({ maxLength: 30 })),
});
export type OnlineFilter = Static<typeof OnlineFilterSchema>;

/** `DELETE /monitor/online/{tokenId}` */
export const TokenIdParams = Type.Object({ tokenId: Type.String({ pattern: '^[A-Za-z0-9-]{1,64}$' }) });
