import type { CacheFigures } from '@dis/contract';

/** One line of the cache monitor's basic information: a word key and the shown value. */
export interface InfoItem {
  label: string;
  value: string;
}

const days = (seconds: string | undefined) =>
  seconds === undefined ? '' : String(Math.floor(Number(seconds) / 86400));

/**
 * The basic information RuoYi's cache monitor shows, read from Redis's INFO fields; the in-process
 * store answers only some of them, the others are left out (docs/monitor/stats.md).
 */
export function infoItems(figures: CacheFigures, yes: string, no: string): InfoItem[] {
  const { info } = figures;
  const items: (InfoItem | null)[] = [
    figures.kind === 'redis' ? { label: 'cache.version', value: info.redis_version ?? '' } : null,
    {
      label: 'cache.mode',
      value:
        figures.kind === 'memory' ? 'memory' : info.redis_mode === 'standalone' ? 'standalone' : 'cluster',
    },
    info.tcp_port !== undefined ? { label: 'cache.port', value: info.tcp_port } : null,
    { label: 'cache.clients', value: info.connected_clients ?? '' },
    { label: 'cache.uptimeDays', value: days(info.uptime_in_seconds) },
    { label: 'cache.usedMemory', value: info.used_memory_human ?? '' },
    info.used_memory_peak_human !== undefined
      ? { label: 'cache.peakMemory', value: info.used_memory_peak_human }
      : null,
    info.used_cpu_user_children !== undefined
      ? { label: 'cache.usedCpu', value: Number(info.used_cpu_user_children).toFixed(2) }
      : null,
    info.maxmemory_human !== undefined ? { label: 'cache.maxMemory', value: info.maxmemory_human } : null,
    { label: 'cache.aof', value: info.aof_enabled === '1' ? yes : no },
    { label: 'cache.rdb', value: info.rdb_last_bgsave_status ?? '' },
    { label: 'cache.keys', value: String(figures.dbSize) },
    info.instantaneous_input_kbps !== undefined
      ? {
          label: 'cache.network',
          value: `${info.instantaneous_input_kbps}kps/${info.instantaneous_output_kbps ?? '0'}kps`,
        }
      : null,
  ];
  return items.filter((item): item is InfoItem => item !== null);
}

/** Bytes of `used_memory` as megabytes with two decimals, the gauge's value. */
export function usedMegabytes(figures: CacheFigures): number {
  return Math.round((Number(figures.info.used_memory ?? 0) / 1024 / 1024) * 100) / 100;
}

/** The pie's slices, most called first. */
export function commandSlices(figures: CacheFigures): { name: string; value: number }[] {
  return figures.commandStats
    .map(({ name, value }) => ({ name, value: Number(value) }))
    .sort((a, b) => b.value - a.value);
}
