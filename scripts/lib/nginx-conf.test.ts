import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const nginx = require('./nginx-conf.cjs') as {
  SITE: string;
  renderSite: (options: {
    upstreams: string[];
    releasesDir: string;
    listen: string | number;
    cacheDir?: string;
    accessLog?: string;
    site?: string;
  }) => string;
  writeNginxConfig: (options: {
    runDir: string;
    upstreams: string[];
    releasesDir: string;
    listen: string | number;
  }) => string;
  nginxBinary: () => string | null;
  nginxArgs: (runDir: string, mainFile: string) => string[];
};

const SITE = fs.readFileSync(nginx.SITE, 'utf8');
const BINARY = nginx.nginxBinary();
const HAS_NGINX = BINARY !== null && fs.existsSync(BINARY);
// CI installs Debian's nginx (.ci/run) and sets nothing: there, a missing nginx fails these checks
// instead of passing them unseen. A developer's machine without nginx skips them only when told
// to, SKIP_NGINX_CHECKS=1, and says so.
const SKIP_WITHOUT_NGINX = process.env.SKIP_NGINX_CHECKS === '1';
const withNginx = HAS_NGINX || !SKIP_WITHOUT_NGINX ? describe : describe.skip;
if (!HAS_NGINX && SKIP_WITHOUT_NGINX)
  console.warn(
    'nginx-conf.test: nginx is not installed and SKIP_NGINX_CHECKS=1: its checks of deploy/nginx.conf are skipped',
  );

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe('deploy/nginx.conf rendered for one machine', () => {
  it('replaces exactly the compose values: the replicas, the release folder and the port', () => {
    const site = nginx.renderSite({
      upstreams: ['127.0.0.1:18281', '127.0.0.1:18282'],
      releasesDir: '/tmp/stack/releases',
      listen: '127.0.0.1:18280',
    });
    expect(site).toContain(
      '  server 127.0.0.1:18281 max_fails=1 fail_timeout=10s;\n  server 127.0.0.1:18282 max_fails=1 fail_timeout=10s;',
    );
    expect(site).toMatch(/^\s*listen 127\.0\.0\.1:18280;$/m);
    expect(site).toMatch(/^\s*root \/tmp\/stack\/releases\/shell\/pool;$/m);
    expect(site).toMatch(/^\s*root \/tmp\/stack\/releases;$/m);
    // nothing of compose's is left in a directive (comments may still name them)
    const directives = site.replace(/#.*$/gm, '');
    expect(directives).not.toMatch(/server:8080|listen 80;|\s\/releases\b/);
    // and nothing else changed
    const back = site
      .replace(
        '  server 127.0.0.1:18281 max_fails=1 fail_timeout=10s;\n  server 127.0.0.1:18282',
        '  server server:8080',
      )
      .replace('listen 127.0.0.1:18280;', 'listen 80;')
      .replaceAll('/tmp/stack/releases', '/releases');
    expect(back).toBe(SITE);
  });

  it('puts the page cache and the access log in the run folder when told', () => {
    const site = nginx.renderSite({
      upstreams: ['127.0.0.1:18281'],
      releasesDir: '/tmp/stack/releases',
      listen: 18280,
      cacheDir: '/tmp/stack/cache',
      accessLog: '/tmp/stack/access.log',
    });
    expect(site).toMatch(/^proxy_cache_path \/tmp\/stack\/cache levels=1:2 keys_zone=dis_pages:/m);
    expect(site).toMatch(/^\s*access_log \/tmp\/stack\/access\.log dis_json;$/m);
    expect(site.replace(/#.*$/gm, '')).not.toMatch(/\/var\/(cache|log)\//);
  });

  it('refuses a file that lost a line it replaces, and a folder nginx would misread', () => {
    const options = { upstreams: ['127.0.0.1:1'], releasesDir: '/r', listen: 1 };
    expect(() => nginx.renderSite({ ...options, site: SITE.replace('listen 80;', 'listen 8080;') })).toThrow(
      /exactly one `listen 80;` line/,
    );
    expect(() =>
      nginx.renderSite({ ...options, site: SITE.replace(/server server:8080/, 'server web:8080') }),
    ).toThrow(/server server:8080/);
    expect(() => nginx.renderSite({ ...options, releasesDir: '/tmp/a b' })).toThrow(/unsafe folder/);
    expect(() => nginx.renderSite({ ...options, upstreams: [] })).toThrow(/no upstream/);
    expect(() => nginx.renderSite({ ...options, site: SITE.replace(/^proxy_cache_path .*$/m, '') })).toThrow(
      /proxy_cache_path/,
    );
    expect(() => nginx.renderSite({ ...options, cacheDir: 'relative/cache' })).toThrow(/absolute path/);
  });
});

withNginx('deploy/nginx.conf under Debian’s nginx', () => {
  it('has Debian’s nginx to check with (apt-get install nginx; SKIP_NGINX_CHECKS=1 skips these checks)', () => {
    expect({ nginx: BINARY, installed: HAS_NGINX }).toEqual({ nginx: expect.any(String), installed: true });
  });

  it('passes `nginx -t` as compose uses it (listen 80, /releases), wrapped in a main configuration', () => {
    // What is checked: the syntax and every directive's arguments of deploy/nginx.conf as compose
    // mounts it, in an http block like the official image's. Only the upstream host differs:
    // `server` resolves inside compose's network, not here, and nginx -t resolves upstream names,
    // so the test render names 127.0.0.1:8080 instead. Nothing listens or is read: -t binds no port.
    const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-conf-test-'));
    try {
      const mainFile = nginx.writeNginxConfig({
        runDir,
        upstreams: ['127.0.0.1:8080'],
        releasesDir: '/releases',
        listen: 80,
      });
      const result = spawnSync(BINARY!, ['-t', ...nginx.nginxArgs(runDir, mainFile)], { encoding: 'utf8' });
      expect(result.stderr).toContain('test is successful');
      expect(result.status).toBe(0);
    } finally {
      fs.rmSync(runDir, { recursive: true, force: true });
    }
  });

  describe('serving the release layout in front of two replicas', () => {
    let nginxProcess: ChildProcess;
    let base: string;
    let dir: string;
    const replicas: http.Server[] = [];
    const BUILD = '20261127091500-aa6d4c1';
    const OLD = '20261126080000-0123abc-dirty';

    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-conf-serve-'));
      const releases = path.join(dir, 'releases');
      const put = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(releases, file)), { recursive: true });
        fs.writeFileSync(path.join(releases, file), text);
      };
      put('shell/pool/chunks/1.abc.js', 'pooled chunk');
      put('shell/current', `${BUILD}\n`);
      put(`remote-system/${BUILD}/remoteEntry.js`, 'entry of the current build');
      put(`remote-system/${BUILD}/chunks/7.def.js`, 'chunk of the current build');
      put(`remote-system/${OLD}/remoteEntry.js`, 'entry of an older build');
      put(`remote-system/${BUILD}/.build-stamp`, 'not for browsers');
      put('remote-system/current', `${BUILD}\n`);
      put(`remote-marketing/${BUILD}/ssr/render.cjs`, 'the render');

      const ports: number[] = [];
      let drawn = 0;
      for (const name of ['a', 'b']) {
        const replica = http.createServer((request, response) => {
          response.setHeader('X-Replica', name);
          // a page the server marks as the same for everybody for 30 s (server/src/plugins/page-cache.ts)
          if (request.url?.startsWith('/Kept')) {
            drawn += 1;
            response.setHeader('Content-Type', 'text/html');
            response.setHeader('Cache-Control', 'no-cache');
            response.setHeader('X-Accel-Expires', '30');
            response.setHeader('X-Request-Id', String(request.headers['x-request-id']));
            response.end(`page ${drawn} for ${request.headers['accept-encoding'] ?? 'identity'}`);
            return;
          }
          response.setHeader('Content-Type', 'application/json');
          response.end(
            JSON.stringify({ url: request.url, forwardedFor: request.headers['x-forwarded-for'] }),
          );
        });
        await new Promise<void>((resolve) => replica.listen(0, '127.0.0.1', resolve));
        ports.push((replica.address() as net.AddressInfo).port);
        replicas.push(replica);
      }
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      const mainFile = nginx.writeNginxConfig({
        runDir: dir,
        upstreams: ports.map((p) => `127.0.0.1:${p}`),
        releasesDir: releases,
        listen: `127.0.0.1:${port}`,
      });
      nginxProcess = spawn(BINARY!, nginx.nginxArgs(dir, mainFile), { stdio: 'ignore' });
      for (let attempt = 0; attempt < 100; attempt += 1) {
        try {
          await fetch(`${base}/chunks/1.abc.js`);
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      throw new Error(`nginx did not start: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    });

    afterAll(async () => {
      if (nginxProcess && nginxProcess.exitCode === null) {
        const exited = new Promise((resolve) => nginxProcess.once('exit', resolve));
        nginxProcess.kill('SIGTERM');
        await exited;
      }
      for (const replica of replicas) replica.closeAllConnections();
      await Promise.all(replicas.map((replica) => new Promise((resolve) => replica.close(resolve))));
      fs.rmSync(dir, { recursive: true, force: true });
    });

    const get = async (url: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}${url}`, { headers });
      return { status: response.status, headers: response.headers, body: await response.text() };
    };

    it('serves each build of a remote under /mf/<name>/<build>/, with the cache rules', async () => {
      const entry = await get(`/mf/system/${BUILD}/remoteEntry.js`);
      expect([entry.status, entry.body]).toEqual([200, 'entry of the current build']);
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      const chunk = await get(`/mf/system/${BUILD}/chunks/7.def.js`);
      expect([chunk.status, chunk.body]).toEqual([200, 'chunk of the current build']);
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await get(`/mf/system/${OLD}/remoteEntry.js`)).body).toBe('entry of an older build');
      expect((await get(`/mf/marketing/${BUILD}/ssr/render.cjs`)).body).toBe('the render');
      // the security headers of the files nginx serves (security-headers.test.ts holds the values)
      expect(entry.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(entry.headers.get('x-content-type-options')).toBe('nosniff');
      expect(entry.headers.get('x-replica')).toBeNull();
    });

    it('answers a plain 404 for anything else under /mf/, never a replica', async () => {
      for (const url of [
        '/mf/system/remoteEntry.js',
        '/mf/system/current',
        `/mf/system/${BUILD}/.build-stamp`,
        `/mf/nothing/${BUILD}/remoteEntry.js`,
        `/mf/system/${BUILD}/../current`,
      ]) {
        const answer = await get(url);
        expect([url, answer.status, answer.headers.get('x-replica')]).toEqual([url, 404, null]);
      }
    });

    it('serves the shell’s hashed files from the pool and forwards the rest to the replicas', async () => {
      const pooled = await get('/chunks/1.abc.js');
      expect([pooled.status, pooled.body]).toEqual([200, 'pooled chunk']);
      expect(pooled.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const answeredBy = new Set<string | null>();
      for (const url of [
        '/',
        '/About',
        '/main.js',
        '/remotes.json',
        '/builds.json',
        '/robots.txt',
        '/prod-api/getInfo',
      ]) {
        const answer = await get(url, { 'X-Forwarded-For': '203.0.113.9' });
        expect(JSON.parse(answer.body)).toEqual({ url, forwardedFor: '127.0.0.1' });
        // a forwarded answer carries the server's headers only
        expect(answer.headers.get('content-security-policy')).toBeNull();
        answeredBy.add(answer.headers.get('x-replica'));
      }
      expect([...answeredBy].sort()).toEqual(['a', 'b']);
    });

    it('keeps a page the server marks as shared, per language cookie and encoding, never for a signed-in browser', async () => {
      /** what nginx's cache did for the last request of `uri`, from the JSON access log */
      const verdict = async (uri: string) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const lines = fs
          .readFileSync(path.join(dir, 'access.log'), 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as { uri: string; cache: string });
        return lines.filter((line) => line.uri === uri).at(-1)?.cache;
      };
      const first = await get('/Kept?x=1', { 'Accept-Encoding': 'gzip' });
      expect(await verdict('/Kept?x=1')).toBe('MISS');
      const again = await get('/Kept?x=1', { 'Accept-Encoding': 'gzip' });
      expect([again.body, await verdict('/Kept?x=1')]).toEqual([first.body, 'HIT']);
      // nginx reads X-Accel-Expires and keeps it to itself; the browser still revalidates
      expect(again.headers.get('x-accel-expires')).toBeNull();
      expect(again.headers.get('cache-control')).toBe('no-cache');
      const english = await get('/Kept?x=1', { 'Accept-Encoding': 'gzip', Cookie: 'lang=en' });
      expect(english.body).not.toBe(first.body);
      const brotli = await get('/Kept?x=1', { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(brotli.body).not.toBe(first.body);
      const signedIn = await get('/Kept?x=1', {
        'Accept-Encoding': 'gzip',
        Cookie: 'lang=zh-cn; Admin-Token=abc',
      });
      expect(await verdict('/Kept?x=1')).toBe('BYPASS');
      expect(signedIn.body).not.toBe(first.body);
    });

    it('names each request by one id, sent to the replica and back to the browser, files included', async () => {
      const page = await get('/Kept?id=1');
      expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
      const file = await get('/chunks/1.abc.js');
      expect(file.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
      expect(file.headers.get('x-request-id')).not.toBe(page.headers.get('x-request-id'));
      const logged = fs
        .readFileSync(path.join(dir, 'access.log'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { request_id: string; uri: string; upstream: string });
      expect(logged.find((line) => line.request_id === page.headers.get('x-request-id'))).toMatchObject({
        uri: '/Kept?id=1',
      });
    });

    it('sends every request to the replica left when one is gone, writes included', async () => {
      const closed = new Promise((resolve) => replicas[0]!.close(resolve));
      replicas[0]!.closeAllConnections();
      await closed;
      // nginx notices the closed idle connections it kept to the replica
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (const method of ['GET', 'POST', 'GET', 'POST', 'GET']) {
        const response = await fetch(`${base}/prod-api/system/post`, {
          method,
          body: method === 'GET' ? undefined : '{}',
        });
        expect([method, response.status, response.headers.get('x-replica')]).toEqual([method, 200, 'b']);
      }
    });
  });
});
