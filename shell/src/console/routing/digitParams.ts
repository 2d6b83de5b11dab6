const DIGITS = /^\d+$/;

/**
 * docs/product.md §5: the hidden routes' parameters (userId, roleId, dictId, jobId, tableId) are digits only.
 * Only the parameters the route's own path names count (the console sits under a `*` route).
 */
export function paramsAreDigits(path: string, params: Record<string, string | undefined>): boolean {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  return names.every((name) => {
    const value = params[name];
    return value !== undefined && DIGITS.test(value);
  });
}
