import { http } from '@dis/shared/request';

export interface DictTypeOption {
  dictName: string;
  dictType: string;
}

/** `GET /system/dict/type/optionselect`: every dictionary type, to take a field's options from. */
export async function fetchDictTypes(): Promise<DictTypeOption[]> {
  return (await http.get<{ data?: DictTypeOption[] }>('/system/dict/type/optionselect')).data ?? [];
}
