import {
  MenuCreateSchema,
  MenuListQuerySchema,
  MenuSortSchema,
  MenuUpdateSchema,
  SysMenuSchema,
} from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BusinessType } from '../../../common/business-type';
import { success } from '../../../common/envelope';
import { RowId } from '../../../common/ids';
import { resourceKey } from '../../../common/resource';
import { resourceRoutes } from '../../../common/resource-routes';
import { AjaxResult, MessageResult } from '../../../common/schema';
import { requireLoginUser } from '../../../security/session-store';
import { listMenus, toSysMenu } from './repository';
import { addMenu, editMenu, menuWithParentName, removeMenu, saveMenuOrder } from './service';

/**
 * 菜单管理: `/system/menu` (docs/system/menu.md); the menu trees of the role dialog are the
 * sub-folder `treeselect/`. Every change forgets the cached route trees.
 */
const menuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const key = resourceKey('system/menu');
  const menus = resourceRoutes(app, {
    ...key,
    logTitle: '菜单管理',
    names: { one: 'Menu', many: 'Menus' },
    missing: 'system.menu.missing',
    query: MenuListQuerySchema,
  });

  app.get(
    `${key.path}/list`,
    {
      schema: {
        tags: menus.tags,
        summary: '菜单列表 · List menus',
        description:
          'Flat, ordered by parent then order (the browser builds the tree); menuName contains, visible, ' +
          'status. The super admin sees every menu, others the menus of their roles.',
        querystring: MenuListQuerySchema,
        response: { 200: AjaxResult({ data: Type.Array(SysMenuSchema) }) },
      },
      config: menus.config('list'),
    },
    async function listMenusHandler(request) {
      const rows = await listMenus(app.db, requireLoginUser(request).userId, request.query);
      return success(request, { data: rows.map((row) => toSysMenu(row)) });
    },
  );

  app.put(
    `${key.path}/updateSort`,
    {
      schema: {
        tags: menus.tags,
        summary: '保存菜单排序 · Save the order of menus',
        description: 'Body `{menuIds: "1,2", orderNums: "3,4"}`: the same number of ids and orders.',
        body: MenuSortSchema,
        response: { 200: MessageResult },
      },
      config: menus.config('edit', BusinessType.update),
    },
    async function updateMenuSortHandler(request) {
      await saveMenuOrder(app, request, request.body);
      return success(request);
    },
  );

  menus.get({
    summary: '菜单详情 · One menu',
    row: SysMenuSchema,
    find: async (menuId, request) => {
      const found = await menuWithParentName(app, request, menuId);
      return found && toSysMenu(found.row, found.parentName);
    },
  });

  menus.add({
    summary: '新增菜单 · Add a menu',
    description:
      'menuName, orderNum and menuType are required (path too for M/C); the name is unique under its ' +
      'parent, an external link (isFrame "0") starts with http(s)://, and no two routes clash.',
    body: MenuCreateSchema,
    write: (body, request) => addMenu(app, request, body),
  });

  menus.edit({
    summary: '修改菜单 · Edit a menu',
    description: 'The checks of add, and the parent is neither the menu itself nor one of its sub-menus.',
    body: MenuUpdateSchema,
    write: (body, request) => editMenu(app, request, body),
  });

  app.delete(
    `${key.path}/:menuId`,
    {
      schema: {
        tags: menus.tags,
        summary: '删除菜单 · Delete a menu',
        description: 'One id. A menu with sub-menus, or held by a role, is refused with code 601.',
        params: Type.Object({ menuId: RowId() }),
        response: { 200: MessageResult },
      },
      config: menus.config('remove', BusinessType.delete),
    },
    async function deleteMenuHandler(request) {
      await removeMenu(app, request, request.params.menuId);
      return success(request);
    },
  );
};

export default menuRoutes;
