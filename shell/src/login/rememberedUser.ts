/**
 * 记住密码 (docs/security.md "Remembered user name"): the user name of the last sign-in with the box
 * ticked, kept in this browser's localStorage. Only the name — never a password, not even an
 * encrypted one as RuoYi keeps it: the browser's own password manager is the place for that.
 */
export const REMEMBERED_USER_KEY = 'login-remembered-user';

/** The remembered user name, or undefined when none is (or storage is refused). */
export function rememberedUsername(): string | undefined {
  try {
    return localStorage.getItem(REMEMBERED_USER_KEY) || undefined;
  } catch {
    return undefined;
  }
}

/** After a sign-in: keeps the name when the box was ticked, forgets any kept one when it was not. */
export function rememberUsername(username: string | undefined): void {
  try {
    if (username) localStorage.setItem(REMEMBERED_USER_KEY, username);
    else localStorage.removeItem(REMEMBERED_USER_KEY);
  } catch {
    // storage refused (private mode): nothing is remembered
  }
}
