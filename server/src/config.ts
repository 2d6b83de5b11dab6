import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { REMOTE_NAMES } from '@dis/contract/remotes';
import { parseTotpKey } from './security/totp-key';

/**
 * A remote of the console, by its name in the one list (`@dis/contract/remotes`); each can be
 * moved elsewhere with `REMOTE_<NAME>_URL`.
 */
export type RemoteName = string;

/** The variable that overrides where the shell loads a remote from: `REMOTE_TOOLS_URL`. */
const remoteUrlVariable = (name: RemoteName): string => `REMOTE_${name.toUpperCase()}_URL`;

export type ServeStatic = 'auto' | boolean;

/**
 * Whose `X-Forwarded-*` headers are believed (docs/security.md "Proxy trust"): nobody (`false`),
 * the last N hops before the server (a number: the server is reachable only through N proxies), or
 * the peers whose address is in the list (addresses and subnets, or proxy-addr's `loopback`,
 * `linklocal`, `uniquelocal`). Never "everybody".
 */
export type TrustProxy = false | number | string[];

/** Everything the server needs, as a plain object so tests never touch `process.env`. */
export interface AppConfig {
  port: number;
  host: string;
  /** absolute folder for the embedded database, uploads, downloads and the generated JWT secret */
  dataDir: string;
  /** `postgres://…` switches from the embedded PGlite to a real PostgreSQL */
  databaseUrl?: string;
  /** `redis://…` switches the cache/session store from in-process to Redis */
  redisUrl?: string;
  /** prefix of every cache key (lets several installations or test runs share one Redis) */
  cacheKeyPrefix: string;
  /** HS512 secret; when absent one is generated once and kept in `dataDir/jwt-secret` */
  jwtSecret?: string;
  /**
   * `TOTP_ENCRYPTION_KEY`: 32 bytes (64 hex digits or base64) that encrypt the authenticator secrets;
   * when absent one is generated once and kept in `dataDir/totp-key` (docs/security.md "Two-factor sign-in")
   */
  totpEncryptionKey?: string;
  /** overrides the `sys.account.captchaEnabled` setting when defined */
  captchaEnabled?: boolean;
  /** `/prod-api` by default; empty string serves the API at the root */
  apiPrefix: string;
  /** the repository root holding `shell/dist` and `remote-*\/dist` */
  staticRoot: string;
  /** `auto` = serve the front end when `shell/dist/index.html` exists, or `releasesDir` is set */
  serveStatic: ServeStatic;
  /** per-remote override of the entry announced in `/remotes.json` */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /**
   * `RELEASES_DIR`: the release folders (docs/architecture.md "Releases: one build per section,
   * repointed at run time"); the server announces and shows each app's `current` build, read at
   * request time. Absent: the builds are `<staticRoot>/<dir>/dist`, as `npm run build` leaves them.
   */
  releasesDir?: string;
  /**
   * `STATIC_ORIGIN` (with `releasesDir` only): the static host as the server reaches it
   * (`http://nginx`), where it takes the marketing render from (docs/site/rendering.md); absent,
   * the render is read from `releasesDir`
   */
  staticOrigin?: string;
  logLevel: string;
  /** `REPLICA_NAME`: sent as `X-Replica` on every answer, naming the process (docs/deploy.md) */
  replicaName?: string;
  /**
   * `METRICS_PORT` / `METRICS_HOST`: where the Prometheus figures are served (`GET /metrics`),
   * on a port of their own that nginx never forwards to (docs/deploy.md "What operators see");
   * absent: not served
   */
  metrics?: { port: number; host: string };
  /**
   * `PAGE_CACHE_SECONDS`: how long the proxy in front (nginx) may keep a page that is the same
   * for every visitor (`X-Accel-Expires`, docs/deploy.md "The front door"); 0: never
   */
  pageCacheSeconds: number;
  /** the proxies whose `X-Forwarded-For` / `-Proto` / `-Host` are believed (`TRUST_PROXY`) */
  trustProxy: TrustProxy;
  /**
   * `https://www.example.com`: the origin of every absolute URL the server writes (canonical and
   * language links, robots.txt, sitemaps, upload URLs), never the request's Host header; without it
   * (development only: `PUBLIC_ORIGIN` is required when NODE_ENV=production) the request's own
   * origin is used (docs/security.md "Public origin")
   */
  publicOrigin?: string;
  /**
   * Past capacity, 503 at once (docs/site/speed.md): the event-loop delay (ms) and utilisation (0–1)
   * above which requests are turned away; 0 switches a check off
   */
  pressure: { maxEventLoopDelayMs: number; maxEventLoopUtilization: number };
  /**
   * `CONSOLE_DRAW_WITHIN_MS`: how long a console document waits for its first view to be drawn
   * before it goes without (docs/site/rendering.md "The console's first view"); default 500
   */
  consoleDrawWithinMs?: number;
  /**
   * The code generator's working tree (docs/tool/gen.md "Write into the working tree"): the root
   * its previews read the files they patch from and `genCode` writes into (`CODE_GEN_ROOT`,
   * default the repository root), and whether it may write (not when NODE_ENV=production). Absent
   * (a config built by hand): the repository root, read only.
   */
  codeGen?: { root: string; writable: boolean };
  /**
   * `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…:465`) and `MAIL_FROM`: the mail transport
   * the server sends through (the sales desk's overdue reminders, docs/sales/leads.md). Absent: no
   * mail is sent; the bell and the live push still tell staff.
   */
  mail?: { url: string; from: string };
}

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid server configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

