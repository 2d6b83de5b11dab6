import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      apiPrefix: '/prod-api',
      serveStatic: 'auto',
      logLevel: 'info',
      cacheKeyPrefix: '',
      trustProxy: false,
      remoteUrls: {},
      pressure: { maxEventLoopDelayMs: 1000, maxEventLoopUtilization: 0 },
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
    expect(config.captchaEnabled).toBeUndefined();
    expect(config.staticRoot).toBe(path.resolve(__dirname, '..', '..'));
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/dis',
        DATABASE_URL: 'postgres://u@db:5432/dis',
        REDIS_URL: 'redis://cache:6379/1',
        CACHE_KEY_PREFIX: 'dis:',
        JWT_SECRET: 'x'.repeat(40),
        CAPTCHA_ENABLED: 'false',
        API_PREFIX: '/api/',
        STATIC_ROOT: '/opt/web',
        SERVE_STATIC: 'true',
        REMOTE_TOOLS_URL: 'https://cdn.example.com/tools/mf-manifest.json',
        REMOTE_SYSTEM_URL: '/other/system/remoteEntry.js',
        LOG_LEVEL: 'WARN',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        PUBLIC_ORIGIN: 'https://WWW.Example.com/',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/srv/app/var/dis',
      databaseUrl: 'postgres://u@db:5432/dis',
      redisUrl: 'redis://cache:6379/1',
      cacheKeyPrefix: 'dis:',
      captchaEnabled: false,
      apiPrefix: '/api',
      staticRoot: '/opt/web',
      serveStatic: true,
      remoteUrls: {
        tools: 'https://cdn.example.com/tools/mf-manifest.json',
        system: '/other/system/remoteEntry.js',
      },
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      publicOrigin: 'https://www.example.com',
    });
  });

  it('reads the pressure limits, 0 switching one off, and refuses nonsense', () => {
    expect(
      loadConfig({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '250', PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '0' })
        .pressure,
    ).toEqual({ maxEventLoopDelayMs: 250, maxEventLoopUtilization: 0 });
    expect(() => loadConfig({ PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '1.5' })).toThrow(
      'PRESSURE_MAX_EVENT_LOOP_UTILIZATION must be a number from 0 to 1, got "1.5"',
    );
  });

  it('trusts exactly the proxies configured, never everybody', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback,fd00::/8,192.168.0.0/16' }).trustProxy).toEqual([
      'loopback',
      'fd00::/8',
      '192.168.0.0/16',
    ]);
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY=${value} would believe any X-Forwarded-For a visitor sends; set the number of proxies in front of the server (TRUST_PROXY=1 behind one nginx) or their addresses/subnets`,
      );
    }
    for (const value of ['nginx', '10.0.0.0/33', '10.0.0.1/8/8', '1.2.3', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        'TRUST_PROXY must be false, a number of proxy hops or a comma-separated list of addresses/subnets',
      );
    }
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow('TRUST_PROXY must be at most 10 proxy hops');
  });

  it('names the replica in X-Replica only when REPLICA_NAME is set, and refuses a name a header cannot carry', () => {
    expect(loadConfig({}).replicaName).toBeUndefined();
    expect(loadConfig({ REPLICA_NAME: ' web-2.b ' }).replicaName).toBe('web-2.b');
    expect(() => loadConfig({ REPLICA_NAME: 'a b' })).toThrow('REPLICA_NAME must be 1 to 64 letters');
    expect(() => loadConfig({ REPLICA_NAME: 'x'.repeat(65) })).toThrow(
      'REPLICA_NAME must be 1 to 64 letters',
    );
  });

  it('serves the metrics on a port of their own only when METRICS_PORT is set', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(loadConfig({ METRICS_PORT: '9464', HOST: '127.0.0.1' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.2' }).metrics?.host).toBe('10.0.0.2');
    expect(() => loadConfig({ METRICS_PORT: '8080' })).toThrow('METRICS_PORT must differ from PORT');
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow('METRICS_PORT must be an integer');
    expect(() => loadConfig({ METRICS_HOST: '127.0.0.1' })).toThrow('METRICS_HOST is read only with');
  });

  it('lets the proxy keep a shared page 5 s unless PAGE_CACHE_SECONDS says otherwise', () => {
    expect(loadConfig({}).pageCacheSeconds).toBe(5);
    expect(loadConfig({ PAGE_CACHE_SECONDS: '0' }).pageCacheSeconds).toBe(0);
    expect(() => loadConfig({ PAGE_CACHE_SECONDS: '1.5' })).toThrow(
      'PAGE_CACHE_SECONDS must be a whole number',
    );
  });

  it('reads the release folders and the static origin the render is fetched from', () => {
    const releases = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-config-releases-'));
    try {
      const config = loadConfig({ RELEASES_DIR: releases, STATIC_ORIGIN: 'http://nginx/' });
      expect(config.releasesDir).toBe(releases);
      expect(config.staticOrigin).toBe('http://nginx');
      expect(loadConfig({}).releasesDir).toBeUndefined();
      expect(() => loadConfig({ RELEASES_DIR: path.join(releases, 'missing') })).toThrow(
        `RELEASES_DIR must be an existing folder (npm run release fills it), got "${path.join(releases, 'missing')}"`,
      );
      expect(() => loadConfig({ RELEASES_DIR: releases, STATIC_ORIGIN: 'http://nginx/mf' })).toThrow(
        'STATIC_ORIGIN must be an origin such as http://nginx (http or https, no path, query or user), got "http://nginx/mf"',
      );
      expect(() => loadConfig({ STATIC_ORIGIN: 'http://nginx' })).toThrow(
        'STATIC_ORIGIN is read only with RELEASES_DIR',
      );
    } finally {
      fs.rmSync(releases, { recursive: true, force: true });
    }
  });

  it('builds URLs on PUBLIC_ORIGIN, required in production', () => {
    // development (NODE_ENV unset, development, test): the request's own origin
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).publicOrigin).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'PUBLIC_ORIGIN must be set when NODE_ENV=production: the address visitors use, such as https://www.example.com',
    );
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://localhost:8080' }).publicOrigin).toBe(
      'http://localhost:8080',
    );
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://www.example.com:443' }).publicOrigin).toBe(
      'https://www.example.com',
    );
    for (const value of [
      'www.example.com',
      'ftp://www.example.com',
      'https://www.example.com/site',
      'https://www.example.com/?a=1',
      'https://www.example.com?',
      'https://www.example.com/#top',
      'https://user:pw@www.example.com',
      'https://',
    ]) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: value })).toThrow(
        `PUBLIC_ORIGIN must be an origin such as https://www.example.com (http or https, no path, query or user), got "${value}"`,
      );
    }
  });

  it('allows an empty API prefix (routes at the root)', () => {
    expect(loadConfig({ API_PREFIX: '' }).apiPrefix).toBe('');
  });

  it('reports every problem at once, clearly', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db/dis',
        REDIS_URL: 'not a url',
        JWT_SECRET: 'short',
        CAPTCHA_ENABLED: 'maybe',
        API_PREFIX: 'api',
        LOG_LEVEL: 'loud',
        REMOTE_MARKETING_URL: 'ftp://x/y',
        TRUST_PROXY: 'true',
        PUBLIC_ORIGIN: 'https://www.example.com/path',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const fragment of [
      'PORT must be an integer',
      'DATABASE_URL must start with postgres:// or postgresql://',
      'REDIS_URL is not a valid URL',
      'JWT_SECRET must be at least 32 characters',
      'CAPTCHA_ENABLED must be true or false',
      'API_PREFIX must be empty or a path',
      'LOG_LEVEL must be one of',
      'REMOTE_MARKETING_URL must start with http:// or https://',
      'TRUST_PROXY=true would believe any X-Forwarded-For',
      'PUBLIC_ORIGIN must be an origin',
    ]) {
      expect(message).toContain(fragment);
    }
  });
});
