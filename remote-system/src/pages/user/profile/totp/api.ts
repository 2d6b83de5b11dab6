import type { TotpEnrolment, TotpStatus } from '@dis/contract';
import type { AjaxResultOf, Envelope } from '@dis/shared';
import { http } from '@dis/shared/request';

/** 两步验证 in the personal centre (docs/security.md "Two-factor sign-in"). */
const TOTP = '/system/user/profile/totp';

export type { TotpEnrolment, TotpStatus };

export async function fetchTotpStatus(): Promise<TotpStatus> {
  return (await http.get<AjaxResultOf<TotpStatus>>(TOTP)).data;
}

/**
 * A new secret, pending until its first code: the QR code (drawn by the server) and the secret.
 * Needs the password again (docs/security.md "Step-up: the password again").
 */
export async function startTotp(password: string): Promise<TotpEnrolment> {
  return (await http.post<AjaxResultOf<TotpEnrolment>>(TOTP, { password })).data;
}

/** The first code switches it on (the password again with it); answers the recovery codes, shown once. */
export async function confirmTotp(code: string, password: string): Promise<string[]> {
  return (await http.put<AjaxResultOf<{ recoveryCodes: string[] }>>(TOTP, { code, password })).data
    .recoveryCodes;
}

export function disableTotp(password: string): Promise<Envelope> {
  return http.put<Envelope>(`${TOTP}/disable`, { password });
}

export async function regenerateRecoveryCodes(password: string): Promise<string[]> {
  return (await http.put<AjaxResultOf<{ recoveryCodes: string[] }>>(`${TOTP}/recoveryCodes`, { password }))
    .data.recoveryCodes;
}
