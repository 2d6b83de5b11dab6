import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Whether the server is past capacity now (docs/deploy.md "What is shed, and when"): API calls
     * are being turned away, and a console document goes out without its drawn view. Always
     * false when the guard is off.
     */
    shedding(): boolean;
  }
}

export interface PressureOptions {
  /** event-loop delay (ms) above which requests are turned away; 0: not checked */
  maxEventLoopDelayMs: number;
  /** event-loop utilisation (0–1) above which requests are turned away; 0: not checked */
  maxEventLoopUtilization: number;
  apiPrefix: string;
  /** how often the load is sampled (ms) */
  sampleIntervalMs?: number;
}

/**
 * Seconds a turned-away client is told to wait. The load is sampled every second, so a request
 * asked again two seconds later meets a new sample; the console's request client waits this long
 * before it asks a read again (`@dis/shared/request`).
 */
export const RETRY_AFTER_SECONDS = 2;

/** API paths answered even past capacity: an operator's or a balancer's probe must not be shed. */
const NEVER_SHED_API = /^\/health(\/(live|ready))?$/;

/**
 * What past capacity turns away: API calls only. Whatever a browser needs to show a page — the
 * static files, entry files (`main.js`, `remoteEntry.js`), `/remotes.json`, `/builds.json` and the
 * documents — is always answered: refusing a script leaves a console that never starts, while
 * the files cost the server almost nothing. Without an API prefix (the API at `/`), a call is
 * what does not take HTML and names no file.
 */
export function isShedable(request: FastifyRequest, apiPrefix: string): boolean {
  const path = request.url.split('?')[0];
  if (apiPrefix) {
    if (!path.startsWith(`${apiPrefix}/`)) return false;
    return !NEVER_SHED_API.test(path.slice(apiPrefix.length));
  }
  if (NEVER_SHED_API.test(path)) return false;
  const read = request.method === 'GET' || request.method === 'HEAD';
  const page = String(request.headers.accept ?? '').includes('text/html') || /\.[^/]+$/.test(path);
  return !(read && page);
}

/**
 * Past capacity the server answers API calls 503 at once instead of letting requests queue until
 * they time out (docs/site/speed.md, docs/deploy.md "What is shed, and when"), with
 * `@fastify/under-pressure`: the envelope `{code: 503, msg}` in the caller's language with
 * `Retry-After`. Files and documents go through (`isShedable`); the site module leaves the drawn
 * view out of a console document meanwhile (`app.shedding()`).
 */
export default fp<PressureOptions>(
  async (app, options) => {
    const enabled = Boolean(options.maxEventLoopDelayMs || options.maxEventLoopUtilization);
    if (!enabled) {
      app.decorate('shedding', () => false);
      return;
    }
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxEventLoopUtilization: options.maxEventLoopUtilization,
      // utilisation over the last sample, not since the start (the plugin's default, under which a
      // server that idled for an hour would never turn anything away)
      eventLoopUtilizationMode: 'interval',
      sampleInterval: options.sampleIntervalMs ?? 1000,
      retryAfter: RETRY_AFTER_SECONDS,
      pressureHandler(request: FastifyRequest, reply: FastifyReply) {
        // a page's document or file: answered as usual (returning nothing lets the request through)
        if (!isShedable(request, options.apiPrefix)) {
          app.metrics?.passedUnderPressure(request);
          return;
        }
        app.metrics?.shed(request);
        reply
          .code(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .header('Cache-Control', 'no-store')
          .send({ code: 503, msg: request.t('error.busy') });
      },
    });
    app.decorate('shedding', () => app.isUnderPressure());
  },
  { name: 'pressure', dependencies: ['i18n'] },
);
