import type { CacheFigures } from '@dis/contract';
import { commandSlices, infoItems, usedMegabytes } from './cacheFigures';

const redis: CacheFigures = {
  kind: 'redis',
  info: {
    redis_version: '7.2.4',
    redis_mode: 'standalone',
    tcp_port: '6379',
    connected_clients: '3',
    uptime_in_seconds: '190000',
    used_memory: '2097152',
    used_memory_human: '2.00M',
    used_memory_peak_human: '3.10M',
    aof_enabled: '0',
    rdb_last_bgsave_status: 'ok',
  },
  dbSize: 12,
  commandStats: [
    { name: 'get', value: '5' },
    { name: 'scan', value: '40' },
  ],
};

describe('cache figures', () => {
  it('reads the basic information of Redis', () => {
    const items = Object.fromEntries(infoItems(redis, 'yes', 'no').map((i) => [i.label, i.value]));
    expect(items).toMatchObject({
      'cache.version': '7.2.4',
      'cache.mode': 'standalone',
      'cache.port': '6379',
      'cache.uptimeDays': '2',
      'cache.peakMemory': '3.10M',
      'cache.aof': 'no',
      'cache.rdb': 'ok',
      'cache.keys': '12',
    });
  });

  it('leaves out what the in-process store has not got', () => {
    const labels = infoItems(
      { kind: 'memory', info: { mode: 'memory', used_memory_human: '1.00K' }, dbSize: 1, commandStats: [] },
      'yes',
      'no',
    ).map((i) => i.label);
    expect(labels).not.toContain('cache.version');
    expect(labels).not.toContain('cache.port');
    expect(labels).toContain('cache.usedMemory');
  });

  it('gives the gauge megabytes and the pie its slices, most called first', () => {
    expect(usedMegabytes(redis)).toBe(2);
    expect(commandSlices(redis)).toEqual([
      { name: 'scan', value: 40 },
      { name: 'get', value: 5 },
    ]);
  });
});
