import type { DeptCreate, DeptListQuery, DeptUpdate, SysDept } from '@dis/contract';
import { resourceApi } from '@dis/ui';

/** What `POST` (no id) / `PUT /system/dept` (with the id) take. */
export type DeptBody = DeptCreate | DeptUpdate;

export const depts = resourceApi<SysDept, DeptListQuery, DeptBody>('system/dept');
