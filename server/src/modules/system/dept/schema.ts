import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable } from '../../../common/schema';

/** SysDept as RuoYi serialises it. */
export const SysDeptSchema = Type.Object({
  deptId: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  ancestors: Nullable(Type.String()),
  deptName: Nullable(Type.String()),
  orderNum: Nullable(Type.Integer()),
  leader: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  status: Nullable(Type.String()),
  delFlag: Nullable(Type.String()),
  parentName: Nullable(Type.String()),
  children: Type.Array(Type.Unknown()),
  createBy: Nullable(Type.String()),
  createTime: DateTime(),
  updateBy: Nullable(Type.String()),
  updateTime: DateTime(),
  remark: Nullable(Type.String()),
});
export type SysDept = Static<typeof SysDeptSchema>;

/** TreeSelect node: `children` is omitted when empty. */
export interface TreeSelect {
  id: number;
  label: string;
  disabled: boolean;
  children?: TreeSelect[];
}

export const TreeSelectSchema = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.Integer(),
      label: Type.String(),
      disabled: Type.Boolean(),
      children: Type.Optional(Type.Array(Self)),
    }),
  { $id: 'TreeSelect' },
);
