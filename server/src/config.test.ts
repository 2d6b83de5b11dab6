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
        TRUST_PROXY: '10.0.0.0/8',
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
      trustProxy: '10.0.0.0/8',
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
    ]) {
      expect(message).toContain(fragment);
    }
  });
});
