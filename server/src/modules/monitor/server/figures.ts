import fs from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import type { ServerFigures } from '@dis/contract';
import { formatDateTime } from '../../../common/datetime';

const round2 = (value: number) => Math.round(value * 100) / 100;
const percent = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0);
const GB = 1024 ** 3;
const MB = 1024 ** 2;

/** RuoYi's file sizes: "%.1f GB", "%.1f MB" ("%.0f MB" from 100 MB), "%.1f KB" or "N B". */
export function fileSize(bytes: number): string {
  const KB = 1024;
  if (bytes >= GB) return `${(bytes / GB).toFixed(1)} GB`;
  if (bytes >= MB) {
    const value = bytes / MB;
    return `${value.toFixed(value > 100 ? 0 : 1)} MB`;
  }
  if (bytes >= KB) {
    const value = bytes / KB;
    return `${value.toFixed(value > 100 ? 0 : 1)} KB`;
  }
  return `${bytes} B`;
}

/** The whole days, hours and minutes of a duration in seconds. */
export function durationParts(seconds: number): { d: number; h: number; m: number } {
  const minutes = Math.floor(seconds / 60);
  return { d: Math.floor(minutes / 1440), h: Math.floor((minutes % 1440) / 60), m: minutes % 60 };
}

type CpuTimes = os.CpuInfo['times'];

function sumTimes(): CpuTimes {
  const sum: CpuTimes = { user: 0, nice: 0, sys: 0, idle: 0, irq: 0 };
  for (const cpu of os.cpus()) {
    for (const key of Object.keys(sum) as (keyof CpuTimes)[]) sum[key] += cpu.times[key];
  }
  return sum;
}

/**
 * CPU shares over a short sample (RuoYi samples one second; a quarter second is enough here and
 * keeps the request quick): user (with nice), system, interrupts and idle, in percent.
 */
export async function cpuFigures(sampleMs = 250): Promise<ServerFigures['cpu']> {
  const before = sumTimes();
  await new Promise((resolve) => setTimeout(resolve, sampleMs));
  const after = sumTimes();
  const delta = (key: keyof CpuTimes) => Math.max(0, after[key] - before[key]);
  const user = delta('user') + delta('nice');
  const total = user + delta('sys') + delta('irq') + delta('idle');
  return {
    cpuNum: os.cpus().length || os.availableParallelism(),
    total,
    sys: percent(delta('sys'), total),
    used: percent(user, total),
    wait: percent(delta('irq'), total),
    free: percent(delta('idle'), total),
  };
}

/** File systems worth showing: those backed by a device, plus overlay roots of containers. */
const PSEUDO =
  /^(proc|sysfs|devtmpfs|devpts|tmpfs|cgroup2?|securityfs|pstore|bpf|debugfs|tracefs|mqueue|hugetlbfs|configfs|fusectl|autofs|binfmt_misc|nsfs|ramfs|rpc_pipefs|squashfs|efivarfs|fuse\..*)$/;

function mountPoints(): { dir: string; type: string; source: string }[] {
  try {
    const seen = new Set<string>();
    return fs
      .readFileSync('/proc/mounts', 'utf8')
      .split('\n')
      .map((line) => line.split(' '))
      .filter(([source, dir, type]) => source && dir && type && !PSEUDO.test(type))
      .map(([source, dir, type]) => ({ source, dir: dir.replace(/\\040/g, ' '), type }))
      .filter(({ dir }) => !seen.has(dir) && seen.add(dir) !== undefined)
      .slice(0, 20);
  } catch {
    // not Linux: the root of the working directory only
    return [{ dir: os.platform() === 'win32' ? process.cwd().slice(0, 3) : '/', type: '', source: '' }];
  }
}

export function diskFigures(): ServerFigures['sysFiles'] {
  const disks: ServerFigures['sysFiles'] = [];
  const counted = new Set<string>();
  for (const mount of mountPoints()) {
    try {
      const stats = fs.statfsSync(mount.dir);
      const total = stats.blocks * stats.bsize;
      if (total === 0) continue;
      // bind mounts of one file system show the same figures: keep the first
      const identity = `${stats.type}:${stats.blocks}:${stats.bfree}`;
      if (counted.has(identity)) continue;
      counted.add(identity);
      const free = stats.bavail * stats.bsize;
      const used = total - stats.bfree * stats.bsize;
      disks.push({
        dirName: mount.dir,
        sysTypeName: mount.type,
        typeName: mount.source,
        total: fileSize(total),
        free: fileSize(free),
        used: fileSize(used),
        usage: percent(used, used + free),
      });
    } catch {
      // a mount we may not read: left out
    }
  }
  return disks;
}

function firstAddress(): string {
  for (const addresses of Object.values(os.networkInterfaces())) {
    const found = addresses?.find((a) => a.family === 'IPv4' && !a.internal);
    if (found) return found.address;
  }
  return '127.0.0.1';
}

/** Every figure of the server monitor; `runTime` is put in words by the caller. */
export async function serverFigures(
  runTime: (parts: { d: number; h: number; m: number }) => string,
): Promise<ServerFigures> {
  const cpu = await cpuFigures();
  const memory = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  const totalMemory = os.totalmem();
  const freeMemory = os.freemem();
  const uptime = process.uptime();
  return {
    cpu,
    mem: {
      total: round2(totalMemory / GB),
      used: round2((totalMemory - freeMemory) / GB),
      free: round2(freeMemory / GB),
      usage: percent(totalMemory - freeMemory, totalMemory),
    },
    jvm: {
      total: round2(memory.heapTotal / MB),
      max: round2(heap.heap_size_limit / MB),
      free: round2((memory.heapTotal - memory.heapUsed) / MB),
      used: round2(memory.heapUsed / MB),
      usage: percent(memory.heapUsed, memory.heapTotal),
      rss: round2(memory.rss / MB),
      name: 'Node.js',
      version: process.version,
      home: process.execPath,
      startTime: formatDateTime(new Date(Date.now() - uptime * 1000)),
      runTime: runTime(durationParts(uptime)),
      inputArgs: `[${[...process.execArgv, ...process.argv.slice(2)].join(', ')}]`,
    },
    sys: {
      computerName: os.hostname(),
      computerIp: firstAddress(),
      userDir: process.cwd(),
      osName: `${os.type()} ${os.release()}`,
      osArch: os.arch(),
    },
    sysFiles: diskFigures(),
  };
}
