/** Paths the router does not handle: they open in a new tab (docs/product.md §2). */
export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(path);
}

/** Joins a route path onto its parent's as RuoYi's `path.resolve` does; absolute and external paths stand alone. */
export function joinPath(base: string, path: string): string {
  if (isExternal(path)) return path;
  const joined = path.startsWith('/') ? path : `${base}/${path}`;
  const clean = `/${joined.split('/').filter(Boolean).join('/')}`;
  return clean;
}

/** A route's `query` is a JSON string such as `{"id":1}`; it becomes a search string (`?id=1`). */
export function routeSearch(query: string | undefined): string {
  if (!query) return '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(query);
  } catch {
    return '';
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (value !== null && value !== undefined && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
