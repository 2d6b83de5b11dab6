/** `POST /portal/trial`; the HTTP client is loaded only now, so visitors who never send do not pay for it. */
export async function sendRequest(values: Record<string, string>, subscribe: boolean): Promise<void> {
  const { http } = await import('@dis/shared/request');
  await http.post('/portal/trial', { ...values, subscribe }, { withToken: false, silent: true });
}
