import { TreeSelectSchema, type TreeSelect } from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { success } from '../../../common/envelope';
import { likeContains } from '../../../common/paging';
import { AjaxResult } from '../../../common/schema';
import type { Database } from '../../../db/connection';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../../../db/schema';
import type { Lang } from '../../../i18n/language';
import { requireLoginUser } from '../../../plugins/auth';
import { isSuperAdmin } from '../../../security/permission';
import { checkedKeys } from '../role/routes';

interface MenuLeaf {
  menuId: number;
  parentId: number;
  menuName: string;
  menuNameEn: string;
  status: string;
}

/** Menus as a TreeSelect: roots are the menus whose parent is not in the list. */
export function buildMenuTree(menus: MenuLeaf[], lang: Lang): TreeSelect[] {
  const ids = new Set(menus.map((m) => m.menuId));
  const build = (parentId: number | null): TreeSelect[] =>
    menus
      .filter((m) => (parentId === null ? !ids.has(m.parentId) : m.parentId === parentId))
      .map((m) => {
        const children = build(m.menuId);
        const label = lang === 'en' && m.menuNameEn ? m.menuNameEn : m.menuName;
        const node: TreeSelect = { id: m.menuId, label, disabled: false };
        if (children.length > 0) node.children = children;
        return node;
      });
  return build(null);
}

const MenuFilterSchema = Type.Object({
  menuName: Type.Optional(Type.String({ maxLength: 50 })),
  status: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('0'), Type.Literal('1')])),
});

/** The menus the user may hand on: all for the super admin, else those of the user's enabled roles. */
async function menusOfCaller(db: Database, userId: number, filter: { menuName?: string; status?: string }) {
  const conditions: SQL[] = [];
  if (filter.menuName?.trim()) conditions.push(ilike(sysMenu.menuName, likeContains(filter.menuName.trim())));
  if (filter.status) conditions.push(eq(sysMenu.status, filter.status));
  const columns = {
    menuId: sysMenu.menuId,
    parentId: sysMenu.parentId,
    menuName: sysMenu.menuName,
    menuNameEn: sysMenu.menuNameEn,
    status: sysMenu.status,
    orderNum: sysMenu.orderNum,
  };
  const order = [asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId)];
  if (isSuperAdmin(userId))
    return db
      .select(columns)
      .from(sysMenu)
      .where(and(...conditions))
      .orderBy(...order);
  return db
    .selectDistinct(columns)
    .from(sysMenu)
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.menuId, sysMenu.menuId))
    .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRoleMenu.roleId))
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(
      and(eq(sysUserRole.userId, userId), eq(sysRole.delFlag, '0'), eq(sysRole.status, '0'), ...conditions),
    )
    .orderBy(...order);
}

/** `GET /system/menu/treeselect` and `/system/menu/roleMenuTreeselect/{roleId}` (docs/system/role.md). */
const menuTreeselectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/menu/treeselect',
    {
      schema: {
        tags: ['system/menu'],
        summary: '菜单树 · Menu tree for choosing',
        description: 'The menus the caller holds (all for the super admin); menuName contains, status.',
        querystring: MenuFilterSchema,
        response: { 200: AjaxResult({ data: Type.Array(TreeSelectSchema) }) },
      },
      config: { access: 'authenticated' },
    },
    async function menuTreeselect(request) {
      const menus = await menusOfCaller(app.db, requireLoginUser(request).userId, request.query);
      return success(request, { data: buildMenuTree(menus, request.lang) });
    },
  );

  app.get(
    '/system/menu/roleMenuTreeselect/:roleId',
    {
      schema: {
        tags: ['system/menu'],
        summary: '角色菜单树 · Menu tree with a role’s menus checked',
        params: Type.Object({ roleId: Type.Integer({ minimum: 1 }) }),
        response: {
          200: AjaxResult({ checkedKeys: Type.Array(Type.Integer()), menus: Type.Array(TreeSelectSchema) }),
        },
      },
      config: { access: 'authenticated' },
    },
    async function roleMenuTreeselect(request) {
      const { roleId } = request.params;
      const [role] = await app.db
        .select({ menuCheckStrictly: sysRole.menuCheckStrictly })
        .from(sysRole)
        .where(eq(sysRole.roleId, roleId));
      const rows = await app.db
        .select({ id: sysMenu.menuId, parentId: sysMenu.parentId })
        .from(sysRoleMenu)
        .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
        .where(inArray(sysRoleMenu.roleId, [roleId]))
        .orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum));
      const menus = await menusOfCaller(app.db, requireLoginUser(request).userId, {});
      return success(request, {
        checkedKeys: checkedKeys(rows, role?.menuCheckStrictly ?? true),
        menus: buildMenuTree(menus, request.lang),
      });
    },
  );
};

export default menuTreeselectRoutes;
