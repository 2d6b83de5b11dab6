import os from 'node:os';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import packageJson from '../package.json';
import { CacheKeys } from './cache/store';
import { RedisCacheStore } from './cache/redis-store';
import type { AppConfig } from './config';
import authPlugin from './plugins/auth';
import cachePlugin from './plugins/cache';
import liveBusPlugin from './plugins/live-bus';
import mailPlugin from './plugins/mail';
import dbPlugin from './plugins/db';
import errorsPlugin, { sendNotFoundEnvelope } from './plugins/errors';
import i18nPlugin from './plugins/i18n';
import pressurePlugin from './plugins/pressure';
import publicOriginPlugin from './plugins/public-origin';
import inputGuardPlugin from './plugins/input-guard';
import { fastifyTrustProxy } from './common/client-info';
import securityHeadersPlugin from './plugins/security-headers';
import replicaPlugin, { instanceName, requestIdOf } from './plugins/replica';
import metricsPlugin from './plugins/metrics';
import idempotencyPlugin from './plugins/idempotency';
import pageCachePlugin from './plugins/page-cache';
import jsonBodyPlugin from './plugins/json-body';
import operLogPlugin from './plugins/oper-log';
import contributionsPlugin from './plugins/contributions';
import staticHostPlugin, { shellIndexExists } from './plugins/static-host';
import { distFrontEnd, releasedFrontEnd } from './plugins/releases';
import siteRoutes from './modules/site/routes';
import { isSiteRenderCall } from './modules/site/render';
import { loadOrCreateJwtSecret } from './security/jwt-secret';
import { UPLOAD_MAX_BYTES } from './common/upload-limits';
import profileFiles from './modules/common/profile/routes';
import { openApiOptions } from './modules/docs/service';
import captchaRoutes from './modules/auth/captcha/routes';
import loginRoutes from './modules/auth/routes';
import totpLoginRoutes from './modules/auth/totp/routes';
import infoRoutes from './modules/auth/info/routes';
import userRoutes from './modules/system/user/routes';
import profileRoutes from './modules/system/user/profile/routes';
import userTotpRoutes from './modules/system/user/totp/routes';
import mySessionsRoutes from './modules/system/user/profile/sessions/routes';
import columnPrefRoutes from './modules/system/user/column-pref/routes';
import postRoutes from './modules/system/post/routes';
import noticeRoutes from './modules/system/notice/routes';
import unlockRoutes from './modules/auth/unlock/routes';
import roleRoutes from './modules/system/role/routes';
import authRoleRoutes from './modules/system/user/auth-role/routes';
import menuTreeselectRoutes from './modules/system/menu/treeselect/routes';
import menuRoutes from './modules/system/menu/routes';
import deptRoutes from './modules/system/dept/routes';
import dictRoutes from './modules/system/dict/routes';
import configRoutes from './modules/system/config/routes';
import exportRoutes from './modules/system/export/routes';
import onlineRoutes from './modules/monitor/online/routes';
import jobRoutes from './modules/monitor/job/routes';
import cacheMonitorRoutes from './modules/monitor/cache/routes';
import serverMonitorRoutes from './modules/monitor/server/routes';
import druidRoutes from './modules/monitor/druid/routes';
import logininforRoutes from './modules/monitor/logininfor/routes';
import operlogRoutes from './modules/monitor/operlog/routes';
import logChainRoutes from './modules/monitor/log-chain/routes';
import commonRoutes from './modules/common/routes';
import docsRoutes from './modules/docs/routes';
import healthRoutes from './modules/health/routes';
import trialRoutes from './modules/portal/trial/routes';
import dashboardRoutes from './modules/dashboard/routes';
import portalContentRoutes from './modules/portal/content/routes';
import marketingRoutes from './modules/marketing/routes';
import liveRoutes from './modules/live/routes';
import genRoutes from './modules/tool/gen/routes';
import { lazySchemaCompilers } from './plugins/schema-compilers';
import { loadExcel } from './common/xlsx';
import salesRoutes from './modules/sales/routes';
// Generated modules (docs/tool/gen-output.md): their routes are imported above this line.

declare module 'fastify' {
  interface FastifyInstance {
    appConfig: AppConfig;
    /** compiles the route schemas not asked yet (plugins/schema-compilers.ts); answers how many */
    compileSchemas(step?: () => Promise<void>): Promise<number>;
  }
}

