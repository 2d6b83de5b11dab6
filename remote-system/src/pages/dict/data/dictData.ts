import type { DictDataRow, DictTypeRow } from '@dis/contract';
import type { SysDictData } from '@dis/shared';
import type { DictOption } from '@dis/ui';
import { localizedName } from '../dictWords';

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
  return { label, value: row.dictValue ?? '', raw: { ...row, dictLabel: label } as unknown as SysDictData };
}
