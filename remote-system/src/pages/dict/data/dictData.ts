import type { DictDataCreate, DictDataFilter, DictDataRow, DictDataUpdate, DictTypeRow } from '@dis/contract';
import type { DictData } from '@dis/shared';
import { http } from '@dis/shared/request';
import { clearDictCache, resourceApi, type DictOption, type ResourceApi } from '@dis/ui';
import { localizedName } from '../dictWords';

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

/** The type the page opens with: the one with the route's id, else the first. */
export function initialDictType(types: readonly DictTypeRow[], dictId: string | undefined): string | undefined {
  return (types.find((type) => String(type.dictId) === dictId) ?? types[0])?.dictType ?? undefined;
}

/** The options of the 字典名称 switch, named in the shown language. */
export function dictTypeOptions(types: readonly DictTypeRow[], lang: string) {
  return types.map((type) => ({
    label: localizedName(lang, type.dictName, type.dictNameEn),
    value: type.dictType ?? '',
  }));
}

/** An entry as the option of its own tag (its label in the shown language, its styles). */
export function entryOption(row: DictDataRow, lang: string): DictOption {
  const label = localizedName(lang, row.dictLabel, row.dictLabelEn);
  return { label, value: row.dictValue ?? '', raw: { ...row, dictLabel: label } as unknown as DictData };
}
