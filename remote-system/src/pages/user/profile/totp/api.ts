import type { TotpEnrolment, TotpProof, TotpStatus } from '@dis/contract';
import type { AjaxResultOf, Envelope } from '@dis/shared';
import { http } from '@dis/shared/request';

/** 两步验证 in the personal centre (docs/security.md "Two-factor sign-in"). */
const TOTP = '/system/user/profile/totp';

export type { TotpEnrolment, TotpProof, TotpStatus };

export async function fetchTotpStatus(): Promise<TotpStatus> {
  return (await http.get<AjaxResultOf<TotpStatus>>(TOTP)).data;
}

/** A new secret, pending until its first code: the QR code (drawn by the server) and the secret. */
export async function startTotp(): Promise<TotpEnrolment> {
  return (await http.post<AjaxResultOf<TotpEnrolment>>(TOTP)).data;
}

/** The first code switches it on; answers the recovery codes, shown once. */
export async function confirmTotp(code: string): Promise<string[]> {
  return (await http.put<AjaxResultOf<{ recoveryCodes: string[] }>>(TOTP, { code })).data.recoveryCodes;
}

export function disableTotp(proof: TotpProof): Promise<Envelope> {
  return http.put<Envelope>(`${TOTP}/disable`, proof);
}

export async function regenerateRecoveryCodes(proof: TotpProof): Promise<string[]> {
  return (await http.put<AjaxResultOf<{ recoveryCodes: string[] }>>(`${TOTP}/recoveryCodes`, proof)).data
    .recoveryCodes;
}
