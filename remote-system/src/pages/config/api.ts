import type { ConfigCreate, ConfigFilter, ConfigRow, ConfigUpdate } from '@dis/contract';
import { resourceApi } from '@dis/ui';

/** What `POST` (no id) / `PUT /system/config` (with the id) take. */
export type ConfigBody = ConfigCreate | ConfigUpdate;

export const configs = resourceApi<ConfigRow, ConfigFilter, ConfigBody>('system/config');