const JSON_BODY_LIMIT = 1024 * 1024;

/** The API routes, all under API_PREFIX; each declares its schema and (by default) needs a login. */
async function apiRoutes(api: FastifyInstance, config: AppConfig): Promise<void> {
  api.addHook('onRoute', (route) => {
    route.config = { access: 'authenticated', ...(route.config ?? {}) };
  });
  if (config.apiPrefix) api.setNotFoundHandler(sendNotFoundEnvelope);
  for (const routes of [
    captchaRoutes,
    loginRoutes,
    totpLoginRoutes,
    infoRoutes,
    userRoutes,
    profileRoutes,
    userTotpRoutes,
    mySessionsRoutes,
    columnPrefRoutes,
    postRoutes,
    noticeRoutes,
    unlockRoutes,
    roleRoutes,
    menuTreeselectRoutes,
    authRoleRoutes,
    menuRoutes,
    deptRoutes,
    dictRoutes,
    configRoutes,
    exportRoutes,
    onlineRoutes,
    jobRoutes,
    cacheMonitorRoutes,
    serverMonitorRoutes,
    druidRoutes,
    logininforRoutes,
    operlogRoutes,
    logChainRoutes,
    commonRoutes,
    docsRoutes,
    healthRoutes,
    trialRoutes,
    dashboardRoutes,
    portalContentRoutes,
    marketingRoutes,
    liveRoutes,
    genRoutes,
    salesRoutes,
    // generated modules (docs/tool/gen-output.md) above this line
  ]) {
    await api.register(routes);
  }
}

