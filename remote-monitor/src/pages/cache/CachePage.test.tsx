import { screen } from '@testing-library/react';
import { http } from '@dis/shared/request';
import { renderWithUi } from '@dis/ui/testing';
import CachePage from './CachePage';

jest.setTimeout(90_000);
jest.mock('@dis/shared/request', () => ({ http: { get: jest.fn() } }));
// the charts draw on a canvas jsdom has not got: stand-ins show what they were given
jest.mock('./CacheCharts', () => ({
  CommandsPie: ({ slices }: { slices: { name: string; value: number }[] }) => (
    <div data-testid="pie">{slices.map((s) => `${s.name}=${s.value}`).join(',')}</div>
  ),
  MemoryGauge: ({ megabytes, text }: { megabytes: number; text: string }) => (
    <div data-testid="gauge">{`${megabytes}|${text}`}</div>
  ),
}));
const get = http.get as jest.Mock;

describe('CachePage', () => {
  it('shows the basic figures of Redis, the command pie and the memory gauge', async () => {
    get.mockResolvedValue({
      code: 200,
      data: {
        kind: 'redis',
        info: {
          redis_version: '7.2.4',
          redis_mode: 'standalone',
          used_memory: '3145728',
          used_memory_human: '3.00M',
        },
        dbSize: 42,
        commandStats: [
          { name: 'get', value: '7' },
          { name: 'scan', value: '9' },
        ],
      },
    });
    renderWithUi(<CachePage />);
    expect(await screen.findByText('7.2.4')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/monitor/cache');
    expect(screen.getByText('Key数量').nextSibling?.textContent).toBe('42');
    expect((await screen.findByTestId('pie')).textContent).toBe('scan=9,get=7');
    expect((await screen.findByTestId('gauge')).textContent).toBe('3|3.00M');
  });
});
