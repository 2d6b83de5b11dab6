import Fastify, { type FastifyInstance } from 'fastify';
import replicaPlugin from './replica';

/** A bare server with the plugin, called over real HTTP (inject's cookie module is ESM-only under jest). */
async function serve(name?: string): Promise<{ app: FastifyInstance; base: string }> {
  const app = Fastify();
  await app.register(replicaPlugin, { name });
  app.get('/ok', async () => ({ code: 200 }));
  app.get('/fail', async () => {
    throw new Error('boom');
  });
  return { app, base: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

describe('the replica header', () => {
  it('names the process on every answer, a failure and a missing route included, when REPLICA_NAME is set', async () => {
    const { app, base } = await serve('b');
    try {
      for (const url of ['/ok', '/fail', '/missing']) {
        const answer = await fetch(`${base}${url}`);
        expect([url, answer.headers.get('x-replica')]).toEqual([url, 'b']);
      }
    } finally {
      await app.close();
    }
  });

  it('adds nothing without a name', async () => {
    const { app, base } = await serve();
    try {
      expect((await fetch(`${base}/ok`)).headers.get('x-replica')).toBeNull();
    } finally {
      await app.close();
    }
  });
});
