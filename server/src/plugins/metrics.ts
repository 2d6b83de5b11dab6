import http from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** A queue's depth: tasks waiting, running, and due later. */
export interface QueueDepth {
  waiting: number;
  active: number;
  delayed?: number;
}

/** What a console document's drawn view came to (docs/site/rendering.md "The console's first view"). */
export type ConsoleViewOutcome = 'drawn' | 'not-drawn' | 'shed';

/**
 * The server's figures for Prometheus (docs/deploy.md "What operators see"): requests by route
 * and status with their latency, the Node.js runtime (event-loop delay, memory, garbage collection:
 * prom-client's default metrics), the database pool, Redis, the queues' depth, the console's
 * drawn views and the requests shed past capacity.
 */
export interface Metrics {
  readonly registry: Registry;
  /** an API call turned away past capacity */
  shed(request: FastifyRequest): void;
  /** a document or file answered although the server is past capacity */
  passedUnderPressure(request: FastifyRequest): void;
  consoleView(outcome: ConsoleViewOutcome): void;
  /** requests being answered now */
  inFlight(): number;
  /** a queue whose depth is read at each scrape (the job engine, the 下载中心) */
  addQueue(name: string, depth: () => Promise<QueueDepth>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsOptions {
  apiPrefix: string;
  /** `METRICS_PORT`: where `/metrics` is served, apart from the public port; absent: not served */
  port?: number;
  /** `METRICS_HOST`: the address that port listens on */
  host?: string;
  /** `REPLICA_NAME` (or the host name): every series carries it as the label `replica` */
  replica: string;
}

/** Seconds; from a cached file (milliseconds) to a slow export (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * What a request was, for the labels: API calls by their route pattern (`/prod-api/system/user/list`,
 * `/prod-api/system/user/:userIds`), everything else as `document` or `file`, so a visitor typing
 * addresses cannot grow the series.
 */
export function routeOf(request: FastifyRequest, apiPrefix: string): { kind: string; route: string } {
  const path = request.url.split('?')[0];
  const api = apiPrefix ? path.startsWith(`${apiPrefix}/`) : Boolean(request.routeOptions.config?.access);
  if (api)
    return { kind: 'api', route: request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched') };
  if (/\.[^/]+$/.test(path)) return { kind: 'file', route: 'file' };
  return { kind: 'document', route: 'document' };
}

/** Serves the registry on its own port (`GET /metrics`); anything else is 404. */
function metricsServer(registry: Registry): http.Server {
  return http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) =>
        response
          .writeHead(500, { 'Content-Type': 'text/plain' })
          .end(`metrics failed: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
}

function declare(app: FastifyInstance, registry: Registry, apiPrefix: string) {
  const requests = new Counter({
    name: 'dis_http_requests_total',
    help: 'Requests answered, by kind (api, document, file), route pattern, method and HTTP status',
    labelNames: ['kind', 'route', 'method', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'dis_http_request_duration_seconds',
    help: 'Time from the request to its answer, by kind, route pattern and method',
    labelNames: ['kind', 'route', 'method'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'dis_http_requests_in_flight',
    help: 'Requests received and not yet answered',
    registers: [registry],
  });
  const shed = new Counter({
    name: 'dis_shed_requests_total',
    help: 'API calls answered 503 at once past capacity (docs/deploy.md "What is shed, and when")',
    labelNames: ['route'],
    registers: [registry],
  });
  const passed = new Counter({
    name: 'dis_pressure_passed_total',
    help: 'Documents and files answered while past capacity (never shed)',
    labelNames: ['kind'],
    registers: [registry],
  });
  const views = new Counter({
    name: 'dis_console_views_total',
    help: 'Console documents for a signed-in user, by what became of the first view: drawn by the server, not drawn (too slow, failed, or not drawable), or left out past capacity',
    labelNames: ['outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'dis_db_pool_connections',
    help: 'The database pool: connections open, idle, the most it opens, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!app.hasDecorator('database')) return;
      const pool = app.database.pool();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'max' }, pool.max);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'dis_redis_connected',
    help: 'Whether the cache connection to Redis is ready (1) or not (0); absent without Redis',
    labelNames: ['connection'],
    registers: [registry],
    collect() {
      const client = app.hasDecorator('cache')
        ? (app.cache as { client?: { status: string } }).client
        : undefined;
      if (client) this.set({ connection: 'cache' }, client.status === 'ready' ? 1 : 0);
    },
  });
  const queues = new Map<string, () => Promise<QueueDepth>>();
  new Gauge({
    name: 'dis_queue_depth',
    help: 'Tasks of each queue by state (waiting, active, delayed); the job engine and the 下载中心',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, depth] of queues) {
        try {
          const figures = await depth();
          for (const [state, value] of Object.entries(figures))
            if (typeof value === 'number') this.set({ queue, state }, value);
        } catch {
          // Redis out of reach: the queue reports nothing this time
        }
      }
    },
  });

  // a request leaves the in-flight count once, answered or abandoned by its client
  const open = new WeakSet<FastifyRequest>();
  let answering = 0;
  const done = (request: FastifyRequest) => {
    if (!open.delete(request)) return;
    answering -= 1;
    inFlight.dec();
  };
  app.addHook('onRequest', async (request) => {
    open.add(request);
    answering += 1;
    inFlight.inc();
  });
  app.addHook('onResponse', async (request, reply) => {
    done(request);
    const { kind, route } = routeOf(request, apiPrefix);
    requests.inc({ kind, route, method: request.method, status: String(reply.statusCode) });
    latency.observe({ kind, route, method: request.method }, reply.elapsedTime / 1000);
  });
  app.addHook('onRequestAbort', async (request) => {
    done(request);
  });

  const metrics: Metrics = {
    registry,
    shed: (request) => shed.inc({ route: routeOf(request, apiPrefix).route }),
    passedUnderPressure: (request) => passed.inc({ kind: routeOf(request, apiPrefix).kind }),
    consoleView: (outcome) => views.inc({ outcome }),
    inFlight: () => answering,
    addQueue: (name, depth) => {
      queues.set(name, depth);
    },
  };
  return metrics;
}

/**
 * `app.metrics` (docs/deploy.md "What operators see"): prom-client's registry, filled by hooks on
 * every request and read at each scrape. With `METRICS_PORT` the registry is served at
 * `http://<METRICS_HOST>:<METRICS_PORT>/metrics` by a listener of its own: never on the public port,
 * so nginx, which forwards only to that one, never exposes it.
 */
export default fp<MetricsOptions>(
  async (app, options) => {
    const registry = new Registry();
    registry.setDefaultLabels({ replica: options.replica });
    collectDefaultMetrics({ register: registry, prefix: 'dis_' });
    app.decorate('metrics', declare(app, registry, options.apiPrefix));
    if (options.port === undefined) return;
    const server = metricsServer(registry);
    app.addHook('onListen', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port, options.host ?? '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
      const address = server.address();
      app.log.info({ metrics: typeof address === 'object' ? address : options.port }, 'metrics served');
    });
    app.addHook('onClose', async () => {
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    });
  },
  { name: 'metrics' },
);
