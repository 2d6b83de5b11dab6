import { Type } from '@sinclair/typebox';
import { Nullable } from '../../../common/schema';

const RouterMetaSchema = Type.Object({
  title: Type.String(),
  icon: Nullable(Type.String()),
  noCache: Type.Boolean(),
  link: Nullable(Type.String()),
});

/**
 * RouterVo in Jackson's field order; empty fields are left out. `hidden` is always sent, but is
 * declared optional: the serializer writes required fields first, which would break the order.
 */
export const RouterVoSchema = Type.Recursive(
  (Self) =>
    Type.Object({
      name: Type.Optional(Type.String()),
      path: Type.Optional(Type.String()),
      hidden: Type.Optional(Type.Boolean()),
      redirect: Type.Optional(Type.String()),
      component: Type.Optional(Type.String()),
      query: Type.Optional(Type.String({ description: 'JSON text such as {"id":1}' })),
      alwaysShow: Type.Optional(Type.Boolean()),
      meta: Type.Optional(RouterMetaSchema),
      children: Type.Optional(Type.Array(Self)),
    }),
  { $id: 'RouterVo' },
);
