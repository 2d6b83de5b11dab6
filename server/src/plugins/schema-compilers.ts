import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's own schema compilers (ajv for what comes in, fast-json-stringify for what goes out),
 * each route's function compiled when the route is first asked instead of while the server
 * starts (docs/architecture.md "Route schemas compile on first use"). The API has some four
 * hundred routes; compiling them all is most of a start, and a replica that restarts, or a test
 * file that starts a server to ask a dozen routes, paid for every one of them.
 *
 * `compileAll()` compiles whatever is still waiting: the server runs it once it listens, a little
 * at a time, so a schema that cannot compile still shows within seconds of a start, and a test
 * runs it to hold every route's schema to compiling.
 */
export interface SchemaCompilers {
  compilersFactory: NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
  /** compiles every route function not compiled yet; `step` yields between routes (a started server) */
  compileAll(step?: () => Promise<void>): Promise<number>;
}

type Compiled = ((...args: unknown[]) => unknown) & { errors?: unknown };

export function lazySchemaCompilers(): SchemaCompilers {
  const waiting = new Set<() => void>();
  /** a function that stands for `make()`'s until its first call, and carries its `errors` (ajv's) */
  const onFirstUse = (make: () => Compiled): Compiled => {
    let made: Compiled | undefined;
    const compile = () => {
      made ??= make();
      waiting.delete(compile);
      return made;
    };
    waiting.add(compile);
    const lazy: Compiled = function (this: unknown, ...args: unknown[]) {
      const fn = made ?? compile();
      const result = fn.apply(this, args);
      lazy.errors = fn.errors;
      return result;
    };
    return lazy;
  };

  const validators = AjvCompiler();
  const serializers = SerializerSelector();
  type Route = Record<string, unknown>;
  type Factory = (externalSchemas: unknown, options: unknown) => (route: Route) => Compiled;
  const buildValidator: Factory = (externalSchemas, ajvOptions) => {
    const compile = validators(externalSchemas as never, ajvOptions as never);
    return (route) => onFirstUse(() => compile(route as never) as unknown as Compiled);
  };
  const buildSerializer: Factory = (externalSchemas, serializerOptions) => {
    const compile = serializers(externalSchemas as never, serializerOptions as never);
    return (route) => onFirstUse(() => compile(route as never) as unknown as Compiled);
  };
  return {
    // Fastify's own types name ajv's and fast-json-stringify's function types; ours stand for them
    compilersFactory: { buildValidator, buildSerializer } as unknown as SchemaCompilers['compilersFactory'],
    async compileAll(step) {
      let compiled = 0;
      for (const compile of [...waiting]) {
        compile();
        compiled += 1;
        if (step) await step();
      }
      return compiled;
    },
  };
}
