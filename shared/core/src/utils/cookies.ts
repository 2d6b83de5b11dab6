/** Minimal cookie access (session cookies unless `days` is given). */

export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decoded(part.slice(prefix.length));
  }
  return undefined;
}

/** A cookie's value decoded; one that is not valid percent-encoding (set by something else) as it is. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function setCookie(name: string, value: string, options: { days?: number; path?: string } = {}): void {
  if (typeof document === 'undefined') return;
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${options.path ?? '/'}; SameSite=Lax`;
  if (options.days !== undefined) {
    cookie += `; expires=${new Date(Date.now() + options.days * 864e5).toUTCString()}`;
  }
  document.cookie = cookie;
}

export function removeCookie(name: string, path = '/'): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
