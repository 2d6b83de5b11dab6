// The compose file against the repository (docs/deploy.md "docker-compose"): no Docker engine runs
// here, so what `docker compose up` would trip over is checked from the files themselves — the
// images' build contexts, Dockerfiles and the files they copy, the variables and .env.example, the
// server's environment and server/src/config.ts, the volumes and the paths nginx and the app images
// use, one image and one service per app of the one list of remotes.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import list from '@dis/contract/remotes.json';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  healthcheck?: { test: string[] | string };
  command?: string[];
  networks?: Record<string, { ipv4_address?: string }>;
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const composeText = read('docker-compose.yml');
// `<<: *publish` (the part the app images' services share) is a YAML merge key, as compose reads it
const compose = parse(composeText, { merge: true }) as Compose;
const services = compose.services;

/** The apps of the one list of remotes, each with its own image: the shell and every remote. */
const APPS = [
  { dir: list.shell.dir, name: 'shell' },
  ...list.remotes.map((remote) => ({ dir: remote.dir, name: remote.name })),
];

/** `releases:/releases:ro` → its parts. */
function mount(spec: string): { source: string; target: string; mode: string } {
  const [source, target, mode = 'rw'] = spec.split(':');
  return { source, target, mode };
}
const isNamedVolume = (source: string): boolean => !source.startsWith('.') && !source.startsWith('/');

