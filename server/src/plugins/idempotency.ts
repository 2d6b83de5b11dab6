import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CacheKeys } from '../cache/store';
import { sendEnvelope } from '../common/envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** the Idempotency-Key this request claimed: its answer is kept for the key's repeats */
    idempotencyClaim: { key: string; fingerprint: string } | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A key's first answer is replayed this long (docs/api-contract.md "Idempotency-Key"). */
export const KEEP_ANSWER_SECONDS = 24 * 60 * 60;
/**
 * A key whose request is running is held this long at most: past nginx's 60 s read timeout, so a
 * request still running somewhere keeps it; a replica killed mid-request frees it after this.
 */
export const RUNNING_SECONDS = 90;
/** A repeat that meets its first request still running waits for its answer this long. */
const WAIT_FOR_FIRST_MS = 5000;
/** Answers above this size are not kept (a POST answers an envelope, never a page of rows). */
const KEEP_AT_MOST_CHARS = 256 * 1024;
/** A key as clients make them (a UUID, or any printable token up to 255 characters). */
const KEY = /^[\x21-\x7e]{1,255}$/;

interface Running {
  state: 'running';
  fingerprint: string;
}
interface Answered {
  state: 'answered';
  fingerprint: string;
  status: number;
  type: string;
  body: string;
}
type Entry = Running | Answered;

/** The request a key was first used for: its method, address and body (a key names one request). */
function fingerprintOf(request: FastifyRequest): string {
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return crypto.createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

/** Whether an answer is one that acknowledged the write: HTTP 2xx and, for an envelope, code 200. */
function acknowledged(status: number, type: string, payload: unknown): payload is string {
  if (status < 200 || status >= 300 || typeof payload !== 'string') return false;
  if (!type.includes('json')) return false;
  try {
    const body = JSON.parse(payload) as { code?: unknown };
    return body === null || typeof body !== 'object' || body.code === undefined || body.code === 200;
  } catch {
    return false;
  }
}

function replay(reply: FastifyReply, entry: Answered): FastifyReply {
  return reply
    .code(entry.status)
    .header('Idempotent-Replayed', 'true')
    .header('Cache-Control', 'no-store')
    .type(entry.type)
    .send(entry.body);
}

/**
 * `Idempotency-Key` on POST (beyond RuoYi; docs/api-contract.md "Idempotency-Key"): the console's
 * request client sends one per user action and the same one when it asks again after a 502, a 503
 * or a lost connection, when the first may have been written. A signed-in user's first request
 * with a key claims it (the cache store's `SET NX`: Redis across replicas, in-process on the
 * embedded default); a write it acknowledges is kept for 24 h under the user and the key, and a
 * repeat within that time answers the same, marked `Idempotent-Replayed: true`, and writes nothing
 * — not even an operation-log row. A refused or failed first request writes nothing either, so its
 * key is released and the repeat runs. A repeat that meets the first still running waits up to 5 s
 * for its answer, else 409; a key used again for another request (another body or address) is
 * refused with 422. Registered before the operation log, whose row a replay must not write.
 */
export default fp(
  async (app) => {
    app.decorateRequest('idempotencyClaim', null);

    app.addHook('preHandler', async (request, reply) => {
      const raw = request.headers[IDEMPOTENCY_HEADER];
      const user = request.loginUser;
      if (request.method !== 'POST' || raw === undefined || !user) return;
      const sent = Array.isArray(raw) ? raw[0] : raw;
      if (typeof sent !== 'string' || !KEY.test(sent))
        return sendEnvelope(reply, 400, { code: 400, msg: request.t('idempotency.badKey') });
      const key = `${CacheKeys.idempotency}${user.userId}:${sent}`;
      const fingerprint = fingerprintOf(request);
      const running: Running = { state: 'running', fingerprint };
      if (await app.cache.setIfAbsent(key, JSON.stringify(running), RUNNING_SECONDS)) {
        request.idempotencyClaim = { key, fingerprint };
        return;
      }
      const waitUntil = Date.now() + WAIT_FOR_FIRST_MS;
      for (;;) {
        const stored = await app.cache.get(key);
        // the first request gave its key up (refused, failed) a moment ago: this one runs instead
        if (stored === null) {
          if (await app.cache.setIfAbsent(key, JSON.stringify(running), RUNNING_SECONDS)) {
            request.idempotencyClaim = { key, fingerprint };
            return;
          }
          continue;
        }
        const entry = JSON.parse(stored) as Entry;
        if (entry.fingerprint !== fingerprint)
          return sendEnvelope(reply, 422, { code: 422, msg: request.t('idempotency.otherRequest') });
        if (entry.state === 'answered') return replay(reply, entry);
        if (Date.now() >= waitUntil) {
          reply.header('Retry-After', '2');
          return sendEnvelope(reply, 409, { code: 409, msg: request.t('idempotency.running') });
        }
        await sleep(100);
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = null;
      const type = String(reply.getHeader('content-type') ?? '');
      try {
        if (acknowledged(reply.statusCode, type, payload) && payload.length <= KEEP_AT_MOST_CHARS) {
          const entry: Answered = {
            state: 'answered',
            fingerprint: claim.fingerprint,
            status: reply.statusCode,
            type,
            body: payload,
          };
          await app.cache.set(claim.key, JSON.stringify(entry), KEEP_ANSWER_SECONDS);
        } else {
          await app.cache.del(claim.key);
        }
      } catch (error) {
        // the write is done and answered; only its replay is lost (Redis out of reach)
        request.log.warn({ err: error }, 'could not keep the answer of an Idempotency-Key');
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['cache', 'auth', 'i18n'] },
);
