import { act, screen } from '@testing-library/react';
import type { ServerFigures, ServerReplica } from '@dis/contract';
import { http } from '@dis/shared/request';
import { renderWithUi } from '@dis/ui/testing';
import ServerPage, { REFRESH_SECONDS } from './ServerPage';

jest.setTimeout(90_000);

jest.mock('@dis/shared/request', () => ({ http: { get: jest.fn() } }));
const get = http.get as jest.Mock;

const figures = (version: string): ServerFigures => ({
  cpu: { cpuNum: 2, total: 500, sys: 10.5, used: 20.25, wait: 0, free: 69.25 },
  mem: { total: 7.6, used: 6.9, free: 0.7, usage: 90.79 },
  jvm: {
    total: 80,
    max: 2048,
    free: 20,
    used: 60,
    usage: 75,
    rss: 150,
    name: 'Node.js',
    version,
    home: '/usr/bin/node',
    startTime: '2026-11-23 20:00:00',
    runTime: '0天1小时2分钟',
    inputArgs: '[dist/main.js]',
  },
  sys: {
    computerName: 'web-1',
    computerIp: '10.0.0.5',
    userDir: '/srv/app',
    osName: 'Linux 6.1',
    osArch: 'x64',
  },
  sysFiles: [
    {
      dirName: '/',
      sysTypeName: 'ext4',
      typeName: '/dev/sda1',
      total: '50.0 GB',
      free: '20.0 GB',
      used: '30.0 GB',
      usage: 60,
    },
  ],
});

describe('ServerPage', () => {
  it('shows the figures, a high usage in red, and reloads on its own', async () => {
    jest.useFakeTimers();
    try {
      get.mockResolvedValue({ code: 200, data: figures('v20.1.0') });
      renderWithUi(<ServerPage />);
      expect(await screen.findByText('web-1')).toBeTruthy();
      expect(get).toHaveBeenCalledWith('/monitor/server');
      expect(screen.getByText('0天1小时2分钟')).toBeTruthy();
      expect(screen.getByText('/dev/sda1')).toBeTruthy();
      expect(screen.getByText('90.79%').className).toBe('server-page__high');
      expect(screen.getByText('75%').className).not.toBe('server-page__high');
      get.mockResolvedValue({ code: 200, data: figures('v22.0.0') });
      await act(async () => {
        jest.advanceTimersByTime(REFRESH_SECONDS * 1000);
      });
      expect(await screen.findByText('v22.0.0')).toBeTruthy();
      expect(get).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('lists every replica side by side, the one that answered marked, a busy one in red', async () => {
    const replica = (name: string, self: boolean, shedding: boolean): ServerReplica => {
      const { cpu, mem, jvm, sys } = figures('v20.1.0');
      return {
        name,
        self,
        reportedAt: '2026-11-27 09:00:05',
        eventLoopDelayMs: shedding ? 1250.5 : 11.2,
        inFlight: shedding ? 42 : 3,
        shedding,
        cpu,
        mem,
        jvm: { ...jvm, rss: self ? 150 : 388 },
        sys: { ...sys, computerName: `host-${name}` },
      };
    };
    get.mockResolvedValue({
      code: 200,
      data: { ...figures('v20.1.0'), replicas: [replica('a', true, false), replica('b', false, true)] },
    });
    renderWithUi(<ServerPage />);
    expect(await screen.findByText('服务实例')).toBeTruthy();
    expect(screen.getByText('本实例')).toBeTruthy();
    expect(screen.getByText('以下为本实例（a）的详细信息')).toBeTruthy();
    expect(screen.getByText('host-b (10.0.0.5)')).toBeTruthy();
    expect(screen.getByText('388M')).toBeTruthy();
    expect(screen.getByText('1250.5 ms')).toBeTruthy();
    expect(screen.getByText('繁忙限流')).toBeTruthy();
    expect(screen.getByText('正常')).toBeTruthy();
  });

  it('shows the page as before when the server lists no replicas (RuoYi’s payload alone)', async () => {
    get.mockResolvedValue({ code: 200, data: figures('v20.1.0') });
    renderWithUi(<ServerPage />);
    expect(await screen.findByText('web-1')).toBeTruthy();
    expect(screen.queryByText('服务实例')).toBeNull();
  });
});
