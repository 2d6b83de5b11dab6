import { defineMessages, defineLabels, type KeysOf, type Catalogue } from '../../../i18n/catalogue';

/** The refusals of menus (`/system/menu`), in RuoYi's words. */
export const MENU_MESSAGES = defineMessages({
  'system.menu.missing': { 'zh-cn': '菜单不存在', en: 'The menu does not exist' },
  'system.menu.notHeld': { 'zh-cn': '没有权限访问菜单数据！', en: 'No permission to access menu data!' },
  'system.menu.permsNotHeld': {
    'zh-cn': '不能设置自己没有的权限字符：{perms}',
    en: 'You cannot set a permission you do not hold yourself: {perms}',
  },
  'system.menu.addNameExists': {
    'zh-cn': "新增菜单'{name}'失败，菜单名称已存在",
    en: "Could not add menu '{name}': a menu with this name already exists under the same parent",
  },
  'system.menu.editNameExists': {
    'zh-cn': "修改菜单'{name}'失败，菜单名称已存在",
    en: "Could not change menu '{name}': a menu with this name already exists under the same parent",
  },
  'system.menu.addNotHttp': {
    'zh-cn': "新增菜单'{name}'失败，地址必须以http(s)://开头",
    en: "Could not add menu '{name}': the address must start with http(s)://",
  },
  'system.menu.editNotHttp': {
    'zh-cn': "修改菜单'{name}'失败，地址必须以http(s)://开头",
    en: "Could not change menu '{name}': the address must start with http(s)://",
  },
  'system.menu.addRouteExists': {
    'zh-cn': "新增菜单'{name}'失败，路由名称或地址已存在",
    en: "Could not add menu '{name}': the route name or address already exists",
  },
  'system.menu.editRouteExists': {
    'zh-cn': "修改菜单'{name}'失败，路由名称或地址已存在",
    en: "Could not change menu '{name}': the route name or address already exists",
  },
  'system.menu.parentSelf': {
    'zh-cn': "修改菜单'{name}'失败，上级菜单不能选择自己",
    en: "Could not change menu '{name}': a menu cannot be its own parent",
  },
  'system.menu.parentDescendant': {
    'zh-cn': "修改菜单'{name}'失败，上级菜单不能是它的下级菜单",
    en: "Could not change menu '{name}': the parent cannot be one of its own sub-menus",
  },
  'system.menu.parentMissing': { 'zh-cn': '上级菜单不存在', en: 'The parent menu does not exist' },
  'system.menu.hasChildren': {
    'zh-cn': '存在子菜单,不允许删除',
    en: 'The menu has sub-menus and cannot be deleted',
  },
  'system.menu.assigned': {
    'zh-cn': '菜单已分配,不允许删除',
    en: 'The menu is assigned to a role and cannot be deleted',
  },
  'system.menu.sortFailed': {
    'zh-cn': '保存排序异常，请联系管理员',
    en: 'Could not save the order; please contact the administrator',
  },
});

declare module '../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof MENU_MESSAGES> {}
}

const MENU_LABELS = {
  menuName: { 'zh-cn': '菜单名称', en: 'Menu name' },
  path: { 'zh-cn': '路由地址', en: 'Route address' },
} as const satisfies Catalogue;

export const menuLabel = defineLabels(MENU_LABELS);
