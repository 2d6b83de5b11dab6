/** @jest-environment ./server/test/native-modules-environment.cjs */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { START_TIMEOUT, startTestApp, type TestApp } from './helper';

/**
 * The server on release folders (docs/architecture.md "Releases: one build per section, repointed
 * at run time"; docs/site/rendering.md "Where the render comes from"): fake builds released with
 * `npm run release -- --from-dist=…`, repointed with `npm run deploy`, the server never restarted.
 * `t` serves the files itself (the one-process mode) and takes the marketing render over HTTP from
 * a stand-in static host (STATIC_ORIGIN); `behind` serves no files (behind nginx) and reads the
 * render from the folder.
 */
const REPO = path.resolve(__dirname, '..', '..');
let work: string;
let releases: string;
let t: TestApp;
let behind: TestApp;
let staticHost: http.Server;
const fetched: string[] = [];

const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>DIS</title>' +
  '<script defer="defer" src="/main.js"></script></head><body><div id="app"></div></body></html>';

/** A render build with the interface of render.ts: its markup names its version. */
const renderBuild = (version: string) => `
exports.createRenderer = async ({ publicPath }) => async ({ url, lang }) => ({
  html: '<main><h1>marketing ${version} ' + lang + ' ' + url + '</h1><img src="' + publicPath + 'assets/a.png" alt=""></main>',
  title: 'Title ${version}',
  description: 'About ${version}',
  seed: { lang, words: {}, answers: {} },
  requests: ['marketing/site/home'],
  status: 200,
  siteName: 'DIS',
  structuredData: [],
});
`;

/** The build output of `dir` at `version`, as webpack would leave it (small stand-ins). */
function fakeDist(dir: string, version: string) {
  const dist = path.join(work, 'src', dir, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  if (dir === 'shell') {
    write(path.join(dist, 'index.html'), INDEX);
    write(path.join(dist, 'main.js'), `/* shell ${version} */`);
    write(path.join(dist, 'chunks', `start.${version}.js`), `/* start ${version} */`);
    write(
      path.join(dist, 'chunks.json'),
      JSON.stringify({ bootstrap: { js: [`chunks/start.${version}.js`], css: [] } }),
    );
    return;
  }
  write(path.join(dist, 'remoteEntry.js'), `var ${dir.replace('-', '_')} = ${JSON.stringify(version)};`);
  write(path.join(dist, 'chunks', `page.${version}.js`), `/* page ${version} */`);
  if (dir === 'remote-marketing') {
    write(
      path.join(dist, 'chunks', `home.${version}.css`),
      `.home{color:#${version === 'v1' ? '111' : '222'}}`,
    );
    write(
      path.join(dist, 'exposes.json'),
      JSON.stringify({
        './site/home': { js: [`chunks/page.${version}.js`], css: [`chunks/home.${version}.css`] },
      }),
    );
    write(path.join(dist, 'ssr', 'render.cjs'), renderBuild(version));
  } else write(path.join(dist, 'exposes.json'), '{}');
}

let clock = 1_800_000_000;
/** `npm run release -- <app> --from-dist=…` of a fresh fake build; returns its build id. */
function release(app: string, dir: string, version: string): string {
  fakeDist(dir, version);
  clock += 60;
  const result = spawnSync(
    process.execPath,
    [path.join(REPO, 'scripts', 'release.mjs'), app, `--from-dist=${path.join(work, 'src')}`],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        RELEASES_DIR: releases,
        SOURCE_DATE_EPOCH: String(clock),
        GIT_COMMIT: 'abc1234',
      },
    },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return /: (\S+) is current/.exec(result.stdout)![1]!;
}

function deploy(app: string, build: string) {
  const result = spawnSync(process.execPath, [path.join(REPO, 'scripts', 'deploy.mjs'), app, '--to', build], {
    encoding: 'utf8',
    env: { ...process.env, RELEASES_DIR: releases },
  });
  if (result.status !== 0) throw new Error(result.stderr);
}

