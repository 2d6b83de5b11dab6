import { TOKEN_COOKIE } from '../constants';
import { getCookie, removeCookie, setCookie } from '../utils/cookies';

/** The session token lives in the `Admin-Token` cookie (docs/product.md §4). */
export function getToken(): string | undefined {
  return getCookie(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  setCookie(TOKEN_COOKIE, token);
}

export function removeToken(): void {
  removeCookie(TOKEN_COOKIE);
}
