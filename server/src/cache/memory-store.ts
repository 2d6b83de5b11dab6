import type { CacheFigures, CacheStore } from './store';

interface Entry {
  value: string;
  expiresAt: number | null;
}

const SWEEP_INTERVAL_MS = 60_000;

/** In-process store for the one-process default. */
export class MemoryCacheStore implements CacheStore {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly startedAt: number;
  /** calls per operation, the in-process counterpart of Redis's command statistics */
  private readonly calls = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
    this.startedAt = now();
  }

  private count(command: string): void {
    this.calls.set(command, (this.calls.get(command) ?? 0) + 1);
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    for (const key of this.entries.keys()) this.live(key);
  }

  async get(key: string): Promise<string | null> {
    this.count('get');
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    this.count('set');
    this.entries.set(key, {
      value,
      expiresAt: ttlSeconds === undefined ? null : this.now() + ttlSeconds * 1000,
    });
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    this.count('setIfAbsent');
    if (this.live(key)) return false;
    this.entries.set(key, { value, expiresAt: this.now() + ttlSeconds * 1000 });
    return true;
  }

  async take(key: string): Promise<string | null> {
    this.count('take');
    const value = this.live(key)?.value ?? null;
    this.entries.delete(key);
    return value;
  }

  async del(...keys: string[]): Promise<number> {
    this.count('del');
    let removed = 0;
    for (const key of keys) if (this.live(key) && this.entries.delete(key)) removed += 1;
    return removed;
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    this.count('increment');
    const count = Number(this.live(key)?.value ?? 0) + 1;
    await this.set(key, String(count), ttlSeconds);
    return count;
  }

  async keys(prefix: string): Promise<string[]> {
    this.count('keys');
    return [...this.entries.keys()].filter((key) => key.startsWith(prefix) && this.live(key));
  }

  async ping(): Promise<void> {}

  /** the store's size is the UTF-16 length of its keys and values, an estimate of its memory */
  async figures(): Promise<CacheFigures> {
    this.sweep();
    let chars = 0;
    for (const [key, entry] of this.entries) chars += key.length + entry.value.length;
    const bytes = chars * 2;
    return {
      info: {
        mode: 'memory',
        process_id: String(process.pid),
        uptime_in_seconds: String(Math.floor((this.now() - this.startedAt) / 1000)),
        connected_clients: '1',
        used_memory: String(bytes),
        used_memory_human: humanBytes(bytes),
        aof_enabled: '0',
        rdb_last_bgsave_status: 'none',
      },
      dbSize: this.entries.size,
      commandStats: [...this.calls]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, value]) => ({ name, value: String(value) })),
    };
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }
}

/** Redis's own `used_memory_human` style: 1.50K, 2.25M. */
export function humanBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  const units = ['K', 'M', 'G', 'T'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)}${units[unit]}`;
}
