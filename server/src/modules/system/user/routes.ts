import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success, table } from '../../../common/envelope';
import { AjaxResult, TableDataInfo } from '../../../common/schema';
import { requireLoginUser } from '../../../plugins/auth';
import { buildDeptTree, listScopedDepts } from '../dept/repository';
import { TreeSelectSchema } from '../dept/schema';
import { listUsers } from './repository';
import { DeptTreeQuerySchema, UserListQuerySchema, UserListRowSchema } from './schema';

const LIST_PERMISSION = 'system:user:list';

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/user/list',
    {
      schema: {
        tags: ['system/user'],
        summary: '用户列表 · List users',
        description:
          "Paged (pageNum, pageSize), filtered and limited to the caller's data scope. orderByColumn accepts: " +
          'userId, userName, nickName, deptId, deptName, phonenumber, email, sex, status, loginIp, loginDate, createTime.',
        querystring: UserListQuerySchema,
        response: { 200: TableDataInfo(UserListRowSchema) },
      },
      config: { permission: LIST_PERMISSION },
    },
    async function listUsersHandler(request) {
      const { total, rows } = await listUsers(
        app.db,
        request.query,
        requireLoginUser(request),
        LIST_PERMISSION,
      );
      return table(request, total, rows);
    },
  );

  app.get(
    '/system/user/deptTree',
    {
      schema: {
        tags: ['system/user'],
        summary: '部门树 · Department tree for the user page',
        querystring: DeptTreeQuerySchema,
        response: { 200: AjaxResult({ data: Type.Array(TreeSelectSchema) }) },
      },
      config: { permission: LIST_PERMISSION },
    },
    async function deptTree(request) {
      const depts = await listScopedDepts(app.db, request.query, requireLoginUser(request), LIST_PERMISSION);
      return success(request, { data: buildDeptTree(depts) });
    },
  );
};

export default userRoutes;
