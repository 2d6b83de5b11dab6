import { CONSOLE_HOME } from '@dis/shared';
import { LOGIN_PATH } from '../routes/publicRoutes';

/**
 * Where to go after logging in: the `redirect` query when it is a path on this site (starts with
 * one `/`, no backslash tricks), else the console home. Anything else could send the user away.
 */
export function redirectTarget(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) {
    return CONSOLE_HOME;
  }
  if ([...redirect].some((char) => char.charCodeAt(0) < 0x20)) return CONSOLE_HOME;
  return redirect;
}

/** The login page, coming back to `path` afterwards. */
export function loginReturningTo(path: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;
}
