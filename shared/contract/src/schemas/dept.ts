import { Type, type Static } from '@sinclair/typebox';
import { DEPT_FIELD_MAX } from '../rules/limits';
import { Nullable, StatusFilter, StatusFlag } from './common';

// ---- departments (system/dept): writes and filters (SysDeptSchema lives in system.ts) ----

/** `GET /system/dept/list`: the filters (no paging). */
export const DeptListQuerySchema = Type.Object({
  deptName: Type.Optional(Type.String({ maxLength: DEPT_FIELD_MAX.deptName, description: 'contains' })),
  status: StatusFilter,
  deptId: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  parentId: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
});
export type DeptListQuery = Static<typeof DeptListQuerySchema>;

const optionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

const deptWritableFields = {
  parentId: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  deptName: Type.String({ minLength: 1, maxLength: DEPT_FIELD_MAX.deptName }),
  orderNum: Type.Integer({ minimum: 0, maximum: 9999 }),
  leader: optionalText(DEPT_FIELD_MAX.leader),
  phone: optionalText(DEPT_FIELD_MAX.phone),
  email: optionalText(DEPT_FIELD_MAX.email),
  status: Type.Optional(StatusFlag),
};

export const DeptCreateSchema = Type.Object(deptWritableFields);
export const DeptUpdateSchema = Type.Object({
  deptId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  ...deptWritableFields,
});
export type DeptCreate = Static<typeof DeptCreateSchema>;
export type DeptUpdate = Static<typeof DeptUpdateSchema>;

/** `PUT /system/dept/updateSort`: ids and their new orders, each joined by commas, same count. */
export const DeptSortSchema = Type.Object({
  deptIds: Type.String({ maxLength: 20_000 }),
  orderNums: Type.String({ maxLength: 20_000 }),
});
export type DeptSort = Static<typeof DeptSortSchema>;
