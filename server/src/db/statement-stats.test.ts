import { MAX_SQL_LENGTH, normaliseSql, recordQueries, StatementStats } from './statement-stats';

describe('normaliseSql', () => {
  it('collapses whitespace and replaces literals, keeping placeholders and names', () => {
    expect(normaliseSql("select *\n  from   sys_user where user_name = 'ry' and dept_id = 103")).toBe(
      'select * from sys_user where user_name = ? and dept_id = ?',
    );
    expect(normaliseSql('select "t1"."post_id" from "sys_post" "t1" where "post_id" = $1 limit $2')).toBe(
      'select "t1"."post_id" from "sys_post" "t1" where "post_id" = $1 limit $2',
    );
    expect(normaliseSql("select 'it''s', -2.5")).toBe('select ?, ?');
  });

  it('cuts a very long statement', () => {
    const long = normaliseSql(`select ${'a, '.repeat(2000)}b`);
    expect(long).toHaveLength(MAX_SQL_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('StatementStats', () => {
  it('counts runs of one statement together, with total, max and errors', () => {
    const stats = new StatementStats();
    stats.record('select * from sys_user where user_id = 1', 4);
    stats.record('select *  from sys_user where user_id = 2', 10, true);
    stats.record('select 1', 1);
    const [user] = stats.top('count');
    expect(user).toMatchObject({
      sql: 'select * from sys_user where user_id = ?',
      count: 2,
      totalMs: 14,
      maxMs: 10,
      errors: 1,
    });
    expect(stats.top('maxMs').map((entry) => entry.maxMs)).toEqual([10, 1]);
    expect(stats.summary.tracked).toBe(2);
  });

  it('forgets the least recently run statement past its capacity, and everything on reset', () => {
    const stats = new StatementStats(2);
    stats.record('select a', 1);
    stats.record('select b', 1);
    stats.record('select a', 1);
    stats.record('select c', 1);
    expect(
      stats
        .top('count')
        .map((entry) => entry.sql)
        .sort(),
    ).toEqual(['select a', 'select c']);
    stats.reset();
    expect(stats.summary.tracked).toBe(0);
  });
});

describe('recordQueries', () => {
  it('times promise and callback queries, and their failures', async () => {
    const stats = new StatementStats();
    const client = {
      query(text: string | { text: string }, callback?: (error: Error | null) => void) {
        const failed = (typeof text === 'string' ? text : text.text).includes('bad');
        if (callback) {
          setTimeout(() => callback(failed ? new Error('no') : null), 1);
          return undefined;
        }
        return failed ? Promise.reject(new Error('no')) : Promise.resolve({ rows: [] });
      },
    };
    recordQueries(client, stats);
    recordQueries(client, stats); // a second wrap changes nothing
    await client.query('select 1');
    await client.query({ text: 'select 1' });
    await expect(client.query('select bad')).rejects.toThrow('no');
    await new Promise<void>((resolve) => client.query('select 2', () => resolve()));
    expect(stats.top('count')).toEqual([
      expect.objectContaining({ sql: 'select ?', count: 3, errors: 0 }),
      expect.objectContaining({ sql: 'select bad', count: 1, errors: 1 }),
    ]);
  });
});
