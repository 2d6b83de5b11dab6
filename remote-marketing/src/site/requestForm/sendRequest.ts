/** `POST /portal/trial`; the HTTP client is loaded only now, so visitors who never send do not pay for it. */
export async function sendRequest(body: Record<string, string | boolean>): Promise<void> {
  const { http } = await import('@dis/shared/request');
  await http.post('/portal/trial', body, { withToken: false, silent: true });
}
