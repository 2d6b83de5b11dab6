import crypto from 'node:crypto';
import path from 'node:path';
import type { AppConfig } from '../src/config';

/**
 * The configuration of an app built in-process (the integration tests, the code generator's proof
 * and gen:try): an embedded database in `dataDir`, no captcha, no static files, a fresh JWT secret,
 * no pressure refusals (a loaded machine is no reason to turn requests away).
 */
export function inProcessConfig(dataDir: string, apiPrefix: string): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    cacheKeyPrefix: '',
    jwtSecret: crypto.randomBytes(48).toString('hex'),
    captchaEnabled: false,
    apiPrefix,
    staticRoot: path.join(dataDir, 'no-static-root'),
    serveStatic: false,
    remoteUrls: {},
    logLevel: 'silent',
    trustProxy: false,
    pressure: { maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0 },
    pageCacheSeconds: 5,
  };
}
