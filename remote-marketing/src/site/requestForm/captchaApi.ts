/** A captcha for the request forms: `GET /portal/trial/captcha` (a math captcha, two minutes, used once). */
export async function fetchTrialCaptcha(): Promise<{ uuid: string; image: string }> {
  const { http } = await import('@dis/shared/request');
  const answer = await http.get<{ uuid?: string; img?: string }>('/portal/trial/captcha', undefined, {
    withToken: false,
    silent: true,
  });
  if (!answer.uuid || !answer.img) throw new Error('no captcha');
  return { uuid: answer.uuid, image: `data:image/png;base64,${answer.img}` };
}
