import { isDatabaseOutage } from './outage';

describe('isDatabaseOutage', () => {
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('knows a dropped or refused connection, also inside drizzle’s wrapping', () => {
    expect(isDatabaseOutage(pgError('57P01', 'terminating connection due to administrator command'))).toBe(
      true,
    );
    expect(isDatabaseOutage(pgError('08006'))).toBe(true);
    expect(isDatabaseOutage(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseOutage(new Error('Failed query: select 1', { cause: pgError('57P01') }))).toBe(true);
    expect(isDatabaseOutage(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
  });

  it('leaves every other fault alone', () => {
    expect(isDatabaseOutage(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseOutage(new Error('Failed query', { cause: pgError('42P01') }))).toBe(false);
    expect(isDatabaseOutage(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseOutage('Connection terminated')).toBe(false);
  });
});
