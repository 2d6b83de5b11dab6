import crypto from 'node:crypto';
import { CacheKeys, type CacheStore } from '../../../cache/store';
import { createChallenge, renderChallenge } from './math-captcha';

/** Answers live two minutes and can be used once. */
export const CAPTCHA_TTL_SECONDS = 120;

export async function issueCaptcha(cache: CacheStore): Promise<{ uuid: string; img: string }> {
  const uuid = crypto.randomUUID().replace(/-/g, '');
  const challenge = createChallenge();
  await cache.set(`${CacheKeys.captcha}${uuid}`, challenge.answer, CAPTCHA_TTL_SECONDS);
  return { uuid, img: renderChallenge(challenge.text).toString('base64') };
}

export type CaptchaCheck = 'ok' | 'expired' | 'wrong';

/** Consumes the answer of `uuid` (whatever the outcome) and compares it, ignoring case and spaces. */
export async function checkCaptcha(
  cache: CacheStore,
  code: string | undefined,
  uuid: string | undefined,
): Promise<CaptchaCheck> {
  const answer = uuid ? await cache.take(`${CacheKeys.captcha}${uuid}`) : null;
  if (answer === null) return 'expired';
  return (code ?? '').trim().toLowerCase() === answer.toLowerCase() ? 'ok' : 'wrong';
}
