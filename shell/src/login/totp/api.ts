import type { AjaxResultOf, Envelope } from '@dis/shared';
import { http } from '@dis/shared/request';
import type { TotpEnrolment } from '@dis/contract';

/** The login's second step (docs/api-contract.md "Two-factor sign-in"): no token yet, hence anonymous. */
const ANONYMOUS = { withToken: false, silent: true } as const;

/** `POST /login/totp`: the session, and after an enrolment the recovery codes (shown once). */
export async function sendCode(
  ticket: string,
  code: string,
): Promise<{ token: string; recoveryCodes?: string[] }> {
  const answer = await http.post<Envelope & { token: string; recoveryCodes?: string[] }>(
    '/login/totp',
    { ticket, code },
    ANONYMOUS,
  );
  return { token: answer.token, recoveryCodes: answer.recoveryCodes };
}

/** `POST /login/totp/enrol`: the QR code and secret for an account a role requires to enrol. */
export async function startEnrolment(ticket: string): Promise<TotpEnrolment> {
  return (await http.post<AjaxResultOf<TotpEnrolment>>('/login/totp/enrol', { ticket }, ANONYMOUS)).data;
}
