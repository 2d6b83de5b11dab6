import {
  MenuCreateSchema,
  MenuListQuerySchema,
  MenuSortSchema,
  MenuUpdateSchema,
  SysMenuSchema,
  type MenuCreate,
  type MenuUpdate,
} from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BusinessType } from '../../../common/business-type';
import { formatDateTime } from '../../../common/datetime';
import { success } from '../../../common/envelope';
import { ServiceError } from '../../../common/errors';
import { RowId } from '../../../common/ids';
import { resourceRoutes } from '../../../common/resource-routes';
import { AjaxResult, MessageResult } from '../../../common/schema';
import { cleanText, requiredText } from '../../../common/text-fields';
import { sysMenu, sysRoleMenu } from '../../../db/schema';
import { requireLoginUser } from '../../../plugins/auth';
import { menuLabel } from './messages';
import { clearRoutersCache } from './routers-cache';
import { heldMenuIds, permissionsNotHeld } from '../../../security/grants';
import { collectPermissions } from '../../../security/permission';
import { refreshSignedInRights } from '../../../security/rights-refresh';
import { isHttp, isSelfOrBelow, parseSortPairs, routeClash } from './rules';
import {
  countMenus,
  findMenu,
  hasChildMenu,
  listMenus,
  menuAssigned,
  menuOutlines,
  toSysMenu,
} from './store';

/** The warning code RuoYi's `AjaxResult.warn` answers with. */
const WARN = 601;

/**
 * The columns of a menu from a create or update body, after RuoYi's checks (docs/system/menu.md):
 * name unique under its parent, an external link's address starts with http(s)://, no route clash,
 * and (edit) a parent that exists and is neither the menu itself nor below it.
 */
async function menuValues(app: FastifyInstance, request: FastifyRequest, body: MenuCreate | MenuUpdate) {
  const mode = 'menuId' in body ? 'edit' : 'add';
  const menuId = 'menuId' in body ? body.menuId : -1;
  const menuName = requiredText(menuLabel(request.lang, 'menuName'), body.menuName);
  const values = {
    parentId: body.parentId,
    menuName,
    menuNameEn: cleanText(body.menuNameEn) ?? '',
    orderNum: body.orderNum,
    menuType: body.menuType,
    path: cleanText(body.path) ?? '',
    component: cleanText(body.component),
    query: cleanText(body.query),
    routeName: cleanText(body.routeName) ?? '',
    isFrame: body.isFrame ?? '1',
    isCache: body.isCache ?? '0',
    visible: body.visible ?? '0',
    status: body.status ?? '0',
    perms: cleanText(body.perms),
    icon: cleanText(body.icon) ?? '#',
    remark: cleanText(body.remark),
  };
  const name = { name: menuName };
  const caller = requireLoginUser(request);
  // rights are handed on, never invented (docs/security.md): a permission string the editor does not
  // hold may not be written unless the menu carries it already, and a menu goes only under a menu
  // the editor holds (or stays where it is)
  const before = mode === 'edit' ? await findMenu(app.db, menuId) : undefined;
  const current = collectPermissions([before?.perms ?? null]);
  const invented = permissionsNotHeld(caller, values.perms).filter((perm) => !current.includes(perm));
  if (invented.length > 0) throw new ServiceError('system.menu.permsNotHeld', { perms: invented.join(', ') });
  if (values.parentId !== 0 && values.parentId !== before?.parentId)
    await checkHeld(app, request, [values.parentId]);
  const menus = await menuOutlines(app.db);
  if (values.menuType !== 'F' && values.path === '')
    throw new ServiceError('validation.required', { field: menuLabel(request.lang, 'path') });
  if (menus.some((m) => m.menuId !== menuId && m.parentId === values.parentId && m.menuName === menuName))
    throw new ServiceError(mode === 'add' ? 'system.menu.addNameExists' : 'system.menu.editNameExists', name);
  if (values.isFrame === '0' && !isHttp(values.path))
    throw new ServiceError(mode === 'add' ? 'system.menu.addNotHttp' : 'system.menu.editNotHttp', name);
  if (routeClash({ ...values, menuId }, menus))
    throw new ServiceError(
      mode === 'add' ? 'system.menu.addRouteExists' : 'system.menu.editRouteExists',
      name,
    );
  if (mode === 'edit' && values.parentId === menuId) throw new ServiceError('system.menu.parentSelf', name);
  if (values.parentId !== 0) {
    if (!menus.some((m) => m.menuId === values.parentId)) throw new ServiceError('system.menu.parentMissing');
    const parents = new Map(menus.map((m) => [m.menuId, m.parentId]));
    if (mode === 'edit' && isSelfOrBelow(menuId, values.parentId, parents))
      throw new ServiceError('system.menu.parentDescendant', name);
  }
  return values;
}