/** A .dockerignore line as a regular expression over a context-relative path. */
function ignoreRule(pattern: string): RegExp {
  const body = pattern
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map((part) =>
      part === '**'
        ? '.*'
        : part
            .replace(/[.+^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '[^/]*')
            .replace(/\?/g, '[^/]'),
    )
    .join('/')
    .replace(/\.\*\//g, '(?:.*/)?');
  return new RegExp(`^${body}(?:/|$)`);
}

/** The Dockerfile's `COPY` instructions that read the build context (not another stage). */
function contextCopies(dockerfile: string): string[] {
  const text = readFileSync(dockerfile, 'utf8').replace(/\\\n/g, ' ');
  const sources: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^\s*(?:COPY|ADD)\s+(.*)$/i.exec(line);
    if (!match) continue;
    const words = match[1].trim().startsWith('[')
      ? (JSON.parse(match[1]) as string[])
      : match[1].trim().split(/\s+/);
    if (words.some((word) => word.startsWith('--from='))) continue;
    const paths = words.filter((word) => !word.startsWith('--'));
    sources.push(...paths.slice(0, -1));
  }
  return sources;
}

describe('docker-compose.yml against the repository', () => {
  it('builds every image from a context, a Dockerfile and files that exist and reach the build', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
      .map(ignoreRule);
    const problems: string[] = [];
    for (const [name, service] of Object.entries(services)) {
      if (!service.build) {
        if (!service.image) problems.push(`${name} has neither build nor image`);
        continue;
      }
      const context = path.resolve(ROOT, service.build.context);
      if (!existsSync(context) || !statSync(context).isDirectory()) {
        problems.push(`${name}: build context ${service.build.context} is not a folder`);
        continue;
      }
      const dockerfile = path.join(context, service.build.dockerfile ?? 'Dockerfile');
      if (!existsSync(dockerfile)) {
        problems.push(`${name}: ${service.build.dockerfile} does not exist`);
        continue;
      }
      for (const source of contextCopies(dockerfile)) {
        const relative = path.posix.normalize(source).replace(/^\.\/?|\/$/g, '');
        if (relative && !existsSync(path.join(context, relative)))
          problems.push(`${name}: ${service.build.dockerfile} copies ${source}, which does not exist`);
        else if (relative && ignored.some((rule) => rule.test(relative)))
          problems.push(
            `${name}: ${service.build.dockerfile} copies ${source}, which .dockerignore leaves out`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it('uses exactly the variables .env.example documents, and .env.example holds no secret', () => {
    const used = new Set([...composeText.matchAll(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]));
    const example = read('.env.example');
    const documented = new Map(
      [...example.matchAll(/^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2]] as const),
    );
    expect([...used].filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented.keys()].filter((name) => !used.has(name))).toEqual([]);
    // the secrets are left empty: compose refuses to start until the operator makes them
    expect(documented.get('POSTGRES_PASSWORD')).toBe('');
    expect(documented.get('JWT_SECRET')).toBe('');
    expect(composeText).toMatch(/\$\{POSTGRES_PASSWORD:\?/);
    expect(composeText).toMatch(/\$\{JWT_SECRET:\?/);
    expect(example).toContain('openssl rand -hex 32');
    // and nothing keeps a real .env out of git or sends it into an image
    expect(read('.gitignore').split('\n')).toContain('.env');
    expect(read('.dockerignore').split('\n')).toContain('.env');
  });

  it('sets only server variables that server/src/config.ts reads', () => {
    const config = read('server/src/config.ts');
    const read_ = new Set([
      ...[...config.matchAll(/env\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]),
      // read through a helper by name: pressureNumber('PRESSURE_…', …)
      ...[...config.matchAll(/'([A-Z][A-Z0-9]*_[A-Z0-9_]+)'/g)].map((m) => m[1]),
      // REMOTE_<NAME>_URL, one per remote of the list
      ...list.remotes.map((remote) => `REMOTE_${remote.name.toUpperCase()}_URL`),
    ]);
    const set = Object.keys(services.server.environment ?? {});
    expect(set.length).toBeGreaterThan(5);
    expect(set.filter((name) => !read_.has(name))).toEqual([]);
  });

  it('gives each app of the one list its own image and one-shot service, and no image to anything else', () => {
    const dockerfiles = readdirSync(path.join(ROOT, 'deploy'))
      .filter((file) => file.endsWith('.Dockerfile'))
      .sort();
    expect(dockerfiles).toEqual([...APPS.map((app) => `${app.dir}.Dockerfile`), 'server.Dockerfile'].sort());
    for (const app of APPS) {
      const service = services[app.dir];
      expect(service?.build).toEqual({
        context: '.',
        dockerfile: `deploy/${app.dir}.Dockerfile`,
        args: { GIT_COMMIT: '${GIT_COMMIT:-}' },
      });
      const dockerfile = read(`deploy/${app.dir}.Dockerfile`);
      // it builds that app alone, releases it under its own folder, and publishes that folder
      expect(dockerfile).toContain(`node scripts/build.mjs --force --only=${app.dir}\n`);
      expect(dockerfile).toContain(`RELEASES_DIR=/release node scripts/release.mjs ${app.name} --from-dist`);
      expect(dockerfile).toContain(`COPY --from=build /release/${app.dir} /release/${app.dir}\n`);
      expect(dockerfile).toContain(
        `ENV APP_DIR=${app.dir} RELEASE_SOURCE=/release RELEASES_DIR=/releases PUBLISH_MODULE=/app/scripts/publish.mjs\n`,
      );
      expect(dockerfile).toContain('COPY deploy/publish.sh /usr/local/bin/publish.sh\n');
      // the one writer of the release layout, as `npm run release` runs it (scripts/lib/publish.test.ts)
      expect(dockerfile).toContain('COPY scripts/lib/releases.cjs scripts/lib/releases.cjs\n');
      expect(dockerfile).toContain('ENTRYPOINT ["/bin/sh", "/usr/local/bin/publish.sh"]\n');
      // the app's service runs once against the shared volume, and the rest start after it
      expect(service.volumes).toEqual(['releases:/releases']);
      expect(service.ports).toBeUndefined();
      for (const waiting of ['server', 'nginx'])
        expect(services[waiting].depends_on?.[app.dir]).toEqual({
          condition: 'service_completed_successfully',
        });
    }
    const appServices = Object.keys(services).filter(
      (name) => services[name].build?.dockerfile !== undefined,
    );
    expect(appServices.sort()).toEqual([...APPS.map((app) => app.dir), 'server'].sort());
    // the one image that held everything is gone
    expect(existsSync(path.join(ROOT, 'deploy/web.Dockerfile'))).toBe(false);
  });

  it('declares the volumes it uses and mounts the releases where nginx, the server and the app images look', () => {
    const declared = Object.keys(compose.volumes ?? {});
    const used = new Set<string>();
    for (const service of Object.values(services))
      for (const spec of service.volumes ?? []) {
        const { source } = mount(spec);
        if (isNamedVolume(source)) used.add(source);
        else expect(existsSync(path.resolve(ROOT, source))).toBe(true);
      }
    expect([...used].sort()).toEqual([...declared].sort());

    const releasesMount = (name: string) =>
      (services[name].volumes ?? []).map(mount).find((m) => m.source === 'releases');
    expect(releasesMount('nginx')).toEqual({ source: 'releases', target: '/releases', mode: 'ro' });
    expect(releasesMount('server')).toEqual({ source: 'releases', target: '/releases', mode: 'ro' });
    expect(services.server.environment?.RELEASES_DIR).toBe('/releases');
    expect(read('deploy/nginx.conf')).toMatch(/\/releases\//);
    expect(read('deploy/publish.sh')).toContain('RELEASES_DIR="${RELEASES_DIR:-/releases}"');
    // uploads shared by the replicas, under the DATA_DIR the server writes them to
    const data = (services.server.volumes ?? []).map(mount).find((m) => m.source === 'uploads');
    expect(data?.target).toBe(services.server.environment?.DATA_DIR);
    expect(data?.mode).toBe('rw');
  });

  it('publishes only nginx, which reaches the replicas and is reached by them under the names used', () => {
    const published = Object.entries(services)
      .filter(([, service]) => service.ports)
      .map(([name, service]) => [name, service.ports]);
    // only nginx is published, and the replicas believe X-Forwarded-For from nginx's address alone
    // (docs/security.md "Proxy trust")
    expect(published).toEqual([['nginx', ['${HTTP_PORT:-8080}:80']]]);
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toMatch(/^\s*listen 80;/m);
    const env = services.server.environment ?? {};
    expect(nginx).toMatch(new RegExp(`^\\s*server server:${env.PORT}\\b`, 'm'));
    expect(nginx).toContain(`location ${env.API_PREFIX}/`);
    const nginxAddress = services.nginx.networks?.default?.ipv4_address;
    expect(env.TRUST_PROXY).toBe(nginxAddress);
    expect(nginxAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(new URL(env.STATIC_ORIGIN).hostname).toBe('nginx');
    expect(services.nginx.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(new URL(env.DATABASE_URL).hostname).toBe('postgres');
    expect(new URL(env.REDIS_URL).hostname).toBe('redis');
    expect(services.nginx.depends_on?.server).toBeDefined();
  });

  it('keeps Redis on an append-only file of its own volume, so sessions survive its restart', () => {
    expect(JSON.stringify(services.redis.command)).toContain('"--appendonly","yes"');
    expect(services.redis.volumes).toContain('redisdata:/data');
  });

  it('serves the metrics on a port of their own that nothing publishes and nginx never forwards to', () => {
    const env = services.server.environment ?? {};
    expect(env.METRICS_PORT).toBe('9464');
    expect(env.METRICS_PORT).not.toBe(env.PORT);
    expect(JSON.stringify(services.server)).not.toContain('9464:');
    expect(read('deploy/nginx.conf')).not.toMatch(/9464|metrics/);
  });

  it('runs two server replicas and health-checks postgres, redis and the server’s readiness', () => {
    expect(services.server.deploy?.replicas).toBe(2);
    for (const name of ['postgres', 'redis', 'server']) expect(services[name].healthcheck?.test).toBeTruthy();
    const env = services.server.environment ?? {};
    expect(JSON.stringify(services.server.healthcheck?.test)).toContain(
      `http://127.0.0.1:${env.PORT}${env.API_PREFIX}/health/ready`,
    );
    expect(services.server.depends_on).toMatchObject({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
  });
});
