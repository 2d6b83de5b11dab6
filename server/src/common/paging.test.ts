import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { sysUser } from '../db/schema';
import { ServiceError } from './errors';
import { dayRangeConditions, likeContains, resolveOrderBy, resolvePage } from './paging';

const dialect = new PgDialect();
const toQuery = (condition: Parameters<PgDialect['sqlToQuery']>[0]) => {
  const { sql: text, params } = dialect.sqlToQuery(condition);
  return { sql: text, params };
};

describe('resolvePage', () => {
  it('defaults to page 1 of 10', () => {
    expect(resolvePage({}, 95)).toEqual({ pageNum: 1, pageSize: 10, offset: 0 });
  });

  it('serves the asked page', () => {
    expect(resolvePage({ pageNum: 3, pageSize: 20 }, 95)).toEqual({ pageNum: 3, pageSize: 20, offset: 40 });
  });

  it('is reasonable: below 1 → first page, past the end → last page', () => {
    expect(resolvePage({ pageNum: 0 }, 95).pageNum).toBe(1);
    expect(resolvePage({ pageNum: -4 }, 95).pageNum).toBe(1);
    expect(resolvePage({ pageNum: 99, pageSize: 10 }, 95)).toEqual({ pageNum: 10, pageSize: 10, offset: 90 });
    expect(resolvePage({ pageNum: 5 }, 0)).toEqual({ pageNum: 1, pageSize: 10, offset: 0 });
  });

  it('never gives a LIMIT or OFFSET out of range, whatever reaches it', () => {
    expect(resolvePage({ pageSize: Infinity }, 5000)).toEqual({ pageNum: 1, pageSize: 1000, offset: 0 });
    expect(resolvePage({ pageSize: -Infinity }, 95).pageSize).toBe(1);
    expect(resolvePage({ pageSize: NaN }, 95).pageSize).toBe(10);
    expect(resolvePage({ pageNum: Infinity, pageSize: 10 }, 95)).toEqual({
      pageNum: 10,
      pageSize: 10,
      offset: 90,
    });
    expect(resolvePage({ pageNum: 2.7, pageSize: 10.5 }, 95)).toEqual({
      pageNum: 2,
      pageSize: 10,
      offset: 10,
    });
  });
});

describe('resolveOrderBy', () => {
  const allowList = {
    userName: sysUser.userName,
    createTime: sysUser.createTime,
    nickName: sql`lower(${sysUser.nickName})`,
  };
  const render = (query: Parameters<typeof resolveOrderBy>[0]) => {
    const order = resolveOrderBy(query, allowList);
    return order && dialect.sqlToQuery(order).sql;
  };

  it('sorts by an allowed column in either direction', () => {
    expect(render({ orderByColumn: 'createTime' })).toBe('"sys_user"."create_time" asc');
    expect(render({ orderByColumn: 'createTime', isAsc: 'desc' })).toBe('"sys_user"."create_time" desc');
    expect(render({ orderByColumn: 'userName', isAsc: 'descending' })).toBe('"sys_user"."user_name" desc');
    expect(render({ orderByColumn: 'userName', isAsc: 'ascending' })).toBe('"sys_user"."user_name" asc');
    expect(render({ orderByColumn: 'nickName', isAsc: 'desc' })).toBe('lower("sys_user"."nick_name") desc');
  });

  it('does nothing when no column is asked for', () => {
    expect(render({})).toBeUndefined();
    expect(render({ orderByColumn: '  ', isAsc: 'desc' })).toBeUndefined();
  });

  it('refuses columns outside the allow-list and odd directions', () => {
    const refused = (query: Parameters<typeof resolveOrderBy>[0]) => () => resolveOrderBy(query, allowList);
    for (const orderByColumn of [
      'password',
      'user_name',
      'userName desc',
      'userName;drop table x',
      'constructor',
      'toString',
    ]) {
      expect(refused({ orderByColumn })).toThrow(ServiceError);
    }
    expect(refused({ orderByColumn: 'userName', isAsc: 'up' })).toThrow('paging.badOrderBy');
  });
});

describe('dayRangeConditions', () => {
  it('compares by day, both ends included, with bound values', () => {
    const [begin, end] = dayRangeConditions(sysUser.createTime, '2024-01-11', '2024-02-01 23:59:59');
    expect(toQuery(begin)).toEqual({ sql: '"sys_user"."create_time" >= $1::date', params: ['2024-01-11'] });
    expect(toQuery(end)).toEqual({ sql: '"sys_user"."create_time" < $1::date + 1', params: ['2024-02-01'] });
  });

  it('refuses impossible dates', () => {
    expect(() => dayRangeConditions(sysUser.createTime, '2024-02-30')).toThrow(ServiceError);
  });

  it('is empty without bounds', () => {
    expect(dayRangeConditions(sysUser.createTime)).toEqual([]);
  });
});

describe('likeContains', () => {
  it('matches the text literally', () => {
    expect(likeContains('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
