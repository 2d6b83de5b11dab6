import Fastify, { type FastifyInstance } from 'fastify';
import { lazySchemaCompilers, type SchemaCompilers } from './schema-compilers';

/** A bare server with three routes, called over real HTTP. */
describe('route schemas compiled on first use', () => {
  let app: FastifyInstance;
  let schemas: SchemaCompilers;
  let base: string;
  const post = async (url: string, body: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeEach(async () => {
    schemas = lazySchemaCompilers();
    app = Fastify({ schemaController: { compilersFactory: schemas.compilersFactory } });
    for (const name of ['a', 'b', 'c'])
      app.post(
        `/${name}`,
        {
          schema: {
            body: {
              type: 'object',
              required: ['age'],
              properties: { age: { type: 'integer', minimum: 0 } },
            },
            response: {
              200: { type: 'object', properties: { age: { type: 'integer' } }, additionalProperties: false },
            },
          },
        },
        async (request) => ({ ...(request.body as object), secret: 'never sent' }),
      );
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => app.close());

  it('compiles nothing while the server starts, and only what a request asks', async () => {
    // three routes, each a body validator and a 200 serializer
    const ok = await post('/a', { age: 3 });
    expect(ok.status).toBe(200);
    // the serializer of the route's response schema ran: what it does not name is left out
    expect(ok.body).toEqual({ age: 3 });
    expect(await schemas.compileAll()).toBe(4);
    expect(await schemas.compileAll()).toBe(0);
  });

  it('refuses bad input with ajv’s own errors, as the eager compilers did', async () => {
    const missing = await post('/b', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("body must have required property 'age'");
    const negative = await post('/b', { age: -1 });
    expect(negative.body.message).toBe('body/age must be >= 0');
    // the next good request carries no errors of the last bad one
    const good = await post('/b', { age: 1 });
    expect(good.status).toBe(200);
  });

  it('names a schema that cannot compile when everything is compiled', async () => {
    const broken = lazySchemaCompilers();
    const other = Fastify({ schemaController: { compilersFactory: broken.compilersFactory } });
    other.get('/x', { schema: { querystring: { type: 'no-such-type' } } }, async () => ({}));
    await other.ready();
    await expect(broken.compileAll()).rejects.toThrow(/no-such-type|type/);
    await other.close();
  });
});
