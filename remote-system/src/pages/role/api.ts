import type { RoleCreate, RoleFilter, RoleUpdate, SysRole } from '@dis/contract';
import { resourceApi } from '@dis/ui';

/** What `POST` (no id) / `PUT /system/role` (with the id) take. */
export type RoleBody = RoleCreate | RoleUpdate;

export const roles = resourceApi<SysRole, RoleFilter, RoleBody>('system/role');
