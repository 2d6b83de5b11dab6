import net from 'node:net';
import { normalizeIp } from './client-info';

function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

function matchesEntry(ip: string, entry: string): boolean {
  if (entry.includes('-')) {
    const [from, to] = entry.split('-').map((s) => s.trim());
    if (!net.isIPv4(ip) || !net.isIPv4(from) || !net.isIPv4(to)) return false;
    const value = ipv4ToNumber(ip);
    return value >= ipv4ToNumber(from) && value <= ipv4ToNumber(to);
  }
  if (entry.includes('*')) {
    const pattern = new RegExp(`^${entry.replace(/\./g, '\\.').replace(/\*/g, '\\d{1,3}')}$`);
    return net.isIPv4(ip) && pattern.test(ip);
  }
  return normalizeIp(entry).toLowerCase() === ip.toLowerCase();
}

/**
 * RuoYi's `sys.login.blackIPList`: `;`-separated entries, each an exact address, a wildcard such as
 * `192.168.1.*`, or an IPv4 range `a.b.c.d-e.f.g.h`.
 */
export function isIpListed(rawIp: string, list: string): boolean {
  const ip = normalizeIp(rawIp);
  return list
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .some((entry) => matchesEntry(ip, entry));
}
