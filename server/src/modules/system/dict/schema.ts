import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable } from '../../../common/schema';

/** SysDictData as RuoYi serialises it (`default` is computed from isDefault). */
export const SysDictDataSchema = Type.Object({
  dictCode: Type.Integer(),
  dictSort: Nullable(Type.Integer()),
  dictLabel: Nullable(Type.String()),
  dictValue: Nullable(Type.String()),
  dictType: Nullable(Type.String()),
  cssClass: Nullable(Type.String()),
  listClass: Nullable(Type.String()),
  isDefault: Nullable(Type.String()),
  status: Nullable(Type.String()),
  default: Type.Boolean(),
  createBy: Nullable(Type.String()),
  createTime: DateTime(),
  updateBy: Nullable(Type.String()),
  updateTime: DateTime(),
  remark: Nullable(Type.String()),
});
export type SysDictData = Static<typeof SysDictDataSchema>;
