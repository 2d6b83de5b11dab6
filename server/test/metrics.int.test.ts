/** @jest-environment ./server/test/native-modules-environment.cjs */
import net from 'node:net';
import { START_TIMEOUT, startTestApp, type TestApp } from './helper';

/**
 * What operators see (docs/deploy.md "What operators see"): the Prometheus figures on a port of
 * their own (`METRICS_PORT`), never on the public one; requests by route and status with their
 * latency, the runtime's event-loop delay, the database pool, the queues; a request id in every
 * answer.
 */
let t: TestApp;
let publicBase: string;
let metricsBase: string;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  t = await startTestApp({ metrics: { port, host: '127.0.0.1' }, replicaName: 'm1' });
  publicBase = await t.app.listen({ port: 0, host: '127.0.0.1' });
  metricsBase = `http://127.0.0.1:${port}`;
}, START_TIMEOUT);

afterAll(async () => {
  await t?.close();
});

describe('the metrics', () => {
  it('count requests by route and status with their latency, on the metrics port only', async () => {
    const token = await t.login('admin');
    for (let index = 0; index < 3; index += 1)
      await fetch(`${publicBase}/prod-api/system/user/list?pageNum=1&pageSize=5`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    const text = await (await fetch(`${metricsBase}/metrics`)).text();
    expect(text).toMatch(
      /^dis_http_requests_total\{kind="api",route="\/prod-api\/system\/user\/list",method="GET",status="200",replica="m1"\} 3$/m,
    );
    expect(text).toMatch(
      /^dis_http_request_duration_seconds_count\{replica="m1",kind="api",route="\/prod-api\/system\/user\/list",method="GET"\} 3$/m,
    );
    expect(text).toMatch(/^dis_http_request_duration_seconds_bucket\{le="0.1",replica="m1",kind="api"/m);
    // the runtime: event-loop delay, memory
    expect(text).toMatch(/^dis_nodejs_eventloop_lag_p99_seconds\{replica="m1"\} [\d.e-]+$/m);
    expect(text).toMatch(/^dis_process_resident_memory_bytes\{replica="m1"\} \d+$/m);
    // the database pool and the queues
    expect(text).toMatch(/^dis_db_pool_connections\{state="max",replica="m1"\} \d+$/m);
    expect(text).toMatch(/^dis_queue_depth\{queue="sys-export",state="waiting",replica="m1"\} 0$/m);
    expect(text).toMatch(/^dis_queue_depth\{queue="sys-job",state="active",replica="m1"\} \d+$/m);
    if (t.kind === 'postgres')
      expect(text).toMatch(/^dis_redis_connected\{connection="cache",replica="m1"\} 1$/m);
    else expect(text).not.toMatch(/^dis_redis_connected\{/m);
    // never on the public port: there it is a page address like any other
    const onPublic = await fetch(`${publicBase}/metrics`);
    expect(await onPublic.text()).not.toContain('dis_http_requests_total');
    expect((await fetch(`${metricsBase}/other`)).status).toBe(404);
  });

  it('names each request by an id in its answer, the one the proxy sent when it sent one', async () => {
    const sent = '0123456789abcdef0123456789abcdef';
    const answer = await fetch(`${publicBase}/prod-api/health`, { headers: { 'X-Request-Id': sent } });
    expect(answer.headers.get('x-request-id')).toBe(sent);
    expect((await fetch(`${publicBase}/prod-api/health/live`)).headers.get('x-request-id')).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });
});
