/**
 * Query-string helper (docs/product.md §7): skips null, empty and undefined values and expands nested objects
 * as `key[sub]=value`; arrays become repeated keys joined by commas as the contract's list params.
 */
export function toQueryString(params: Record<string, unknown> | undefined | null): string {
  if (!params) return '';
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return;
    if (Array.isArray(value)) {
      if (value.length === 0) return;
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value.join(','))}`);
    } else if (value instanceof Date) {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value.toISOString())}`);
    } else if (typeof value === 'object') {
      for (const [sub, v] of Object.entries(value as Record<string, unknown>)) add(`${key}[${sub}]`, v);
    } else {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}

/**
 * Date-range helper (docs/product.md §7): writes `params.beginTime/endTime`, or `params.begin<Name>/end<Name>`
 * when a property name is given. Returns a new object; the input is not changed.
 */
export function addDateRange<T extends object>(
  query: T,
  range: readonly [string, string] | readonly string[] | null | undefined,
  propName?: string,
): T & { params: Record<string, string | undefined> } {
  const existing = (query as { params?: Record<string, string | undefined> }).params;
  const params: Record<string, string | undefined> = { ...(existing ?? {}) };
  const [begin, end] = Array.isArray(range) && range.length === 2 ? range : [undefined, undefined];
  if (propName) {
    const suffix = propName.charAt(0).toUpperCase() + propName.slice(1);
    params[`begin${suffix}`] = begin || undefined;
    params[`end${suffix}`] = end || undefined;
  } else {
    params.beginTime = begin || undefined;
    params.endTime = end || undefined;
  }
  return { ...query, params };
}