/** Registers everything on a fresh instance; see `buildApp`. */
async function assemble(app: FastifyInstance, config: AppConfig): Promise<void> {
  app.decorate('appConfig', config);
  await app.register(i18nPlugin);
  // before the 503 past capacity: every answer carries the security headers (docs/security.md)
  await app.register(securityHeadersPlugin, { remoteUrls: config.remoteUrls });
  // which process answered (X-Replica) and the request's id (X-Request-Id), on every answer
  // including the 503 below
  await app.register(replicaPlugin, { name: config.replicaName });
  // before the 503 past capacity, which it counts (docs/deploy.md "What operators see")
  await app.register(metricsPlugin, {
    apiPrefix: config.apiPrefix,
    port: config.metrics?.port,
    host: config.metrics?.host,
    replica: instanceName(config),
  });
  // a malformed Host is refused before anything reads it (docs/security.md "Public origin")
  await app.register(publicOriginPlugin);
  await app.register(pressurePlugin, { ...config.pressure, apiPrefix: config.apiPrefix });
  // the pages nginx may keep for every visitor a few seconds (docs/deploy.md "The front door")
  await app.register(pageCachePlugin, { apiPrefix: config.apiPrefix, seconds: config.pageCacheSeconds });
  // before the operation log's preHandler: a refused request is no operation
  await app.register(inputGuardPlugin);
  await app.register(errorsPlugin);
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // `request.cookies`: the documents read the session's and the language's (docs/site/document.md)
  await app.register(fastifyCookie);
  await app.register(jsonBodyPlugin);
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 20, fieldSize: 100 * 1024 },
  });
  await app.register(cachePlugin, { redisUrl: config.redisUrl, keyPrefix: config.cacheKeyPrefix });
  // app.live: events to the open consoles, across replicas on Redis (docs/live-updates.md)
  await app.register(liveBusPlugin, { redisUrl: config.redisUrl, keyPrefix: config.cacheKeyPrefix });
  await app.register(fastifyRateLimit, {
    global: false,
    // the server's own render of a public page reads the portal in-process (docs/site/rendering.md)
    allowList: (request) => isSiteRenderCall(request),
    ...(app.cache instanceof RedisCacheStore
      ? { redis: app.cache.client, nameSpace: CacheKeys.rateLimit }
      : {}),
    errorResponseBuilder: (request) => ({ statusCode: 429, code: 429, msg: request.t('error.rateLimited') }),
  });
  await app.register(dbPlugin, { databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // app.mail: the SMTP transport, when SMTP_URL is set (docs/sales/leads.md)
  await app.register(mailPlugin, { mail: config.mail });
  if (!config.jwtSecret && config.databaseUrl) {
    app.log.warn(
      'JWT_SECRET is not set: the secret kept in DATA_DIR is used, so every replica must share DATA_DIR',
    );
  }
  await app.register(authPlugin, {
    jwtSecret: config.jwtSecret ?? loadOrCreateJwtSecret(config.dataDir),
    apiPrefix: config.apiPrefix,
  });
  // the slots feature modules fill: app.dicts, app.rights, app.operLog
  await app.register(contributionsPlugin);
  // before the operation log: a replayed answer is no new operation (docs/api-contract.md)
  await app.register(idempotencyPlugin);
  await app.register(operLogPlugin);
  await app.register(fastifySwagger, openApiOptions(packageJson.version));

  await app.register(async (api) => apiRoutes(api, config), { prefix: config.apiPrefix });
  await app.register(profileFiles, { dataDir: config.dataDir, apiPrefix: config.apiPrefix });

  // `auto` with RELEASES_DIR serves them too: the release folders fill while the server runs
  const serveStatic =
    config.serveStatic === 'auto'
      ? Boolean(config.releasesDir) || shellIndexExists(config.staticRoot)
      : config.serveStatic;
  // with RELEASES_DIR the documents, /remotes.json and /builds.json are the server's even when a
  // static host in front serves the files (docs/architecture.md "Releases")
  if (serveStatic || config.releasesDir) {
    const frontEnd = config.releasesDir
      ? releasedFrontEnd(config.releasesDir, config.remoteUrls)
      : distFrontEnd(config.staticRoot, config.remoteUrls);
    await app.register(staticHostPlugin, {
      staticRoot: config.staticRoot,
      remoteUrls: config.remoteUrls,
      frontEnd,
      serveFiles: serveStatic,
    });
    // every page's document, robots.txt, the sitemaps and the not-found answers (docs/site/document.md)
    await app.register(siteRoutes, {
      apiPrefix: config.apiPrefix,
      remoteUrls: config.remoteUrls,
      frontEnd,
      staticOrigin: config.staticOrigin,
      dataDir: config.dataDir,
      consoleDrawWithinMs: config.consoleDrawWithinMs,
    });
  } else {
    app.setNotFoundHandler(sendNotFoundEnvelope);
  }
}

/**
 * Builds the server from a plain configuration object (tests never touch process.env). If a part
 * fails to start, the parts already started (database, cache connections) are closed again.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const schemas = lazySchemaCompilers();
  const app = Fastify({
    // each route's validator and serializer compiled when it is first asked (docs/architecture.md
    // "Route schemas compile on first use")
    schemaController: { compilersFactory: schemas.compilersFactory },
    // one JSON object per line (pino), each naming the process, and the request by its id
    // (`reqId`) in every line written while it runs (docs/deploy.md "What operators see")
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      base: { pid: process.pid, hostname: os.hostname(), replica: instanceName(config) },
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // one id per request in every log line, nginx's $request_id when it sends one (docs/deploy.md)
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: JSON_BODY_LIMIT,
    // a list's column-preference key may be 200 characters (docs/api-contract.md "Column preferences")
    routerOptions: { maxParamLength: 200 },
    // a start on a busy two-core machine (migrations, the embedded database's first load) can take
    // longer than Fastify's 10 s per part; a part that truly hangs still fails the start
    pluginTimeout: 60_000,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('compileSchemas', schemas.compileAll);
  // once a server listens (whichever entry started it), the schemas no request has asked yet are
  // compiled a route at a time between requests, so one that cannot compile shows in the log within
  // seconds of a start (plugins/schema-compilers.ts), and exceljs is loaded, so the first export
  // does not wait for it; a test's server, which never listens, skips both
  app.addHook('onListen', function (done) {
    schemas
      .compileAll(() => new Promise((resolve) => setImmediate(resolve)))
      .then((count) => app.log.info({ count }, 'route schemas compiled'))
      .catch((error: unknown) => app.log.error({ err: error }, 'a route schema does not compile'))
      .then(() => loadExcel())
      .catch((error: unknown) => app.log.error({ err: error }, 'exceljs could not be loaded'));
    done();
  });
  try {
    await assemble(app, config);
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}
