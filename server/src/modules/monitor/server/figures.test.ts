import { parseCommandStats, parseInfo } from '../../../cache/redis-store';
import { durationParts, fileSize } from './figures';

describe('monitor figures', () => {
  it('writes sizes as RuoYi does', () => {
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(50 * 1024 * 1024)).toBe('50.0 MB');
    expect(fileSize(300 * 1024 * 1024)).toBe('300 MB');
    expect(fileSize(12.34 * 1024 ** 3)).toBe('12.3 GB');
  });

  it('splits an uptime into days, hours and minutes', () => {
    expect(durationParts(90_061)).toEqual({ d: 1, h: 1, m: 1 });
    expect(durationParts(59)).toEqual({ d: 0, h: 0, m: 0 });
  });

  it('reads INFO and its command statistics', () => {
    const text =
      '# Server\r\nredis_version:7.2.4\r\n\r\n# Commandstats\r\ncmdstat_get:calls=12,usec=30,usec_per_call=2.5\r\ncmdstat_scan:calls=3,usec=9\r\n';
    expect(parseInfo(text)).toMatchObject({ redis_version: '7.2.4' });
    expect(parseCommandStats(text)).toEqual([
      { name: 'get', value: '12' },
      { name: 'scan', value: '3' },
    ]);
  });
});
