import crypto from 'node:crypto';
import os from 'node:os';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

export interface ReplicaOptions {
  /** `REPLICA_NAME`; absent: no `X-Replica` header */
  name?: string;
}

/** What a request id may look like when a proxy sends one: nginx's `$request_id` is 32 hex digits. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request's id (Fastify's `genReqId`): the `X-Request-Id` the proxy in front sends (nginx's
 * `$request_id`, deploy/nginx.conf), so one id names a request in nginx's access log and in every
 * log line the server writes for it; a fresh UUID where none came or it is not an id.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : crypto.randomUUID();
}

/**
 * Which process answered, and which request it was, on every answer (API, documents, files,
 * refusals, 503s): `X-Request-Id` (the id in the server's log lines, docs/deploy.md "What operators
 * see") and, with `REPLICA_NAME`, `X-Replica`, so that behind a load balancer one can tell which
 * process answered: the stack's tests count the requests each replica took (docs/deploy.md "The
 * same topology on one machine"). Set early, in `onRequest`, so that an answer the error handler
 * or the pressure check writes carries them too.
 */
export default fp<ReplicaOptions>(
  async (app, { name }) => {
    app.addHook('onRequest', async function replicaHeader(request, reply) {
      reply.header('X-Request-Id', request.id);
      if (name) reply.header('X-Replica', name);
    });
  },
  { name: 'replica' },
);

/**
 * This process's name among the replicas (服务监控, the metrics' `replica` label): `REPLICA_NAME`,
 * else the host name and port (a container's host name is its id, so compose's replicas differ).
 */
export function instanceName(config: { replicaName?: string; port: number }): string {
  return config.replicaName ?? `${os.hostname()}:${config.port}`;
}
