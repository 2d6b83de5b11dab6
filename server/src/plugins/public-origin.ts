import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendEnvelope } from '../common/envelope';

const MAX_HOST_LENGTH = 255;

/**
 * A Host header (or a trusted `X-Forwarded-Host`) as RFC 9110 has it, kept to what a URL may be
 * built on: a name (letters, digits, `-`, `.`, `_`, `~`), an IPv4 address or a bracketed IPv6
 * address, then an optional port 0–65535. Empty is allowed (HTTP/1.0 sends none).
 */
export function isValidHost(host: string): boolean {
  if (host === '') return true;
  if (host.length > MAX_HOST_LENGTH) return false;
  const match = /^(?:\[([^\]]*)\]|([A-Za-z0-9._~-]+))(?::(\d{1,5}))?$/.exec(host);
  if (!match) return false;
  const [, ipv6, , port] = match;
  if (ipv6 !== undefined && !net.isIPv6(ipv6)) return false;
  return port === undefined || Number(port) <= 65535;
}

/**
 * The origin absolute URLs are built on (canonical and language links, robots.txt, sitemaps,
 * upload URLs): `PUBLIC_ORIGIN`, else — only in development, as production refuses to start
 * without it — the request's own protocol and host (docs/security.md "Public origin").
 */
export function publicOriginOf(request: FastifyRequest): string {
  const configured = request.server.appConfig.publicOrigin;
  if (configured) return configured;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${(request.host || 'localhost').toLowerCase()}`;
}

/**
 * A request whose Host header (or trusted `X-Forwarded-Host`) is not a host answers 400 with the
 * envelope in the caller's language, before anything reads it.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async function checkHost(request, reply) {
      const header = request.headers.host;
      if (isValidHost(header ?? '') && isValidHost(request.host)) return undefined;
      request.log.info({ host: String(header ?? '').slice(0, 100) }, 'request refused: malformed Host');
      return sendEnvelope(reply, 400, { code: 400, msg: request.t('error.badHost') });
    });
  },
  { name: 'public-origin', dependencies: ['i18n'] },
);
