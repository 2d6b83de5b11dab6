import {
  DeptCreateSchema,
  DeptListQuerySchema,
  DeptSortSchema,
  DeptUpdateSchema,
  isEmail,
  MOBILE_PATTERN,
  SysDeptSchema,
  type DeptCreate,
} from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BusinessType } from '../../../common/business-type';
import { formatDateTime } from '../../../common/datetime';
import { success } from '../../../common/envelope';
import { ServiceError } from '../../../common/errors';
import { RowId } from '../../../common/ids';
import { resourceRoutes } from '../../../common/resource-routes';
import { AjaxResult, MessageResult } from '../../../common/schema';
import { cleanText, requiredText } from '../../../common/text-fields';
import { sysDept } from '../../../db/schema';
import { requireLoginUser } from '../../../plugins/auth';
import { parseSortPairs } from '../menu/rules';
import { deptLabel } from './messages';
import { toSysDept } from './repository';
import {
  deptScope,
  enableAncestors,
  findDept,
  hasEnabledDescendant,
  hasLiveChild,
  hasLiveUser,
  listDepts,
  rewriteDescendantAncestors,
  sameNameSibling,
  type DeptRow,
} from './store';

/** The warning code RuoYi's `AjaxResult.warn` answers with. */
const WARN = 601;

/** The columns a create or update body sets (trimmed; phone and e-mail checked). */
function deptValues(request: FastifyRequest, body: DeptCreate) {
  const phone = cleanText(body.phone);
  const email = cleanText(body.email);
  if (phone !== null && !MOBILE_PATTERN.test(phone)) throw new ServiceError('system.dept.badPhone');
  if (email !== null && !isEmail(email)) throw new ServiceError('validation.email');
  return {
    parentId: body.parentId,
    deptName: requiredText(deptLabel(request.lang, 'deptName'), body.deptName),
    orderNum: body.orderNum,
    leader: cleanText(body.leader),
    phone,
    email,
    status: body.status ?? '0',
  };
}

/**
 * 部门管理: `/system/dept` (docs/system/dept.md). Every route sees only the departments of the
 * caller's data scope; a department outside it is refused with "没有权限访问部门数据！".
 */
const deptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const depts = resourceRoutes(app, {
    path: '/system/dept',
    permission: 'system:dept',
    tag: 'system/dept',
    logTitle: '部门管理',
    id: 'deptId',
    names: { one: 'Dept', many: 'Depts' },
    missing: 'system.dept.missing',
    query: DeptListQuerySchema,
  });

  const scopeOf = (request: FastifyRequest) =>
    deptScope(requireLoginUser(request), request.routeOptions.config.permission ?? '');

  /** The live department, refused when unknown or outside the caller's data scope. */
  async function deptInScope(request: FastifyRequest, deptId: number): Promise<DeptRow> {
    const scope = scopeOf(request);
    const row = await findDept(app.db, deptId, scope);
    if (row) return row;
    if (scope && (await findDept(app.db, deptId))) throw new ServiceError('system.dept.dataScope');
    throw new ServiceError('system.dept.missing');
  }

  /** The new parent of a department: live, in scope; refused as missing otherwise. */
  async function parentInScope(request: FastifyRequest, parentId: number): Promise<DeptRow> {
    const scope = scopeOf(request);
    const parent = await findDept(app.db, parentId, scope);
    if (parent) return parent;
    if (scope && (await findDept(app.db, parentId))) throw new ServiceError('system.dept.dataScope');
    throw new ServiceError('system.dept.parentMissing');
  }

  app.get(
    '/system/dept/list',
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
      const rows = await listDepts(app.db, request.query, scopeOf(request));
      return success(request, { data: rows.map((row) => toSysDept(row)) });
    },
  );

  app.get(
    '/system/dept/list/exclude/:deptId',
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
      const rows = await listDepts(app.db, {}, scopeOf(request));
      const kept = rows.filter(
        (row) => row.deptId !== deptId && !row.ancestors.split(',').includes(String(deptId)),
      );
      return success(request, { data: kept.map((row) => toSysDept(row)) });
    },
  );

  app.put(
    '/system/dept/updateSort',
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
      const pairs = parseSortPairs(request.body.deptIds, request.body.orderNums);
      if (!pairs) throw new ServiceError('system.dept.sortFailed');
      for (const { id } of pairs) await deptInScope(request, id);
      const updateBy = requireLoginUser(request).userName;
      const updateTime = formatDateTime();
      await app.db.transaction(async (tx) => {
        for (const { id, order } of pairs)
          await tx
            .update(sysDept)
            .set({ orderNum: order, updateBy, updateTime })
            .where(eq(sysDept.deptId, id));
      });
      return success(request);
    },
  );

  depts.get({
    summary: '部门详情 · One department',
    description: 'With parentName; refused outside the data scope.',
    row: SysDeptSchema,
    find: async (deptId, request) => {
      const row = await deptInScope(request, deptId);
      const parent = row.parentId === 0 ? undefined : await findDept(app.db, row.parentId);
      return toSysDept(row, parent?.deptName ?? null);
    },
  });

  depts.add({
    summary: '新增部门 · Add a department',
    description:
      'parentId, deptName and orderNum are required; the name is unique under its parent, the parent ' +
      'is enabled and within the data scope.',
    body: DeptCreateSchema,
    write: async (body, request) => {
      const values = deptValues(request, body);
      const parent = await parentInScope(request, values.parentId);
      if (await sameNameSibling(app.db, values.parentId, values.deptName))
        throw new ServiceError('system.dept.addNameExists', { name: values.deptName });
      if (parent.status !== '0') throw new ServiceError('system.dept.parentDisabled');
      await app.db.insert(sysDept).values({
        ...values,
        ancestors: `${parent.ancestors},${parent.deptId}`,
        createBy: requireLoginUser(request).userName,
        createTime: formatDateTime(),
      });
    },
  });

  depts.edit({
    summary: '修改部门 · Edit a department',
    description:
      'A move rewrites the ancestors of the department and everything below it; disabling needs every ' +
      'sub-department disabled; enabling enables the departments above it.',
    body: DeptUpdateSchema,
    write: async (body, request) => {
      const existing = await deptInScope(request, body.deptId);
      const values = deptValues(request, body);
      const name = { name: values.deptName };
      if (await sameNameSibling(app.db, values.parentId, values.deptName, body.deptId))
        throw new ServiceError('system.dept.editNameExists', name);
      if (values.parentId === body.deptId) throw new ServiceError('system.dept.parentSelf', name);
      if (values.status === '1' && (await hasEnabledDescendant(app.db, body.deptId)))
        throw new ServiceError('system.dept.enabledChildren');

      let ancestors = existing.ancestors;
      if (values.parentId !== existing.parentId || existing.parentId !== 0) {
        if (values.parentId === 0) throw new ServiceError('system.dept.parentMissing');
        const parent = await parentInScope(request, values.parentId);
        if (parent.ancestors.split(',').includes(String(body.deptId)))
          throw new ServiceError('system.dept.parentDescendant', name);
        ancestors = `${parent.ancestors},${parent.deptId}`;
      }
      const updateBy = requireLoginUser(request).userName;
      await app.db.transaction(async (tx) => {
        if (ancestors !== existing.ancestors)
          await rewriteDescendantAncestors(tx, body.deptId, existing.ancestors, ancestors);
        await tx
          .update(sysDept)
          .set({ ...values, ancestors, updateBy, updateTime: formatDateTime() })
          .where(eq(sysDept.deptId, body.deptId));
        if (values.status === '0') await enableAncestors(tx, ancestors);
      });
    },
  });

  app.delete(
    '/system/dept/:deptId',
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
      const { deptId } = request.params;
      await deptInScope(request, deptId);
      if (await hasLiveChild(app.db, deptId)) throw new ServiceError('system.dept.hasChildren', {}, WARN);
      if (await hasLiveUser(app.db, deptId)) throw new ServiceError('system.dept.hasUsers', {}, WARN);
      await app.db
        .update(sysDept)
        .set({ delFlag: '2', updateBy: requireLoginUser(request).userName, updateTime: formatDateTime() })
        .where(inArray(sysDept.deptId, [deptId]));
      return success(request);
    },
  );
};

export default deptRoutes;