/**
 * Refuses menus the caller does not hold (docs/security.md): a caller reads and changes only the
 * menus of their own enabled roles, as the menu list shows them; the super administrator all.
 */
async function checkHeld(app: FastifyInstance, request: FastifyRequest, menuIds: readonly number[]) {
  const held = await heldMenuIds(app.db, requireLoginUser(request).userId);
  if (held && menuIds.some((menuId) => !held.has(menuId))) throw new ServiceError('system.menu.notHeld');
}

/** 菜单管理: `/system/menu` (docs/system/menu.md). Every change forgets the cached route trees. */
const menuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const menus = resourceRoutes(app, {
    path: '/system/menu',
    permission: 'system:menu',
    tag: 'system/menu',
    logTitle: '菜单管理',
    id: 'menuId',
    names: { one: 'Menu', many: 'Menus' },
    missing: 'system.menu.missing',
    query: MenuListQuerySchema,
  });

  app.get(
    '/system/menu/list',
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
    '/system/menu/updateSort',
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
      const pairs = parseSortPairs(request.body.menuIds, request.body.orderNums);
      const ids = pairs ? [...new Set(pairs.map((pair) => pair.id))] : [];
      if (!pairs || (await countMenus(app.db, ids)) !== ids.length)
        throw new ServiceError('system.menu.sortFailed');
      await checkHeld(app, request, ids);
      const updateBy = requireLoginUser(request).userName;
      const updateTime = formatDateTime();
      await app.db.transaction(async (tx) => {
        for (const { id, order } of pairs)
          await tx
            .update(sysMenu)
            .set({ orderNum: order, updateBy, updateTime })
            .where(eq(sysMenu.menuId, id));
      });
      await clearRoutersCache(app.cache);
      return success(request);
    },
  );

  menus.get({
    summary: '菜单详情 · One menu',
    row: SysMenuSchema,
    find: async (menuId, request) => {
      const row = await findMenu(app.db, menuId);
      if (!row) return undefined;
      await checkHeld(app, request, [menuId]);
      const parent = row.parentId === 0 ? undefined : await findMenu(app.db, row.parentId);
      return toSysMenu(row, parent?.menuName ?? null);
    },
  });

  menus.add({
    summary: '新增菜单 · Add a menu',
    description:
      'menuName, orderNum and menuType are required (path too for M/C); the name is unique under its ' +
      'parent, an external link (isFrame "0") starts with http(s)://, and no two routes clash.',
    body: MenuCreateSchema,
    write: async (body, request) => {
      const values = await menuValues(app, request, body);
      await app.db.insert(sysMenu).values({
        ...values,
        createBy: requireLoginUser(request).userName,
        createTime: formatDateTime(),
      });
      await clearRoutersCache(app.cache);
    },
  });

  menus.edit({
    summary: '修改菜单 · Edit a menu',
    description: 'The checks of add, and the parent is neither the menu itself nor one of its sub-menus.',
    body: MenuUpdateSchema,
    write: async (body, request) => {
      menus.found(await findMenu(app.db, body.menuId));
      await checkHeld(app, request, [body.menuId]);
      const values = await menuValues(app, request, body);
      await app.db
        .update(sysMenu)
        .set({ ...values, updateBy: requireLoginUser(request).userName, updateTime: formatDateTime() })
        .where(eq(sysMenu.menuId, body.menuId));
      // its permission string or status may have changed: the holders of the roles granting it
      // are judged by the new rights at their next request (docs/system/role.md)
      const granting = await app.db
        .select({ roleId: sysRoleMenu.roleId })
        .from(sysRoleMenu)
        .where(eq(sysRoleMenu.menuId, body.menuId));
      await refreshSignedInRights(app, { roleIds: granting.map((row) => row.roleId) });
    },
  });

  app.delete(
    '/system/menu/:menuId',
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
      const { menuId } = request.params;
      menus.found(await findMenu(app.db, menuId));
      await checkHeld(app, request, [menuId]);
      if (await hasChildMenu(app.db, menuId)) throw new ServiceError('system.menu.hasChildren', {}, WARN);
      if (await menuAssigned(app.db, menuId)) throw new ServiceError('system.menu.assigned', {}, WARN);
      await app.db.delete(sysMenu).where(eq(sysMenu.menuId, menuId));
      await clearRoutersCache(app.cache);
      return success(request);
    },
  );
};

export default menuRoutes;
