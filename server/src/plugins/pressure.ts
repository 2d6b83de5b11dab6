import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface PressureOptions {
  /** event-loop delay (ms) above which requests are turned away; 0: not checked */
  maxEventLoopDelayMs: number;
  /** event-loop utilisation (0–1) above which requests are turned away; 0: not checked */
  maxEventLoopUtilization: number;
  apiPrefix: string;
  /** how often the load is sampled (ms) */
  sampleIntervalMs?: number;
}

/** Seconds a turned-away client is told to wait. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Past capacity the server answers 503 at once instead of letting requests queue until they time
 * out (docs/site/speed.md), with `@fastify/under-pressure`: the API answers the envelope
 * `{code: 503, msg}` in the caller's language, pages a short text; both with `Retry-After`.
 */
export default fp<PressureOptions>(
  async (app, options) => {
    if (!options.maxEventLoopDelayMs && !options.maxEventLoopUtilization) return;
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxEventLoopUtilization: options.maxEventLoopUtilization,
      sampleInterval: options.sampleIntervalMs ?? 1000,
      retryAfter: RETRY_AFTER_SECONDS,
      pressureHandler(request: FastifyRequest, reply: FastifyReply) {
        const msg = request.t('error.busy');
        reply
          .code(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .header('Cache-Control', 'no-store');
        const api = options.apiPrefix
          ? request.url.startsWith(`${options.apiPrefix}/`)
          : !String(request.headers.accept ?? '').includes('text/html');
        if (api) reply.send({ code: 503, msg });
        else reply.type('text/plain; charset=utf-8').send(msg);
      },
    });
  },
  { name: 'pressure', dependencies: ['i18n'] },
);