function parseBoolean(name: string, raw: string, problems: string[]): boolean | undefined {
  const value = raw.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  problems.push(`${name} must be true or false, got "${raw}"`);
  return undefined;
}

function parseUrl(name: string, raw: string, protocols: string[], problems: string[]): string | undefined {
  try {
    const url = new URL(raw);
    if (!protocols.includes(url.protocol)) {
      problems.push(
        `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${url.protocol}//…"`,
      );
      return undefined;
    }
    return raw;
  } catch {
    problems.push(`${name} is not a valid URL`);
    return undefined;
  }
}

/** At most this many proxy hops may be trusted by count. */
const MAX_TRUSTED_HOPS = 10;
const TRUST_PRESETS = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, or a subnet `address/prefix`, as proxy-addr takes them. */
function isAddressOrSubnet(entry: string): boolean {
  if (TRUST_PRESETS.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: `false` (or 0) trusts nobody; a whole number trusts that many hops; a
 * comma-separated list trusts those addresses/subnets. `true` is refused: it would believe any
 * `X-Forwarded-For` a visitor writes, so anyone could pick their address for the login throttle and
 * the logs (docs/security.md "Proxy trust").
 */
function parseTrustProxy(raw: string, problems: string[]): TrustProxy {
  const value = raw.trim();
  if (/^(false|no|off)$/i.test(value)) return false;
  if (/^(true|yes|on)$/i.test(value)) {
    problems.push(
      `TRUST_PROXY=${value} would believe any X-Forwarded-For a visitor sends; set the number of proxies ` +
        'in front of the server (TRUST_PROXY=1 behind one nginx) or their addresses/subnets ' +
        '(TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
    );
    return false;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_TRUSTED_HOPS) {
      problems.push(`TRUST_PROXY must be at most ${MAX_TRUSTED_HOPS} proxy hops, got "${value}"`);
      return false;
    }
    return hops === 0 ? false : hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrSubnet(entry));
  if (entries.length === 0 || bad.length > 0) {
    problems.push(
      'TRUST_PROXY must be false, a number of proxy hops or a comma-separated list of addresses/subnets, ' +
        `got "${bad[0] ?? raw}"`,
    );
    return false;
  }
  return entries;
}

/**
 * `PUBLIC_ORIGIN`, `STATIC_ORIGIN`: `http(s)://host[:port]` with nothing after it (a trailing `/`
 * is tolerated); answered as the URL's origin (`https://www.example.com`).
 */
function parseOrigin(
  raw: string,
  problems: string[],
  name = 'PUBLIC_ORIGIN',
  example = 'https://www.example.com',
): string | undefined {
  const refusal = `${name} must be an origin such as ${example} (http or https, no path, query or user), got "${raw}"`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(refusal);
    return undefined;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!['http:', 'https:'].includes(url.protocol) || !bare || raw.includes('?') || raw.includes('#')) {
    problems.push(refusal);
    return undefined;
  }
  return url.origin;
}

