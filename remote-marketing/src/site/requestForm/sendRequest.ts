/** `POST /portal/trial`; the HTTP client is loaded only now, so visitors who never send do not pay for it. */
export async function sendRequest(values: Record<string, string>, subscribe: boolean): Promise<void> {
  const { http } = await import('@dis/shared/request');
  await http.post('/portal/trial', { ...values, subscribe }, { withToken: false, silent: true });
}

/**
 * The server's answer when it wants a captcha before it takes the request (suspicious volume from
 * one address, or a wrong code): `{code: 428, msg, captchaRequired: true}` (docs/sales/leads.md "Spam").
 */
export const CAPTCHA_REQUIRED = 428;

/** Whether a failed send was the server asking for the captcha (a refusal of the request client). */
export function asksForCaptcha(failure: unknown): boolean {
  const error = failure as { name?: string; code?: number } | null;
  return error?.name === 'RequestError' && error.code === CAPTCHA_REQUIRED;
}
