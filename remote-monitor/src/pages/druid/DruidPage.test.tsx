import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataSourceFigures } from '@dis/contract';
import { changeLanguage } from '@dis/shared';
import { http } from '@dis/shared/request';
import { feedback } from '@dis/ui';
import { quietMessages, renderWithUi } from '@dis/ui/testing';
import DruidPage from './DruidPage';

jest.setTimeout(90_000);

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), delete: jest.fn() },
}));
const get = http.get as jest.Mock;
const del = http.delete as jest.Mock;
const confirm = jest.spyOn(feedback, 'confirm');
quietMessages();

const statement = (sql: string, count: number, maxMs: number) => ({
  sql,
  count,
  totalMs: count * 2,
  maxMs,
  avgMs: 2,
  errors: sql.includes('bad') ? 1 : 0,
  lastRun: '2026-11-24 01:00:00',
});

const FIGURES: DataSourceFigures = {
  database: {
    kind: 'postgres',
    version: 'PostgreSQL 15.8 on x86_64-pc-linux-gnu',
    name: 'dis',
    bytes: 12_000_000,
    size: '11 MB',
    connections: 4,
  },
  pool: { max: 10, total: 3, idle: 2, waiting: 0 },
  tables: [
    { name: 'sys_oper_log', rows: 5120, bytes: 2_000_000, size: '1953 kB' },
    { name: 'sys_menu', rows: 120, bytes: 100_000, size: '98 kB' },
  ],
  statements: {
    since: '2026-11-24 00:00:00',
    tracked: 42,
    slowest: [statement('select * from "sys_oper_log" where "oper_time" > $1', 3, 180.5)],
    frequent: [statement('select "config_value" from "sys_config" where "config_key" = $1', 900, 4.2)],
  },
};

beforeEach(() => {
  for (const mock of [get, del, confirm]) mock.mockReset();
  get.mockResolvedValue({ code: 200, data: FIGURES });
});

describe('DruidPage', () => {
  it('shows the database, the pool, the largest tables and the statements', async () => {
    renderWithUi(<DruidPage />, { permissions: ['monitor:druid:list'] });
    expect(
      await screen.findByText('PostgreSQL 15.8 on x86_64-pc-linux-gnu', {}, { timeout: 15000 }),
    ).toBeTruthy();
    expect(screen.getByText('11 MB')).toBeTruthy();
    expect(screen.getByText('sys_oper_log')).toBeTruthy();
    expect(screen.getByText('最慢的语句')).toBeTruthy();
    const slow = screen.getByText('select * from "sys_oper_log" where "oper_time" > $1').closest('tr')!;
    expect(within(slow).getByText('180.5 毫秒')).toBeTruthy();
    const frequent = screen
      .getByText('select "config_value" from "sys_config" where "config_key" = $1')
      .closest('tr')!;
    expect(within(frequent).getByText('900')).toBeTruthy();
    expect(screen.getByText('自 2026-11-24 00:00:00 起，共 42 条语句')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/monitor/druid');
  });

  it('asks before forgetting the statistics, then loads them again', async () => {
    confirm.mockResolvedValue(true);
    del.mockResolvedValue({ code: 200 });
    renderWithUi(<DruidPage />, { permissions: ['monitor:druid:list'] });
    fireEvent.click(await screen.findByRole('button', { name: /重置统计/ }, { timeout: 15000 }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/monitor/druid/statements'));
    expect(confirm.mock.calls[0]![0].content).toBe('是否确认清空 SQL 统计？重新从现在开始计数。');
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it('speaks English, and says the embedded database has one in-process connection', async () => {
    get.mockResolvedValue({
      code: 200,
      data: { ...FIGURES, database: { ...FIGURES.database, kind: 'pglite', connections: null } },
    });
    await changeLanguage('en');
    try {
      renderWithUi(<DruidPage />, { permissions: ['monitor:druid:list'] });
      expect(await screen.findByText('PGlite (embedded)', {}, { timeout: 15000 })).toBeTruthy();
      expect(screen.getByText('In process (one connection)')).toBeTruthy();
      expect(screen.getByText('Slowest statements')).toBeTruthy();
    } finally {
      await changeLanguage('zh-cn');
    }
  });
});
