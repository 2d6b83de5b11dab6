import Fastify, { type FastifyInstance } from 'fastify';
import replicaPlugin, { requestIdOf } from './replica';

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

describe('the request id', () => {
  it('answers the id the proxy sent, and a fresh one where none or a malformed one came', async () => {
    const app = Fastify({ genReqId: requestIdOf, requestIdHeader: false });
    await app.register(replicaPlugin, {});
    app.get('/ok', async (request) => ({ id: request.id }));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const sent = 'f3a1c9e07b2d4e5fa6b7c8d9e0f1a2b3';
      const proxied = await fetch(`${base}/ok`, { headers: { 'X-Request-Id': sent } });
      expect(proxied.headers.get('x-request-id')).toBe(sent);
      expect(await proxied.json()).toEqual({ id: sent });
      const fresh = await fetch(`${base}/ok`);
      expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const forged = await fetch(`${base}/ok`, { headers: { 'X-Request-Id': 'a b <script>' } });
      expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await app.close();
    }
  });
});
