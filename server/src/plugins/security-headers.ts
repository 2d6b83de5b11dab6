import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { RemoteName } from '../config';

export interface SecurityHeadersOptions {
  /** `REMOTE_<NAME>_URL`: a remote on another origin is allowed to load (docs/security.md) */
  remoteUrls: Partial<Record<RemoteName, string>>;
}

type Directives = Record<string, string[]>;

/** `Strict-Transport-Security` of an answer over HTTPS (helmet's default value). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The origins of the remotes that live elsewhere (`REMOTE_TOOLS_URL=https://cdn…/remoteEntry.js`). */
export function remoteOrigins(remoteUrls: SecurityHeadersOptions['remoteUrls']): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remoteUrls))
    if (url && /^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  return [...origins];
}

/**
 * The Content-Security-Policy of every answer (docs/security.md "Headers"): our own origin, plus
 * the origins of remotes moved elsewhere. Inline scripts run only on the documents, by hash (see
 * `documentPolicy`); never 'unsafe-inline' or 'unsafe-eval' for scripts, so no inline event
 * handler (`onclick=`) runs either. Styles need 'unsafe-inline': antd's CSS-in-JS adds <style>
 * elements at run time, and the rendered markup and stored rich text carry `style` attributes.
 * A directive that would say what `default-src 'self'` says is left out: the header travels with
 * every document, in the first round trip (docs/site/speed.md "Paint first").
 */
export function contentSecurityDirectives(remoteUrls: SecurityHeadersOptions['remoteUrls']): Directives {
  const remotes = remoteOrigins(remoteUrls);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    // the captcha and the default avatar are data: URIs, a chosen avatar a blob: URL; articles'
    // covers and rich text may show pictures at any http(s) address (docs/product.md §5)
    'img-src': ["'self'", 'data:', 'blob:', 'http:', 'https:'],
    // a remote elsewhere may fetch its manifest and fonts from its own origin
    ...(remotes.length > 0
      ? { 'font-src': ["'self'", ...remotes], 'connect-src': ["'self'", ...remotes] }
      : {}),
    // an InnerLink menu shows any http(s) page inside the console (docs/architecture.md)
    'frame-src': ["'self'", 'http:', 'https:'],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** The CSP source naming one inline script by its SHA-256 (what the browser hashes: its text in UTF-8). */
export const scriptHash = (code: string) =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

const serialise = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');

/**
 * The policy of a document: the common one with the hashes of the inline scripts the document
 * builder wrote itself (docs/site/document.md "Inline scripts"). Hashes rather than a nonce: a kept
 * document is sent as built and compressed once, so its policy is fixed with it.
 */
export function documentPolicy(
  remoteUrls: SecurityHeadersOptions['remoteUrls'],
): (inlineScripts: readonly string[]) => string {
  const directives = contentSecurityDirectives(remoteUrls);
  return (inlineScripts) =>
    serialise({
      ...directives,
      'script-src': [...directives['script-src']!, ...new Set(inlineScripts.map(scriptHash))],
    });
}

/**
 * The security headers of every answer (documents, files, API), from `@fastify/helmet`: the CSP
 * above, `Referrer-Policy: strict-origin-when-cross-origin`, `X-Content-Type-Options: nosniff`,
 * `X-Frame-Options: SAMEORIGIN`, `Cross-Origin-Opener-Policy` and `-Resource-Policy: same-origin`
 * (the build's files say `cross-origin`: static-host.ts), `Origin-Agent-Cluster`,
 * `X-DNS-Prefetch-Control: off`; HSTS only on an answer over HTTPS (`request.protocol`, which
 * believes `X-Forwarded-Proto` only from a trusted proxy: TRUST_PROXY).
 */
export default fp<SecurityHeadersOptions>(
  async (app, options) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityDirectives(options.remoteUrls),
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // helmet would send it over plain http too; see the hook below
      strictTransportSecurity: false,
      // headers for browsers of another age (Internet Explorer's downloads and XSS filter, Flash's
      // cross-domain files): bytes in every first round trip that no browser of ours reads
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    });
    app.addHook('onRequest', async function strictTransport(request, reply) {
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    });
  },
  { name: 'security-headers' },
);
