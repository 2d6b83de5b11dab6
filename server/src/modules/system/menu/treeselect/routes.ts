import { TreeSelectSchema } from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../../../common/envelope';
import { resourceKey } from '../../../../common/resource';
import { AjaxResult } from '../../../../common/schema';
import { callerMenuTree, roleMenuTree } from '../service';

const MenuFilterSchema = Type.Object({
  menuName: Type.Optional(Type.String({ maxLength: 50 })),
  status: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('0'), Type.Literal('1')])),
});

/**
 * The menu trees of the role dialog: `treeselect` and `roleMenuTreeselect/{roleId}`, the menus the
 * caller holds (docs/system/role.md "Nobody grants what they do not hold").
 */
const menuTreeselectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const key = resourceKey('system/menu');

  app.get(
    `${key.path}/treeselect`,
    {
      schema: {
        tags: [key.tag],
        summary: '菜单树 · Menu tree for choosing',
        description: 'The menus the caller holds (all for the super admin); menuName contains, status.',
        querystring: MenuFilterSchema,
        response: { 200: AjaxResult({ data: Type.Array(TreeSelectSchema) }) },
      },
      config: { access: 'authenticated' },
    },
    async function menuTreeselect(request) {
      return success(request, { data: await callerMenuTree(app, request, request.query) });
    },
  );

  app.get(
    `${key.path}/roleMenuTreeselect/:roleId`,
    {
      schema: {
        tags: [key.tag],
        summary: '角色菜单树 · Menu tree with a role’s menus checked',
        params: Type.Object({ roleId: Type.Integer({ minimum: 1 }) }),
        response: {
          200: AjaxResult({ checkedKeys: Type.Array(Type.Integer()), menus: Type.Array(TreeSelectSchema) }),
        },
      },
      config: { access: 'authenticated' },
    },
    async function roleMenuTreeselect(request) {
      return success(request, await roleMenuTree(app, request, request.params.roleId));
    },
  );
};

export default menuTreeselectRoutes;
