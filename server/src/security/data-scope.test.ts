import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { sysDept, sysUser } from '../db/schema';
import { dataScopeCondition, type RoleScope, type ScopedUser } from './data-scope';

const dialect = new PgDialect();
const render = (condition: SQL | undefined) => {
  if (!condition) return undefined;
  const { sql, params } = dialect.sqlToQuery(condition);
  return { sql, params };
};
const columns = { deptId: sysDept.deptId, userId: sysUser.userId };

const role = (roleId: number, dataScope: string, extra: Partial<RoleScope> = {}): RoleScope => ({
  roleId,
  dataScope,
  status: '0',
  permissions: ['system:user:list'],
  ...extra,
});
const user = (...roleScopes: RoleScope[]): ScopedUser => ({ userId: 7, deptId: 105, roleScopes });

describe('dataScopeCondition', () => {
  it('never filters the super admin', () => {
    expect(dataScopeCondition({ userId: 1, deptId: 103, roleScopes: [] }, columns)).toBeUndefined();
  });

  it('lifts the filter for "all data"', () => {
    expect(dataScopeCondition(user(role(3, '3'), role(2, '1')), columns)).toBeUndefined();
  });

  it('limits "custom" to the role departments of every custom role', () => {
    const query = render(dataScopeCondition(user(role(2, '2'), role(5, '2')), columns))!;
    expect(query.sql).toBe(
      '"sys_dept"."dept_id" in (SELECT "sys_role_dept"."dept_id" FROM "sys_role_dept" WHERE "sys_role_dept"."role_id" in ($1, $2))',
    );
    expect(query.params).toEqual([2, 5]);
  });

  it('limits "own department" to the user department', () => {
    const query = render(dataScopeCondition(user(role(3, '3')), columns))!;
    expect(query.sql).toBe('"sys_dept"."dept_id" = $1');
    expect(query.params).toEqual([105]);
  });

  it('limits "own department and below" with a bound ancestors match', () => {
    const query = render(dataScopeCondition(user(role(4, '4')), columns))!;
    expect(query.sql).toBe(
      '"sys_dept"."dept_id" in (SELECT "sys_dept"."dept_id" FROM "sys_dept" WHERE "sys_dept"."dept_id" = $1 OR $2 = ANY(string_to_array("sys_dept"."ancestors", \',\')))',
    );
    expect(query.params).toEqual([105, '105']);
  });

  it('limits "only self" to the user, or to nothing without a user column', () => {
    expect(render(dataScopeCondition(user(role(6, '5')), columns))).toEqual({
      sql: '"sys_user"."user_id" = $1',
      params: [7],
    });
    expect(render(dataScopeCondition(user(role(6, '5')), { deptId: sysDept.deptId }))).toEqual({
      sql: '"sys_dept"."dept_id" = $1',
      params: [0],
    });
  });

  it('ORs the scopes of several roles, each kind once', () => {
    const query = render(dataScopeCondition(user(role(3, '3'), role(6, '5'), role(8, '3')), columns))!;
    expect(query.sql).toBe('("sys_dept"."dept_id" = $1 or "sys_user"."user_id" = $2)');
    expect(query.params).toEqual([105, 7]);
  });

  it('skips disabled roles and roles without the checked permission', () => {
    const disabledAll = role(2, '1', { status: '1' });
    const allWithoutPermission = role(9, '1', { permissions: ['system:role:list'] });
    const own = role(3, '3');
    const query = render(
      dataScopeCondition(user(disabledAll, allWithoutPermission, own), columns, 'system:user:list'),
    )!;
    expect(query.sql).toBe('"sys_dept"."dept_id" = $1');
  });

  it('shows nothing when no role qualifies', () => {
    const query = render(dataScopeCondition(user(role(2, '1', { status: '1' })), columns))!;
    expect(query).toEqual({ sql: '"sys_dept"."dept_id" = $1', params: [0] });
    expect(render(dataScopeCondition(user(), columns))).toEqual({
      sql: '"sys_dept"."dept_id" = $1',
      params: [0],
    });
  });
});