/**
 * The repository root the server runs from: two folders above this file's folder, which is
 * `server/src` under tsx and `server/dist` in the compiled server (`npm run build:server`, one
 * bundle: docs/deploy.md "The server image").
 */
export const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');

/**
 * Reads the server's environment. Relative paths are resolved against `cwd`.
 * Every problem is reported at once so an operator fixes them in one go.
 */
export function loadConfig(env: Env, cwd: string = process.cwd()): AppConfig {
  const problems: string[] = [];

  const portRaw = env.PORT?.trim() || '8080';
  const port = Number(portRaw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be an integer between 0 and 65535, got "${portRaw}"`);
  }

  const apiPrefixRaw = env.API_PREFIX ?? '/prod-api';
  const apiPrefix = apiPrefixRaw.trim().replace(/\/+$/, '');
  if (apiPrefix !== '' && !/^\/[A-Za-z0-9._~\-/]*$/.test(apiPrefix)) {
    problems.push(`API_PREFIX must be empty or a path such as /prod-api, got "${apiPrefixRaw}"`);
  }
  if (apiPrefix === '/mf' || apiPrefix.startsWith('/mf/')) {
    problems.push('API_PREFIX must not be under /mf/, which serves the remotes');
  }

  const databaseUrl = env.DATABASE_URL?.trim()
    ? parseUrl('DATABASE_URL', env.DATABASE_URL.trim(), ['postgres:', 'postgresql:'], problems)
    : undefined;
  const redisUrl = env.REDIS_URL?.trim()
    ? parseUrl('REDIS_URL', env.REDIS_URL.trim(), ['redis:', 'rediss:'], problems)
    : undefined;

  const jwtSecret = env.JWT_SECRET?.trim() || undefined;
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters long (or unset to generate one)');
  }

  const totpEncryptionKey = env.TOTP_ENCRYPTION_KEY?.trim() || undefined;
  if (totpEncryptionKey !== undefined && !parseTotpKey(totpEncryptionKey)) {
    problems.push(
      'TOTP_ENCRYPTION_KEY must be 32 bytes written as 64 hexadecimal digits (openssl rand -hex 32) or base64 (or unset to generate one)',
    );
  }

  const captchaEnabled = env.CAPTCHA_ENABLED?.trim()
    ? parseBoolean('CAPTCHA_ENABLED', env.CAPTCHA_ENABLED, problems)
    : undefined;

  let serveStatic: ServeStatic = 'auto';
  if (env.SERVE_STATIC?.trim()) {
    serveStatic = parseBoolean('SERVE_STATIC', env.SERVE_STATIC, problems) ?? 'auto';
  }

  const logLevel = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }

  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const key = remoteUrlVariable(name);
    const raw = env[key]?.trim();
    if (!raw) continue;
    if (raw.startsWith('/')) remoteUrls[name] = raw;
    else {
      const url = parseUrl(key, raw, ['http:', 'https:'], problems);
      if (url) remoteUrls[name] = url;
    }
  }

  const cacheKeyPrefix = env.CACHE_KEY_PREFIX?.trim() ?? '';
  if (/\s/.test(cacheKeyPrefix)) problems.push('CACHE_KEY_PREFIX must not contain spaces');

  const pressureNumber = (name: string, fallback: number, max: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0 || value > max) {
      problems.push(`${name} must be a number from 0 to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const pressure = {
    maxEventLoopDelayMs: pressureNumber('PRESSURE_MAX_EVENT_LOOP_DELAY_MS', 1000, 60_000),
    maxEventLoopUtilization: pressureNumber('PRESSURE_MAX_EVENT_LOOP_UTILIZATION', 0, 1),
  };

  const consoleDrawWithinMs = pressureNumber('CONSOLE_DRAW_WITHIN_MS', 500, 10_000);

  const trustProxy = env.TRUST_PROXY?.trim() ? parseTrustProxy(env.TRUST_PROXY, problems) : false;

  // production (NODE_ENV=production: `npm start`, the server image) never builds a URL from the
  // Host header: without PUBLIC_ORIGIN it does not start (docs/security.md "Public origin")
  const publicOrigin = env.PUBLIC_ORIGIN?.trim()
    ? parseOrigin(env.PUBLIC_ORIGIN.trim(), problems)
    : undefined;
  if (!env.PUBLIC_ORIGIN?.trim() && env.NODE_ENV?.trim() === 'production') {
    problems.push(
      'PUBLIC_ORIGIN must be set when NODE_ENV=production: the address visitors use, such as ' +
        'https://www.example.com (links, robots.txt, sitemaps and upload URLs are built on it, not on the Host header)',
    );
  }

  // the release folders and where the static host is reached (docs/architecture.md "Releases")
  const releasesDir = env.RELEASES_DIR?.trim() ? path.resolve(cwd, env.RELEASES_DIR.trim()) : undefined;
  if (releasesDir && !fs.statSync(releasesDir, { throwIfNoEntry: false })?.isDirectory())
    problems.push(`RELEASES_DIR must be an existing folder (npm run release fills it), got "${releasesDir}"`);
  const staticOrigin = env.STATIC_ORIGIN?.trim()
    ? parseOrigin(env.STATIC_ORIGIN.trim(), problems, 'STATIC_ORIGIN', 'http://nginx')
    : undefined;
  if (staticOrigin && !releasesDir)
    problems.push('STATIC_ORIGIN is read only with RELEASES_DIR (the release folders it serves)');

  const replicaName = env.REPLICA_NAME?.trim() || undefined;
  if (replicaName !== undefined && !/^[A-Za-z0-9._-]{1,64}$/.test(replicaName)) {
    problems.push(
      `REPLICA_NAME must be 1 to 64 letters, digits, dots, dashes or underscores, got "${replicaName}"`,
    );
  }

  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^\s/]+/.test(smtpUrl))
    problems.push('SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…');
  const mailFrom = env.MAIL_FROM?.trim() || undefined;
  if (smtpUrl && !mailFrom)
    problems.push(
      'MAIL_FROM must be set with SMTP_URL: the sender, such as "DIS 控制台 <console@example.com>"',
    );

  const pageCacheRaw = env.PAGE_CACHE_SECONDS?.trim() || '5';
  const pageCacheSeconds = Number(pageCacheRaw);
  if (!Number.isInteger(pageCacheSeconds) || pageCacheSeconds < 0 || pageCacheSeconds > 3600)
    problems.push(
      `PAGE_CACHE_SECONDS must be a whole number of seconds from 0 to 3600, got "${pageCacheRaw}"`,
    );

  let metrics: AppConfig['metrics'];
  const metricsPortRaw = env.METRICS_PORT?.trim();
  if (metricsPortRaw) {
    const metricsPort = Number(metricsPortRaw);
    if (!Number.isInteger(metricsPort) || metricsPort < 1 || metricsPort > 65535)
      problems.push(`METRICS_PORT must be an integer between 1 and 65535, got "${metricsPortRaw}"`);
    else if (metricsPort === port) problems.push('METRICS_PORT must differ from PORT (the public port)');
    else metrics = { port: metricsPort, host: env.METRICS_HOST?.trim() || env.HOST?.trim() || '0.0.0.0' };
  } else if (env.METRICS_HOST?.trim()) problems.push('METRICS_HOST is read only with METRICS_PORT');

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: path.resolve(cwd, env.DATA_DIR?.trim() || './data'),
    databaseUrl,
    redisUrl,
    cacheKeyPrefix,
    jwtSecret,
    totpEncryptionKey,
    captchaEnabled,
    apiPrefix,
    staticRoot: env.STATIC_ROOT?.trim() ? path.resolve(cwd, env.STATIC_ROOT.trim()) : REPOSITORY_ROOT,
    serveStatic,
    remoteUrls,
    releasesDir,
    staticOrigin,
    logLevel,
    replicaName,
    metrics,
    pageCacheSeconds,
    trustProxy,
    publicOrigin,
    pressure,
    consoleDrawWithinMs,
    codeGen: {
      root: env.CODE_GEN_ROOT?.trim() ? path.resolve(cwd, env.CODE_GEN_ROOT.trim()) : REPOSITORY_ROOT,
      writable: env.NODE_ENV?.trim() !== 'production',
    },
    mail: smtpUrl && mailFrom ? { url: smtpUrl, from: mailFrom } : undefined,
  };
}
