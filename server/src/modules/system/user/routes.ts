import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../../common/envelope';
import { defineResource } from '../../../common/resource';
import { AjaxResult } from '../../../common/schema';
import { requireLoginUser } from '../../../plugins/auth';
import { sysDept, sysUser } from '../../../db/schema';
import { buildDeptTree, listScopedDepts } from '../dept/repository';
import { TreeSelectSchema } from '../dept/schema';
import { userList } from './repository';
import { DeptTreeQuerySchema, UserListQuerySchema, UserListRowSchema } from './schema';

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = defineResource({
    key: 'system/user',
    logTitle: '用户管理',
    names: { one: 'User', many: 'Users' },
    missing: 'auth.dataScope',
    schemas: { row: UserListRowSchema, query: UserListQuerySchema },
    list: userList,
    dataScope: { deptId: sysDept.deptId, userId: sysUser.userId },
    docs: {
      list: {
        summary: '用户列表 · List users',
        description:
          "Paged (pageNum, pageSize), filtered and limited to the caller's data scope. orderByColumn accepts: " +
          'userId, userName, nickName, deptId, deptName, phonenumber, email, sex, status, loginIp, loginDate, createTime.',
      },
    },
  });
  users.register(app);

  app.get(
    '/system/user/deptTree',
    {
      schema: {
        tags: ['system/user'],
        summary: '部门树 · Department tree for the user page',
        querystring: DeptTreeQuerySchema,
        response: { 200: AjaxResult({ data: Type.Array(TreeSelectSchema) }) },
      },
      config: { permission: users.permission('list') },
    },
    async function deptTree(request) {
      const depts = await listScopedDepts(
        app.db,
        request.query,
        requireLoginUser(request),
        users.permission('list'),
      );
      return success(request, { data: buildDeptTree(depts) });
    },
  );
};

export default userRoutes;