/** The stand-in for nginx: `/mf/<name>/<build>/…` from the release folders, nothing else. */
function startStaticHost(): Promise<string> {
  staticHost = http.createServer((request, response) => {
    fetched.push(request.url ?? '');
    const match = /^\/mf\/([a-z]+)\/([\w.-]+)\/([\w./-]+)$/.exec(request.url ?? '');
    const file = match && path.join(releases, `remote-${match[1]}`, match[2]!, match[3]!);
    if (!file || file.includes('..') || !fs.existsSync(file)) {
      response.writeHead(404).end('Not Found');
      return;
    }
    response.writeHead(200).end(fs.readFileSync(file));
  });
  return new Promise((resolve) =>
    staticHost.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(staticHost.address() as AddressInfo).port}`),
    ),
  );
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-releases-'));
  releases = path.join(work, 'releases');
  ids.shell1 = release('shell', 'shell', 'v1');
  ids.marketing1 = release('marketing', 'remote-marketing', 'v1');
  ids.system1 = release('system', 'remote-system', 'v1');
  const staticOrigin = await startStaticHost();
  t = await startTestApp({ releasesDir: releases, staticOrigin, serveStatic: true });
  behind = await startTestApp({ releasesDir: releases, serveStatic: false });
}, START_TIMEOUT);

afterAll(async () => {
  await t?.close();
  await behind?.close();
  await new Promise((resolve) => staticHost?.close(resolve));
  fs.rmSync(work, { recursive: true, force: true });
});

const BROWSER = { host: 'www.example.com', accept: 'text/html' };
const get = (url: string, app: TestApp = t) => app.app.inject({ method: 'GET', url, headers: BROWSER });

/** The document's inline remote map, page and shell build. */
function inlineOf(body: string) {
  const code = /<script>(window\.__DIS_REMOTES__=[^<]*)<\/script>/.exec(body)?.[1] ?? '';
  const remotes = JSON.parse(/__DIS_REMOTES__=(\{[^}]*\})/.exec(code)?.[1] ?? 'null') as Record<
    string,
    string
  >;
  const build = JSON.parse(/__DIS_BUILD__=("[^"]*")/.exec(code)?.[1] ?? 'null') as string | null;
  return { code, remotes, build };
}

const sha256 = (code: string) =>
  `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`;

describe('the server on release folders', () => {
  it('announces the current builds in /remotes.json and /builds.json, never cached', async () => {
    for (const app of [t, behind]) {
      const remotes = await get('/remotes.json', app);
      expect(remotes.headers['cache-control']).toBe('no-cache');
      expect(remotes.json()).toEqual({
        marketing: `/mf/marketing/${ids.marketing1}/remoteEntry.js`,
        system: `/mf/system/${ids.system1}/remoteEntry.js`,
        // not released: its usual address, which answers 404 (its section is unavailable)
        monitor: '/mf/monitor/remoteEntry.js',
        tools: '/mf/tools/remoteEntry.js',
        sales: '/mf/sales/remoteEntry.js',
      });
      const builds = await get('/builds.json', app);
      expect(builds.headers['cache-control']).toBe('no-cache');
      expect(builds.json()).toEqual({ shell: ids.shell1, marketing: ids.marketing1, system: ids.system1 });
    }
  });

  it('puts the map and the shell build inline in the document, allowed by its hash', async () => {
    const response = await get('/system/user');
    expect(response.statusCode).toBe(200);
    const { code, remotes, build } = inlineOf(response.body);
    expect(remotes.system).toBe(`/mf/system/${ids.system1}/remoteEntry.js`);
    expect(build).toBe(ids.shell1);
    expect(response.headers['content-security-policy']).toContain(sha256(code));
  });

  it('renders the public pages with the current marketing build, fetched from its deployment', async () => {
    const response = await get('/?lang=en');
    expect(response.body).toContain('<h1>marketing v1 en /</h1>');
    expect(response.body).toContain(`<img src="/mf/marketing/${ids.marketing1}/assets/a.png" alt="">`);
    // the page's script from its own build, its stylesheet inlined from the verified copy
    expect(response.body).toContain(`"/mf/marketing/${ids.marketing1}/chunks/page.v1.js"`);
    expect(response.body).toContain('.home{color:#111}');
    expect(fetched).toContain(`/mf/marketing/${ids.marketing1}/ssr/render.cjs`);
    expect(fetched).toContain(`/mf/marketing/${ids.marketing1}/build.json`);
    // behind nginx without STATIC_ORIGIN: read from the release folder
    expect((await get('/?lang=en', behind)).body).toContain('<h1>marketing v1 en /</h1>');
  });

  it('follows a new release and a deploy back without a restart', async () => {
    ids.system2 = release('system', 'remote-system', 'v2');
    ids.marketing2 = release('marketing', 'remote-marketing', 'v2');
    for (const app of [t, behind]) {
      expect((await get('/remotes.json', app)).json()).toMatchObject({
        marketing: `/mf/marketing/${ids.marketing2}/remoteEntry.js`,
        system: `/mf/system/${ids.system2}/remoteEntry.js`,
      });
      expect((await get('/builds.json', app)).json()).toMatchObject({ system: ids.system2 });
      const page = await get('/?lang=en', app);
      expect(page.body).toContain('<h1>marketing v2 en /</h1>');
      expect(inlineOf(page.body).remotes.system).toBe(`/mf/system/${ids.system2}/remoteEntry.js`);
      expect(page.body).toContain('.home{color:#222}');
    }
    deploy('system', ids.system1);
    deploy('marketing', ids.marketing1);
    expect((await get('/builds.json')).json()).toMatchObject({
      system: ids.system1,
      marketing: ids.marketing1,
    });
    const page = await get('/?lang=en');
    expect(page.body).toContain('<h1>marketing v1 en /</h1>');
    expect(inlineOf(page.body).remotes.system).toBe(`/mf/system/${ids.system1}/remoteEntry.js`);
    // and forward again: the verified copy kept under DATA_DIR is taken
    deploy('system', ids.system2);
    deploy('marketing', ids.marketing2);
    for (const app of [t, behind])
      expect((await get('/?lang=en', app)).body).toContain('<h1>marketing v2 en /</h1>');
  });

  it("serves every retained build's files: chunks immutable, entry files revalidated", async () => {
    const old = await get(`/mf/system/${ids.system1}/chunks/page.v1.js`);
    expect(old.statusCode).toBe(200);
    expect(old.body).toBe('/* page v1 */');
    expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const file of ['remoteEntry.js', 'build.json', 'exposes.json']) {
      const entry = await get(`/mf/system/${ids.system2}/${file}`);
      expect(entry.statusCode).toBe(200);
      expect(entry.headers['cache-control']).toBe('no-cache');
    }
    // the marketing render is served with its build (the servers fetch it); no other server build
    expect((await get(`/mf/marketing/${ids.marketing2}/ssr/render.cjs`)).statusCode).toBe(200);
    for (const url of [
      `/mf/system/${ids.system2}/ssr/render.cjs`,
      '/mf/system/20990101000000-abc1234/remoteEntry.js',
      `/mf/payroll/${ids.system2}/remoteEntry.js`,
      `/mf/system/${ids.system2}/../../shell/current`,
      '/ssr/render.cjs',
    ])
      expect((await get(url)).statusCode).toBe(404);
    // behind nginx the server serves no files
    expect((await get(`/mf/system/${ids.system1}/chunks/page.v1.js`, behind)).statusCode).toBe(404);
  });

  it("serves the current shell at /, and earlier shell builds' chunks from the pool", async () => {
    ids.shell2 = release('shell', 'shell', 'v2');
    const main = await get('/main.js');
    expect(main.body).toBe('/* shell v2 */');
    expect(main.headers['cache-control']).toBe('no-cache');
    // a page opened before the deploy still finds its chunk
    const earlier = await get('/chunks/start.v1.js');
    expect(earlier.statusCode).toBe(200);
    expect(earlier.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/chunks/start.v2.js')).statusCode).toBe(200);
    const document = await get('/system/user');
    expect(inlineOf(document.body).build).toBe(ids.shell2);
    expect(document.body).toContain('/chunks/start.v2.js');
  });

  it('refuses a marketing build whose render does not match its build.json, keeping the render it had', async () => {
    const errors = jest.spyOn(t.app.log, 'error');
    ids.marketing3 = release('marketing', 'remote-marketing', 'v3');
    // changed after the release: its SHA-256 is no longer the one build.json lists
    fs.appendFileSync(
      path.join(releases, 'remote-marketing', ids.marketing3, 'ssr', 'render.cjs'),
      '\n// tampered',
    );
    const page = await get('/?lang=en');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>marketing v2 en /</h1>');
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ kept: ids.marketing2 }),
      expect.stringContaining('refused'),
    );
    expect(String((errors.mock.calls[0]![0] as { err: Error }).err.message)).toContain(
      `ssr/render.cjs does not match build ${ids.marketing3}'s build.json`,
    );
    // nothing of it was kept or loaded
    expect(
      fs.existsSync(path.join(t.config.dataDir, 'releases', 'remote-marketing', ids.marketing3, 'ssr')),
    ).toBe(false);
    expect((await get('/?lang=en')).body).toContain('<h1>marketing v2 en /</h1>');
    errors.mockRestore();
    // the next good build is taken at once
    ids.marketing4 = release('marketing', 'remote-marketing', 'v4');
    expect((await get('/?lang=en')).body).toContain('<h1>marketing v4 en /</h1>');
  });

  it('says so when no shell build is current, rather than failing', async () => {
    const current = path.join(releases, 'shell', 'current');
    // a current naming a build folder that is not there (a volume copied in part)
    fs.writeFileSync(`${current}.tmp`, '20990101000000-abc1234\n');
    fs.renameSync(`${current}.tmp`, current);
    try {
      const page = await get('/system/user');
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('The site is not deployed yet (no current shell build).');
      expect(page.body).toContain('网站尚未部署');
      expect((await get('/builds.json')).json()).not.toHaveProperty('shell');
      expect((await get('/main.js')).statusCode).toBe(404);
    } finally {
      fs.writeFileSync(`${current}.tmp`, `${ids.shell2}\n`);
      fs.renameSync(`${current}.tmp`, current);
    }
    expect((await get('/system/user')).statusCode).toBe(200);
  });
});
