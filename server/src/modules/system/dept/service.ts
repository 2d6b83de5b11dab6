import { isEmail, MOBILE_PATTERN, type DeptCreate, type DeptUpdate, type TreeSelect } from '@dis/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatDateTime } from '../../../common/datetime';
import { ServiceError } from '../../../common/errors';
import { checkUnique } from '../../../common/resource';
import { parseSortPairs } from '../../../common/sort-pairs';
import { cleanText, requiredText } from '../../../common/text-fields';
import { requireLoginUser } from '../../../security/session-store';
import { deptLabel } from './messages';
import {
  deptScope,
  DEPT_TABLE,
  DEPT_UNIQUE,
  enableAncestors,
  findDept,
  hasEnabledDescendant,
  hasLiveChild,
  hasLiveUser,
  insertDept,
  rewriteDescendantAncestors,
  softDeleteDept,
  updateDept,
  updateDeptOrders,
  type DeptRow,
} from './repository';

/** The rules of department writes (docs/system/dept.md). */

/** The warning code RuoYi's `AjaxResult.warn` answers with. */
const WARN = 601;

/** RuoYi's buildDeptTreeSelect: roots are the depts whose parent is not in the list. */
export function buildDeptTree(
  depts: Pick<DeptRow, 'deptId' | 'parentId' | 'deptName' | 'status'>[],
): TreeSelect[] {
  const ids = new Set(depts.map((d) => d.deptId));
  const build = (parentId: number | null): TreeSelect[] =>
    depts
      .filter((d) => (parentId === null ? !ids.has(d.parentId) : d.parentId === parentId))
      .map((d) => {
        const children = build(d.deptId);
        const node: TreeSelect = { id: d.deptId, label: d.deptName, disabled: d.status === '1' };
        if (children.length > 0) node.children = children;
        return node;
      });
  return build(null);
}

/** The caller's data-scope condition on departments for the route's permission. */
export const deptScopeOf = (request: FastifyRequest) =>
  deptScope(requireLoginUser(request), request.routeOptions.config.permission ?? '');

/** The live department, refused when unknown or outside the caller's data scope. */
export async function deptInScope(
  app: FastifyInstance,
  request: FastifyRequest,
  deptId: number,
): Promise<DeptRow> {
  const scope = deptScopeOf(request);
  const row = await findDept(app.db, deptId, scope);
  if (row) return row;
  if (scope && (await findDept(app.db, deptId))) throw new ServiceError('system.dept.dataScope');
  throw new ServiceError('system.dept.missing');
}

/** The new parent of a department: live, in scope; refused as missing otherwise. */
async function parentInScope(
  app: FastifyInstance,
  request: FastifyRequest,
  parentId: number,
): Promise<DeptRow> {
  const scope = deptScopeOf(request);
  const parent = await findDept(app.db, parentId, scope);
  if (parent) return parent;
  if (scope && (await findDept(app.db, parentId))) throw new ServiceError('system.dept.dataScope');
  throw new ServiceError('system.dept.parentMissing');
}

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

/** The department with its parent's name (`GET /system/dept/{deptId}`). */
export async function deptWithParentName(app: FastifyInstance, request: FastifyRequest, deptId: number) {
  const row = await deptInScope(app, request, deptId);
  const parent = row.parentId === 0 ? undefined : await findDept(app.db, row.parentId);
  return { row, parentName: parent?.deptName ?? null };
}

/** 保存排序: every department in scope, the orders saved together. */
export async function saveDeptOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { deptIds: string; orderNums: string },
): Promise<void> {
  const pairs = parseSortPairs(body.deptIds, body.orderNums);
  if (!pairs) throw new ServiceError('system.dept.sortFailed');
  for (const { id } of pairs) await deptInScope(app, request, id);
  await updateDeptOrders(app.db, pairs, {
    updateBy: requireLoginUser(request).userName,
    updateTime: formatDateTime(),
  });
}

/** Adds a department under an enabled parent in scope, its name unique under that parent. */
export async function addDept(
  app: FastifyInstance,
  request: FastifyRequest,
  body: DeptCreate,
): Promise<void> {
  const values = deptValues(request, body);
  const parent = await parentInScope(app, request, values.parentId);
  await checkUnique(app.db, DEPT_TABLE, DEPT_UNIQUE, 'add', values);
  if (parent.status !== '0') throw new ServiceError('system.dept.parentDisabled');
  await insertDept(app.db, {
    ...values,
    ancestors: `${parent.ancestors},${parent.deptId}`,
    createBy: requireLoginUser(request).userName,
    createTime: formatDateTime(),
  });
}

/**
 * Edits a department: a move rewrites the ancestors of it and everything below it; disabling
 * needs every sub-department disabled; enabling enables the departments above it.
 */
export async function editDept(
  app: FastifyInstance,
  request: FastifyRequest,
  body: DeptUpdate,
): Promise<void> {
  const existing = await deptInScope(app, request, body.deptId);
  const values = deptValues(request, body);
  const name = { name: values.deptName };
  await checkUnique(app.db, DEPT_TABLE, DEPT_UNIQUE, 'edit', values, { rowId: body.deptId });
  if (values.parentId === body.deptId) throw new ServiceError('system.dept.parentSelf', name);
  if (values.status === '1' && (await hasEnabledDescendant(app.db, body.deptId)))
    throw new ServiceError('system.dept.enabledChildren');

  let ancestors = existing.ancestors;
  if (values.parentId !== existing.parentId || existing.parentId !== 0) {
    if (values.parentId === 0) throw new ServiceError('system.dept.parentMissing');
    const parent = await parentInScope(app, request, values.parentId);
    if (parent.ancestors.split(',').includes(String(body.deptId)))
      throw new ServiceError('system.dept.parentDescendant', name);
    ancestors = `${parent.ancestors},${parent.deptId}`;
  }
  const updateBy = requireLoginUser(request).userName;
  await app.db.transaction(async (tx) => {
    if (ancestors !== existing.ancestors)
      await rewriteDescendantAncestors(tx, body.deptId, existing.ancestors, ancestors);
    await updateDept(tx, body.deptId, { ...values, ancestors, updateBy, updateTime: formatDateTime() });
    if (values.status === '0') await enableAncestors(tx, ancestors);
  });
}

/** Deletes (softly) a department in scope with no live sub-department and no live user. */
export async function removeDept(
  app: FastifyInstance,
  request: FastifyRequest,
  deptId: number,
): Promise<void> {
  await deptInScope(app, request, deptId);
  if (await hasLiveChild(app.db, deptId)) throw new ServiceError('system.dept.hasChildren', {}, WARN);
  if (await hasLiveUser(app.db, deptId)) throw new ServiceError('system.dept.hasUsers', {}, WARN);
  await softDeleteDept(app.db, deptId, {
    updateBy: requireLoginUser(request).userName,
    updateTime: formatDateTime(),
  });
}
