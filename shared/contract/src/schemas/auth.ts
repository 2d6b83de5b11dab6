import { Type, type Static, type TObject } from '@sinclair/typebox';
import type { Envelope } from '../envelope';
import { AjaxResult } from './common';

/** `POST /login` (and `/register`): every field optional, so a missing one gets RuoYi's own message. */
export const LoginBodySchema = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 100 })),
  password: Type.Optional(Type.String({ maxLength: 100 })),
  code: Type.Optional(Type.String({ maxLength: 16, description: 'captcha answer' })),
  uuid: Type.Optional(Type.String({ maxLength: 64, description: 'captcha id from /captchaImage' })),
});
export type LoginBody = Static<typeof LoginBodySchema>;

export const RegisterBodySchema = Type.Composite([
  LoginBodySchema,
  Type.Object({ confirmPassword: Type.Optional(Type.String({ maxLength: 100, description: 'ignored' })) }),
]);
export type RegisterBody = Static<typeof RegisterBodySchema>;

/**
 * `POST /login`: `token`, or for an account with two-factor sign-in (docs/api-contract.md "Two-factor
 * sign-in") no token but `totpRequired` (or `totpEnrolRequired`) and the `ticket` of the second step.
 */
export const LoginResult = AjaxResult({
  token: Type.String({ description: 'JWT; send as Authorization: Bearer <token>' }),
  totpRequired: Type.Boolean({ description: 'send a code from the authenticator app to /login/totp' }),
  totpEnrolRequired: Type.Boolean({
    description: 'a role of the account requires two-factor sign-in: enrol through /login/totp/enrol first',
  }),
  ticket: Type.String({ description: 'the second step, 5 minutes, single use; never a session token' }),
});
export type LoginAnswer = Static<typeof LoginResult>;

/** `GET /captchaImage` */
const captchaFields = {
  captchaEnabled: Type.Boolean(),
  registerEnabled: Type.Boolean({
    description: 'whether self-registration is open (sys.account.registerUser)',
  }),
  uuid: Type.String({ description: '32 hex characters; send it back with the answer' }),
  img: Type.String({ description: 'base64 PNG showing a sum such as 3*5=?' }),
};
export const CaptchaResult = AjaxResult(captchaFields);
/** `GET /captchaImage` as the browser reads it: `uuid` and `img` only when captchas are on. */
export type CaptchaAnswer = Envelope &
  Pick<Static<TObject<typeof captchaFields>>, 'captchaEnabled'> &
  Partial<Static<TObject<typeof captchaFields>>>;
