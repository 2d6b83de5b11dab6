import { PgDialect } from 'drizzle-orm/pg-core';
import { desc, sql } from 'drizzle-orm';
import { sysUser } from '../db/schema';
import { ServiceError } from './errors';
import { listConditions, listOrder, type ListTable } from './list-query';

const dialect = new PgDialect();
const render = (conditions: Parameters<PgDialect['sqlToQuery']>[0][]) =>
  conditions.map((condition) => {
    const { sql: text, params } = dialect.sqlToQuery(condition);
    return { sql: text, params };
  });

describe('listConditions', () => {
  it('turns text, exact and day filters into bound conditions, in that order', () => {
    const conditions = listConditions({
      contains: [
        [sysUser.userName, ' ad_min '],
        [sysUser.nickName, undefined],
      ],
      equals: [
        [sysUser.status, '0'],
        [sysUser.sex, undefined],
      ],
      days: [sysUser.createTime, { 'params[beginTime]': '2024-01-11', 'params[endTime]': '2024-02-01' }],
    });
    expect(render(conditions)).toEqual([
      { sql: '"sys_user"."user_name" ilike $1', params: ['%ad\\_min%'] },
      { sql: '"sys_user"."status" = $1', params: ['0'] },
      { sql: '"sys_user"."create_time" >= $1::date', params: ['2024-01-11'] },
      { sql: '"sys_user"."create_time" < $1::date + 1', params: ['2024-02-01'] },
    ]);
  });

  it('treats blank texts and empty choices as no filter', () => {
    expect(
      listConditions({
        contains: [[sysUser.userName, '   ']],
        equals: [[sysUser.status, '']],
        days: [sysUser.createTime, {}],
      }),
    ).toEqual([]);
    expect(listConditions({})).toEqual([]);
  });

  it('refuses an impossible day', () => {
    expect(() => listConditions({ days: [sysUser.createTime, { 'params[endTime]': '2024-02-30' }] })).toThrow(
      ServiceError,
    );
  });
});

describe('listOrder', () => {
  const users: ListTable = {
    table: sysUser,
    id: sysUser.userId,
    sortable: { userName: sysUser.userName, nickName: sql`lower(${sysUser.nickName})` },
  };
  const orderOf = (list: ListTable, query: Parameters<typeof listOrder>[1]) =>
    listOrder(list, query).map((term) => dialect.sqlToQuery(term).sql);

  it('sorts by the asked field, then by the newest id', () => {
    expect(orderOf(users, { orderByColumn: 'nickName', isAsc: 'desc' })).toEqual([
      'lower("sys_user"."nick_name") desc',
      '"sys_user"."user_id" desc',
    ]);
  });

  it('falls back to the newest id, or to the table’s own order', () => {
    expect(orderOf(users, {})).toEqual(['"sys_user"."user_id" desc']);
    const byName = { ...users, defaultOrder: [desc(sysUser.userName)] };
    expect(orderOf(byName, {})).toEqual(['"sys_user"."user_name" desc']);
  });

  it('refuses a field outside the allow-list', () => {
    expect(() => listOrder(users, { orderByColumn: 'password' })).toThrow('paging.badOrderBy');
  });
});
