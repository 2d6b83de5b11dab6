import {
  DeptCreateSchema,
  DeptListQuerySchema,
  DeptSortSchema,
  DeptUpdateSchema,
  SysDeptSchema,
} from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BusinessType } from '../../../common/business-type';
import { success } from '../../../common/envelope';
import { RowId } from '../../../common/ids';
import { resourceKey } from '../../../common/resource';
import { resourceRoutes } from '../../../common/resource-routes';
import { AjaxResult, MessageResult } from '../../../common/schema';
import { listDepts, toSysDept } from './repository';
import { addDept, deptScopeOf, deptWithParentName, editDept, removeDept, saveDeptOrder } from './service';

/**
 * 部门管理: `/system/dept` (docs/system/dept.md). Every route sees only the departments of the
 * caller's data scope; a department outside it is refused with "没有权限访问部门数据！".
 */
const deptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const key = resourceKey('system/dept');
  const depts = resourceRoutes(app, {
    ...key,
    logTitle: '部门管理',
    names: { one: 'Dept', many: 'Depts' },
    missing: 'system.dept.missing',
    query: DeptListQuerySchema,
  });

  app.get(
    `${key.path}/list`,
    {
      schema: {
        tags: depts.tags,
        summary: '部门列表 · List departments',
        description:
          "Flat, live departments of the caller's data scope, ordered by parent then order; deptName " +
          'contains, status, deptId, parentId.',
        querystring: DeptListQuerySchema,
        response: { 200: AjaxResult({ data: Type.Array(SysDeptSchema) }) },
      },
      config: depts.config('list'),
    },
    async function listDeptsHandler(request) {
      const rows = await listDepts(app.db, request.query, deptScopeOf(request));
      return success(request, { data: rows.map((row) => toSysDept(row)) });
    },
  );

  app.get(
    `${key.path}/list/exclude/:deptId`,
    {
      schema: {
        tags: depts.tags,
        summary: '部门列表（排除节点） · Departments a department may move under',
        description: 'The list without the department and everything below it (the parent picker).',
        params: Type.Object({ deptId: RowId() }),
        response: { 200: AjaxResult({ data: Type.Array(SysDeptSchema) }) },
      },
      config: depts.config('list'),
    },
    async function listDeptsExcludeChildHandler(request) {
      const { deptId } = request.params;
      const rows = await listDepts(app.db, {}, deptScopeOf(request));
      const kept = rows.filter(
        (row) => row.deptId !== deptId && !row.ancestors.split(',').includes(String(deptId)),
      );
      return success(request, { data: kept.map((row) => toSysDept(row)) });
    },
  );

  app.put(
    `${key.path}/updateSort`,
    {
      schema: {
        tags: depts.tags,
        summary: '保存部门排序 · Save the order of departments',
        description: 'Body `{deptIds: "1,2", orderNums: "3,4"}`: the same number of ids and orders.',
        body: DeptSortSchema,
        response: { 200: MessageResult },
      },
      config: depts.config('edit', BusinessType.update),
    },
    async function updateDeptSortHandler(request) {
      await saveDeptOrder(app, request, request.body);
      return success(request);
    },
  );

  depts.get({
    summary: '部门详情 · One department',
    description: 'With parentName; refused outside the data scope.',
    row: SysDeptSchema,
    find: async (deptId, request) => {
      const { row, parentName } = await deptWithParentName(app, request, deptId);
      return toSysDept(row, parentName);
    },
  });

  depts.add({
    summary: '新增部门 · Add a department',
    description:
      'parentId, deptName and orderNum are required; the name is unique under its parent, the parent ' +
      'is enabled and within the data scope.',
    body: DeptCreateSchema,
    write: (body, request) => addDept(app, request, body),
  });

  depts.edit({
    summary: '修改部门 · Edit a department',
    description:
      'A move rewrites the ancestors of the department and everything below it; disabling needs every ' +
      'sub-department disabled; enabling enables the departments above it.',
    body: DeptUpdateSchema,
    write: (body, request) => editDept(app, request, body),
  });

  app.delete(
    `${key.path}/:deptId`,
    {
      schema: {
        tags: depts.tags,
        summary: '删除部门 · Delete a department',
        description:
          'One id; a soft delete. A department with live sub-departments or users is refused with code 601.',
        params: Type.Object({ deptId: RowId() }),
        response: { 200: MessageResult },
      },
      config: depts.config('remove', BusinessType.delete),
    },
    async function deleteDeptHandler(request) {
      await removeDept(app, request, request.params.deptId);
      return success(request);
    },
  );
};

export default deptRoutes;
