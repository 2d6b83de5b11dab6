import {
  CAPTCHA_TIMEOUT_MS,
  type AjaxResultOf,
  type CaptchaAnswer,
  type Envelope,
  type LoginBody,
  type RouteEntry,
  type UserInfo,
} from '@dis/shared';
import { http } from '@dis/shared/request';
import type { LoginAnswer } from '@dis/contract';

export interface RegisterBody {
  username: string;
  password: string;
  confirmPassword: string;
  code?: string;
  uuid?: string;
}

const ANONYMOUS = { withToken: false, silent: true } as const;

export function fetchCaptcha(): Promise<CaptchaAnswer> {
  return http.get<CaptchaAnswer>('/captchaImage', undefined, { ...ANONYMOUS, timeout: CAPTCHA_TIMEOUT_MS });
}

/**
 * `POST /login`: `token`, or for a two-factor account (docs/security.md "Two-factor sign-in") the
 * `ticket` of the second step; a refusal rejects with the server's message.
 */
export function login(body: LoginBody): Promise<LoginAnswer> {
  return http.post<LoginAnswer>('/login', body, ANONYMOUS);
}

export function register(body: RegisterBody): Promise<Envelope> {
  return http.post<Envelope>('/register', body, ANONYMOUS);
}

/** The session's callers show failures themselves (back to the login page), hence `silent`. */
export function fetchUserInfo(): Promise<UserInfo> {
  return http.get<UserInfo>('/getInfo', undefined, { silent: true });
}

/** `silent`: the caller reports a failure itself (the session load does); otherwise a toast says it. */
export async function fetchRoutes({ silent = true }: { silent?: boolean } = {}): Promise<RouteEntry[]> {
  const answer = await http.get<AjaxResultOf<RouteEntry[]>>('/getRouters', undefined, { silent });
  return Array.isArray(answer.data) ? answer.data : [];
}

/** Ends the session on the server (token sent). The local session is cleared whatever it answers. */
export async function logout(): Promise<void> {
  await http.post<Envelope>('/logout', undefined, { silent: true });
}
