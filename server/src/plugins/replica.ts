import fp from 'fastify-plugin';

export interface ReplicaOptions {
  /** `REPLICA_NAME`; absent: no header */
  name?: string;
}

/**
 * `X-Replica: <REPLICA_NAME>` on every answer (API, documents, files, refusals, 503s), so that
 * behind a load balancer one can tell which process answered: the stack's tests count the
 * requests each replica took (docs/deploy.md "The same topology on one machine"). Set early, in
 * `onRequest`, so that an answer the error handler or the pressure check writes carries it too.
 */
export default fp<ReplicaOptions>(
  async (app, { name }) => {
    if (!name) return;
    app.addHook('onRequest', async function replicaHeader(_request, reply) {
      reply.header('X-Replica', name);
    });
  },
  { name: 'replica' },
);
