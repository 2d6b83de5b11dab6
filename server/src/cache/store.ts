/**
 * The cache/session store: sessions, captcha answers, dictionary and setting caches, login-failure
 * counters. In-process by default; Redis when `REDIS_URL` is set so that replicas share it.
 * Values are strings; callers serialise JSON themselves.
 */
export interface CacheStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  /** stores a value, for `ttlSeconds` when given (otherwise until deleted) */
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  /**
   * stores a value only where the key holds none (Redis's `SET NX`), for `ttlSeconds`; answers
   * whether it did: the one caller that did owns the key (an idempotency key's first request)
   */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** reads and deletes in one step (single-use values such as captcha answers) */
  take(key: string): Promise<string | null>;
  del(...keys: string[]): Promise<number>;
  /** adds one and (re)sets the time to live; returns the new count */
  increment(key: string, ttlSeconds: number): Promise<number>;
  /** every key starting with `prefix` */
  keys(prefix: string): Promise<string[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** the figures the cache monitor shows (docs/monitor/stats.md) */
  figures(): Promise<CacheFigures>;
}

/**
 * The cache cannot be reached (Redis down, restarting, too slow): the request answers 503 with
 * `error.cacheUnavailable` (plugins/errors.ts) instead of waiting; docs/deploy.md "Faults".
 */
export class CacheUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the cache (Redis) cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'CacheUnavailableError';
  }
}

/**
 * What the cache monitor shows: Redis's own INFO fields (strings, as INFO gives them), the number
 * of our keys (only those under our prefix) and the calls per command. The in-process store
 * answers with the same field names where it has an equivalent.
 */
export interface CacheFigures {
  info: Record<string, string>;
  dbSize: number;
  commandStats: { name: string; value: string }[];
}

/** Key families, named as RuoYi names them (plus our per-address login throttle). */
export const CacheKeys = {
  loginToken: 'login_tokens:',
  captcha: 'captcha_codes:',
  config: 'sys_config:',
  dict: 'sys_dict:',
  passwordErrors: 'pwd_err_cnt:',
  loginFailuresByIp: 'login_ip_fail:',
  rateLimit: 'rate_limit:',
  /** built getRouters trees per user and language */
  routers: 'sys_routers:',
  /** the public site's answers (news, jobs) per address and language (docs/site/speed.md) */
  portal: 'portal_answers:',
  /** the trial requests accepted per address in the last 10 minutes: past 3, a captcha is asked */
  trialVolume: 'trial_volume:',
  /** a POST's Idempotency-Key per user: the first answer, replayed for 24 h (docs/api-contract.md) */
  idempotency: 'idempotency_keys:',
  /** each server process's figures for 服务监控, refreshed while it runs (docs/monitor/stats.md) */
  replicas: 'server_replicas:',
} as const;

export async function getJson<T>(store: CacheStore, key: string): Promise<T | null> {
  const raw = await store.get(key);
  return raw === null ? null : (JSON.parse(raw) as T);
}

export async function setJson(
  store: CacheStore,
  key: string,
  value: unknown,
  ttlSeconds?: number,
): Promise<void> {
  await store.set(key, JSON.stringify(value), ttlSeconds);
}
