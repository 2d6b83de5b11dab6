import { queryKeys } from '@dis/contract/resources';
import { currentLanguage, type AjaxResultOf, type SysDictData } from '@dis/shared';
import { getQueryClient, type QueryClient } from '@dis/shared/query';
import { http } from '@dis/shared/request';
import { kitQueryClient } from '../query/carried';

/** One option of a dictionary-driven control. */
export interface DictOption {
  label: string;
  value: string;
  raw: SysDictData;
}

export function toDictOptions(data: readonly SysDictData[]): DictOption[] {
  return data.map((raw) => ({ label: raw.dictLabel ?? '', value: raw.dictValue ?? '', raw }));
}

export type DictAnswer = AjaxResultOf<SysDictData[]>;

/** The options of an answer, made once per answer (a render reads the same array every time). */
const optionsByAnswer = new WeakMap<DictAnswer, DictOption[]>();
export function optionsOf(answer: DictAnswer): DictOption[] {
  let options = optionsByAnswer.get(answer);
  if (!options) {
    options = toDictOptions(answer.data ?? []);
    optionsByAnswer.set(answer, options);
  }
  return options;
}

/**
 * `GET /system/dict/data/type/{type}` as a query of the console's cache: keyed by type and
 * language (labels come in the request's language), asked once and kept (a dictionary changes
 * only when staff edit it, and that edit forgets it: `clearDictCache`).
 */
export function dictQuery(type: string, lang: string) {
  return {
    queryKey: queryKeys.dict(type, lang),
    queryFn: () => http.get<DictAnswer>(`/system/dict/data/type/${encodeURIComponent(type)}`),
    staleTime: Infinity,
  };
}

/** The options of a dictionary type the cache holds in `lang`, if any. */
export function cachedDict(type: string, lang: string, client: QueryClient = getQueryClient()) {
  const answer = client.getQueryData<DictAnswer>(queryKeys.dict(type, lang));
  return answer === undefined ? undefined : optionsOf(answer);
}

/** A dictionary's options, asked once per type and language; every caller shares the answer. */
export async function loadDict(type: string): Promise<DictOption[]> {
  return optionsOf(await kitQueryClient().fetchQuery(dictQuery(type, currentLanguage())));
}

/**
 * Forget a type (after its data was edited) or every type, in every language: what shows it now
 * asks again at once, what shows it later asks then.
 */
export function clearDictCache(type?: string): void {
  const client = getQueryClient();
  // `['system/dict/data', 'type', type?]`: the dictionaries' keys before their parameters and language
  const queryKey = queryKeys.dict(type ?? '', '').slice(0, type === undefined ? 2 : 3);
  client.removeQueries({ queryKey, type: 'inactive' });
  void client.invalidateQueries({ queryKey });
}
