import type { DictDataCreate, DictDataFilter, DictDataRow, DictDataUpdate, DictTypeRow } from '@dis/contract';
import { http } from '@dis/shared/request';
import { clearDictCache, resourceApi, type ResourceApi } from '@dis/ui';

/** What `POST` (no id) / `PUT /system/dict/data` (with the id) take. */
export type DictDataBody = DictDataCreate | DictDataUpdate;

export const dictData = resourceApi<DictDataRow, DictDataFilter, DictDataBody>('system/dict/data');

/**
 * The entries of one dictionary: the list and the export ask for its type only, and every change
 * makes this browser forget the dictionary, so its tags show the change at once.
 */
export function entriesOf(
  dictType: string,
): ResourceApi<DictDataRow, DictDataFilter, DictDataBody> {
  return {
    ...dictData,
    list: (query) => dictData.list({ ...query, dictType }),
    listKey: (query, lang) => dictData.listKey({ ...query, dictType }, lang),
    export: (filters) => dictData.export({ ...filters, dictType }),
    save: async (body) => {
      const answer = await dictData.save(body);
      clearDictCache(dictType);
      return answer;
    },
    remove: async (ids) => {
      const answer = await dictData.remove(ids);
      clearDictCache(dictType);
      return answer;
    },
  };
}

/** `GET /system/dict/type/optionselect`: every type, for the 字典名称 switch. */
export async function fetchDictTypes(): Promise<DictTypeRow[]> {
  return (await http.get<{ data: DictTypeRow[] }>('/system/dict/type/optionselect')).data ?? [];
}
