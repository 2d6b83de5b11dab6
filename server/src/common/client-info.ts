import net from 'node:net';
import type { TrustProxy } from '../config';

/** What the logs and the online-users page show about a client. */
export interface ClientInfo {
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
}

const UNKNOWN = 'Unknown';

/** RuoYi's wording: "内网IP" for private addresses; "XX XX" when the address lookup is off. */
export const INTRANET_LOCATION = '内网IP';
export const UNKNOWN_LOCATION = 'XX XX';

/** Strips the IPv6 prefix of IPv4-mapped addresses (`::ffff:10.0.0.1` → `10.0.0.1`). */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1] : ip;
}

export function isPrivateIp(rawIp: string): boolean {
  const ip = normalizeIp(rawIp);
  if (net.isIPv4(ip)) {
    const [a, b] = ip.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  if (net.isIPv6(ip)) {
    const lower = ip.toLowerCase();
    return lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  return false;
}

export function locationOf(ip: string): string {
  return isPrivateIp(ip) ? INTRANET_LOCATION : UNKNOWN_LOCATION;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/(?:MSIE |Trident\/.*rv:)(\d+)/, 'Internet Explorer'],
  [/curl\/(\d+)/, 'curl'],
];

export function browserOf(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return UNKNOWN;
}

const WINDOWS_VERSIONS: Record<string, string> = {
  '10.0': '10',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
  '6.0': 'Vista',
  '5.1': 'XP',
};

export function osOf(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN;
  const windows = /Windows NT (\d+\.\d+)/.exec(userAgent);
  if (windows) return `Windows ${WINDOWS_VERSIONS[windows[1]] ?? windows[1]}`;
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+)/.exec(userAgent);
  if (ios) return `iOS ${ios[1]}`;
  const android = /Android (\d+)/.exec(userAgent);
  if (android) return `Android ${android[1]}`;
  if (/Mac OS X/.test(userAgent)) return 'Mac OS X';
  if (/CrOS/.test(userAgent)) return 'Chrome OS';
  if (/Linux/.test(userAgent)) return 'Linux';
  return UNKNOWN;
}

/**
 * `TRUST_PROXY` as Fastify's `trustProxy` option, which makes `request.ip` the client's address
 * (docs/security.md "Proxy trust"). A hop count is a function trusting the last `hops` addresses
 * of the chain (the peer first, then `X-Forwarded-For` from its end): Fastify's own number option
 * trusts nobody. `request.ip` is then the address `hops` proxies back, the one the first proxy
 * appended; whatever a visitor wrote before it is ignored.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/**
 * What the logs keep about a client: `ip` is `request.ip`, which believes `X-Forwarded-For` only
 * as far as `TRUST_PROXY` says (`fastifyTrustProxy`).
 */
export function clientInfo(ip: string, userAgent: string | undefined): ClientInfo {
  const ipaddr = normalizeIp(ip);
  return { ipaddr, loginLocation: locationOf(ipaddr), browser: browserOf(userAgent), os: osOf(userAgent) };
}
