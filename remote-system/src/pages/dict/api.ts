import type { DictTypeCreate, DictTypeFilter, DictTypeRow, DictTypeUpdate } from '@dis/contract';
import { resourceApi } from '@dis/ui';

/** What `POST` (no id) / `PUT /system/dict/type` (with the id) take. */
export type DictTypeBody = DictTypeCreate | DictTypeUpdate;

export const dictTypes = resourceApi<DictTypeRow, DictTypeFilter, DictTypeBody>('system/dict/type');
