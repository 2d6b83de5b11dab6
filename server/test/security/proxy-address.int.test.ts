/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config';
import { REPOSITORY_ROOT } from '../../src/config';
import { lastLoginRow } from '../fixtures';
import { START_TIMEOUT, startTestApp, type TestApp } from '../helper';

/**
 * The production topologies name nginx's address in TRUST_PROXY, not a hop count that believes
 * any peer (docs/security.md "Proxy trust"). The review sent a login straight to a replica's port
 * with a forged X-Forwarded-For, and the login log kept the forged address. Here the server runs
 * with the value `npm run stack` and docker-compose.yml give it.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the stack's CommonJS helper
const { STACK_PROXY_ADDRESS } = require('../../../scripts/lib/nginx-conf.cjs') as {
  STACK_PROXY_ADDRESS: string;
};

interface Compose {
  services: Record<
    string,
    { environment?: Record<string, string>; networks?: Record<string, { ipv4_address?: string }> }
  >;
}
const compose = parse(fs.readFileSync(path.join(REPOSITORY_ROOT, 'docker-compose.yml'), 'utf8')) as Compose;
const stackScript = fs.readFileSync(path.join(REPOSITORY_ROOT, 'scripts/stack.mjs'), 'utf8');

const FORGED = '198.51.100.66';
const VISITOR = '203.0.113.9';

const topologies = [
  {
    name: 'npm run stack',
    trustProxy: STACK_PROXY_ADDRESS,
    nginx: STACK_PROXY_ADDRESS,
    // anything else on the machine reaches a replica's port from the loopback address
    direct: '127.0.0.1',
  },
  {
    name: 'docker compose',
    trustProxy: compose.services.server.environment?.TRUST_PROXY,
    nginx: compose.services.nginx.networks?.default?.ipv4_address,
    // another container of the network
    direct: '172.28.80.130',
  },
];

describe.each(topologies)('14. $name: the client address is the one nginx appends', (topology) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: loadConfig({ TRUST_PROXY: topology.trustProxy }).trustProxy });
  }, START_TIMEOUT);
  afterAll(async () => {
    await t?.close();
  });

  it('names nginx’s address, not a hop count', () => {
    expect(topology.trustProxy).toBe(topology.nginx);
    expect(topology.trustProxy).not.toMatch(/^\d+$/);
    if (topology.name === 'npm run stack') expect(stackScript).toContain('TRUST_PROXY: STACK_PROXY_ADDRESS');
  });

  const login = (userName: string, remoteAddress: string, forwardedFor: string) =>
    t.request({
      method: 'POST',
      url: '/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { username: userName, password: 'wrong-pass' },
    });

  it('logs a login sent straight to a replica with a forged X-Forwarded-For under the real peer', async () => {
    await login('direct-user', topology.direct, FORGED);
    expect((await lastLoginRow(t.app, 'direct-user')).ipaddr).toBe(topology.direct);
  });

  it('logs a login through nginx under the visitor’s address nginx appended', async () => {
    await login('proxied-user', topology.nginx!, `${FORGED}, ${VISITOR}`);
    expect((await lastLoginRow(t.app, 'proxied-user')).ipaddr).toBe(VISITOR);
  });
});
