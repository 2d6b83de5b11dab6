import { Type, type Static } from '@sinclair/typebox';
import { AjaxResult, RowId } from './common';

// ---- two-factor sign-in with an authenticator app (docs/security.md "Two-factor sign-in") ----

/** A login ticket: what `/login` answered with `totpRequired` or `totpEnrolRequired`. */
const Ticket = Type.String({ minLength: 1, maxLength: 100, description: 'the ticket /login answered' });
/** a 6-digit code from the app, or (where accepted) a recovery code */
const Code = Type.String({ maxLength: 32, description: '6-digit code from the app, or a recovery code' });

/** `POST /login/totp` */
export const TotpLoginBody = Type.Object({ ticket: Ticket, code: Code });
export type TotpLoginInput = Static<typeof TotpLoginBody>;

/** `POST /login/totp/enrol` */
export const TotpTicketBody = Type.Object({ ticket: Ticket });

/** `POST /login/totp`: the session; after an enrolment also the recovery codes, shown once. */
export const TotpLoginResult = AjaxResult({
  token: Type.String({ description: 'JWT; send as Authorization: Bearer <token>' }),
  recoveryCodes: Type.Array(Type.String(), { description: 'after an enrolment only: shown once' }),
});
export type TotpLoginAnswer = Static<typeof TotpLoginResult>;

/** A new secret to put into the app: its QR code (an SVG data URL) and the secret for typing in. */
export const TotpEnrolmentSchema = Type.Object({
  secret: Type.String({ description: 'base32' }),
  qr: Type.String({ description: 'data:image/svg+xml;base64,… of the otpauth:// URI' }),
});
export type TotpEnrolment = Static<typeof TotpEnrolmentSchema>;
export const TotpEnrolmentResult = AjaxResult({ data: TotpEnrolmentSchema });

/** `GET /system/user/profile/totp` */
export const TotpStatusSchema = Type.Object({
  enabled: Type.Boolean(),
  enabledTime: Type.Union([Type.String(), Type.Null()]),
  recoveryCodesLeft: Type.Integer(),
  /** a role of the user requires it (`sys.account.totpRequiredRoles`): it cannot be switched off */
  required: Type.Boolean(),
});
export type TotpStatus = Static<typeof TotpStatusSchema>;
export const TotpStatusResult = AjaxResult({ data: TotpStatusSchema });

/**
 * The password again (docs/security.md "Step-up: the password again"): switching two-factor sign-in
 * on or off and new recovery codes need it within the last five minutes of this session; given
 * here, it starts those five minutes.
 */
const StepUpPassword = Type.String({ maxLength: 100, description: 'the password, again' });

/** `POST /system/user/profile/totp`: start an enrolment. */
export const TotpStartBody = Type.Object({ password: Type.Optional(StepUpPassword) });

/** `PUT /system/user/profile/totp`: the first code from the app confirms the enrolment. */
export const TotpCodeBody = Type.Object({ code: Code, password: Type.Optional(StepUpPassword) });

/** Switching off and new recovery codes: the password (a code alone is not enough). */
export const TotpProofBody = Type.Object({ password: Type.Optional(StepUpPassword) });
export type TotpProof = Static<typeof TotpProofBody>;

/** The new recovery codes, shown once. */
export const TotpRecoveryCodesResult = AjaxResult({
  data: Type.Object({ recoveryCodes: Type.Array(Type.String()) }),
});

/** `PUT /system/user/resetTotp` (用户管理 · 重置两步验证) */
export const UserResetTotpBody = Type.Object({ userId: RowId() });
