import { currentLanguage, type AjaxResultOf, type SysDictData } from '@dis/shared';
import { carriedAnswer, http } from '@dis/shared/request';

/** One option of a dictionary-driven control. */
export interface DictOption {
  label: string;
  value: string;
  raw: SysDictData;
}

/** Labels come in the request's language, so the cache is per language and type. */
const loaded = new Map<string, DictOption[]>();
const pending = new Map<string, Promise<DictOption[]>>();

const cacheKey = (type: string) => `${currentLanguage()}|${type}`;

export function toDictOptions(data: readonly SysDictData[]): DictOption[] {
  return data.map((raw) => ({ label: raw.dictLabel ?? '', value: raw.dictValue ?? '', raw }));
}

const dictUrl = (type: string) => `/system/dict/data/type/${encodeURIComponent(type)}`;

/**
 * The options of a dictionary type already in memory, if any; or in the console's document, for
 * the page it shows (`carriedAnswer`), which are then kept like a loaded answer.
 */
export function cachedDict(type: string): DictOption[] | undefined {
  const key = cacheKey(type);
  const hit = loaded.get(key);
  if (hit) return hit;
  const carried = carriedAnswer<AjaxResultOf<SysDictData[]>>(dictUrl(type));
  if (carried === undefined) return undefined;
  const options = toDictOptions(carried.data ?? []);
  loaded.set(key, options);
  return options;
}

/** `GET /system/dict/data/type/{type}` once per type (and language); every caller shares the answer. */
export function loadDict(type: string): Promise<DictOption[]> {
  const key = cacheKey(type);
  const hit = cachedDict(type);
  if (hit) return Promise.resolve(hit);
  let request = pending.get(key);
  if (!request) {
    request = http
      .get<AjaxResultOf<SysDictData[]>>(dictUrl(type))
      .then((answer) => {
        const options = toDictOptions(answer.data ?? []);
        loaded.set(key, options);
        return options;
      })
      .finally(() => pending.delete(key));
    pending.set(key, request);
  }
  return request;
}

/** Forget a type (after its data was edited) or every type. */
export function clearDictCache(type?: string): void {
  for (const key of [...loaded.keys()]) {
    if (type === undefined || key.endsWith(`|${type}`)) loaded.delete(key);
  }
}
