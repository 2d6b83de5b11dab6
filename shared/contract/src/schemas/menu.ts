import { Type, type Static } from '@sinclair/typebox';
import { MENU_FIELD_MAX } from '../rules/limits';
import { auditFields, Nullable, StatusFilter, StatusFlag, StringEnum } from './common';

// ---- menus (system/menu): a tree the browser builds from a flat list ----

/** `"M"` directory, `"C"` page, `"F"` button. */
export const MenuType = StringEnum(['M', 'C', 'F'], { description: '"M" directory, "C" page, "F" button' });
export type MenuTypeValue = Static<typeof MenuType>;

/** SysMenu as RuoYi serialises it, plus its English title (`menuNameEn`). */
export const SysMenuSchema = Type.Object({
  menuId: Type.Integer(),
  menuName: Type.String(),
  menuNameEn: Type.String({ description: 'the English title; empty falls back to menuName' }),
  parentName: Nullable(Type.String()),
  parentId: Type.Integer(),
  orderNum: Type.Integer(),
  path: Type.String(),
  component: Nullable(Type.String()),
  query: Nullable(Type.String()),
  routeName: Type.String(),
  isFrame: Type.String({ description: '"0" external link, "1" not' }),
  isCache: Type.String({ description: '"0" cached, "1" not cached' }),
  menuType: Type.String(),
  visible: Type.String({ description: '"0" shown, "1" hidden' }),
  status: Type.String(),
  perms: Nullable(Type.String()),
  icon: Nullable(Type.String()),
  children: Type.Array(Type.Unknown()),
  ...auditFields,
  remark: Nullable(Type.String()),
});
export type SysMenu = Static<typeof SysMenuSchema>;

/** `GET /system/menu/list`: the filters (no paging). */
export const MenuListQuerySchema = Type.Object({
  menuName: Type.Optional(Type.String({ maxLength: MENU_FIELD_MAX.menuName, description: 'contains' })),
  visible: StatusFilter,
  status: StatusFilter,
});
export type MenuListQuery = Static<typeof MenuListQuerySchema>;

const optionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

const menuWritableFields = {
  parentId: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: '0: top level' }),
  menuName: Type.String({ minLength: 1, maxLength: MENU_FIELD_MAX.menuName }),
  menuNameEn: optionalText(MENU_FIELD_MAX.menuNameEn),
  orderNum: Type.Integer({ minimum: 0, maximum: 9999 }),
  menuType: MenuType,
  path: optionalText(MENU_FIELD_MAX.path),
  component: optionalText(MENU_FIELD_MAX.component),
  query: optionalText(MENU_FIELD_MAX.query),
  routeName: optionalText(MENU_FIELD_MAX.routeName),
  isFrame: Type.Optional(StatusFlag),
  isCache: Type.Optional(StatusFlag),
  visible: Type.Optional(StatusFlag),
  status: Type.Optional(StatusFlag),
  perms: optionalText(MENU_FIELD_MAX.perms),
  icon: optionalText(MENU_FIELD_MAX.icon),
  remark: optionalText(MENU_FIELD_MAX.remark),
};

export const MenuCreateSchema = Type.Object(menuWritableFields);
export const MenuUpdateSchema = Type.Object({
  menuId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  ...menuWritableFields,
});
export type MenuCreate = Static<typeof MenuCreateSchema>;
export type MenuUpdate = Static<typeof MenuUpdateSchema>;

/** `PUT /system/menu/updateSort`: ids and their new orders, each joined by commas, same count. */
export const MenuSortSchema = Type.Object({
  menuIds: Type.String({ maxLength: 20_000 }),
  orderNums: Type.String({ maxLength: 20_000 }),
});
export type MenuSort = Static<typeof MenuSortSchema>;
