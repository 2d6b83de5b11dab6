import { Type, type Static } from '@sinclair/typebox';

// ---- cache monitor and cache list (monitor/cache), server monitor (monitor/server) ----
// The rules: docs/monitor/stats.md.

/** `GET /monitor/cache` data: INFO fields as strings, our key count, calls per command. */
export const CacheFiguresSchema = Type.Object({
  kind: Type.Union([Type.Literal('redis'), Type.Literal('memory')], {
    description: 'the store behind the cache: Redis (REDIS_URL) or the in-process store',
  }),
  info: Type.Record(Type.String(), Type.String()),
  dbSize: Type.Integer({ description: 'keys under our prefix' }),
  commandStats: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
});
export type CacheFigures = Static<typeof CacheFiguresSchema>;

/** One cache name (getNames) or one key's value (getValue): RuoYi's SysCache. */
export const SysCacheSchema = Type.Object({
  cacheName: Type.String(),
  cacheKey: Type.String(),
  cacheValue: Type.Union([Type.String(), Type.Null()]),
  remark: Type.String(),
});
export type SysCache = Static<typeof SysCacheSchema>;

const CACHE_NAME = '^[a-z_]{1,40}:$';
const CACHE_KEY = '^[a-z_]{1,40}:[^\\s]{0,300}$';

export const CacheNameParams = Type.Object({ cacheName: Type.String({ pattern: CACHE_NAME }) });
export const CacheKeyParams = Type.Object({ cacheKey: Type.String({ pattern: CACHE_KEY }) });
export const CacheValueParams = Type.Object({
  cacheName: Type.String({ pattern: CACHE_NAME }),
  cacheKey: Type.String({ pattern: CACHE_KEY }),
});

/** `GET /monitor/server` data: RuoYi's Server with `jvm` read as the Node.js runtime. */
export const ServerFiguresSchema = Type.Object({
  cpu: Type.Object({
    cpuNum: Type.Integer(),
    total: Type.Number({ description: 'CPU time of the sample, milliseconds over all cores' }),
    sys: Type.Number({ description: 'percent' }),
    used: Type.Number({ description: 'percent (user)' }),
    wait: Type.Number({ description: 'percent (interrupts; Node.js reports no I/O wait)' }),
    free: Type.Number({ description: 'percent (idle)' }),
  }),
  mem: Type.Object({
    total: Type.Number({ description: 'GB' }),
    used: Type.Number({ description: 'GB' }),
    free: Type.Number({ description: 'GB' }),
    usage: Type.Number({ description: 'percent' }),
  }),
  jvm: Type.Object(
    {
      total: Type.Number({ description: 'MB, V8 heap reserved' }),
      max: Type.Number({ description: 'MB, V8 heap limit' }),
      free: Type.Number({ description: 'MB' }),
      used: Type.Number({ description: 'MB' }),
      usage: Type.Number({ description: 'percent of total' }),
      rss: Type.Number({ description: 'MB, resident set of the process' }),
      name: Type.String(),
      version: Type.String(),
      home: Type.String({ description: 'the node executable' }),
      startTime: Type.String({ description: 'yyyy-MM-dd HH:mm:ss' }),
      runTime: Type.String({ description: 'uptime in words: 1天2小时3分钟 / 1 d 2 h 3 min' }),
      inputArgs: Type.String({ description: 'node options and arguments, "[a, b]"' }),
    },
    { description: 'the Node.js runtime (RuoYi: the JVM)' },
  ),
  sys: Type.Object({
    computerName: Type.String(),
    computerIp: Type.String(),
    userDir: Type.String(),
    osName: Type.String(),
    osArch: Type.String(),
  }),
  sysFiles: Type.Array(
    Type.Object({
      dirName: Type.String(),
      sysTypeName: Type.String(),
      typeName: Type.String(),
      total: Type.String(),
      free: Type.String(),
      used: Type.String(),
      usage: Type.Number(),
    }),
  ),
});
export type ServerFigures = Static<typeof ServerFiguresSchema>;

/**
 * One server process as it registers itself for 服务监控 (beyond RuoYi, docs/monitor/stats.md
 * "Every replica"): its name, when it last reported, whether it is the one answering, and its
 * figures (RuoYi's Server shape, the disks left out) with its event-loop delay and load.
 */
export const ServerReplicaSchema = Type.Object({
  name: Type.String({ description: 'REPLICA_NAME, else host name and port' }),
  self: Type.Boolean({ description: 'the process that answered this request' }),
  reportedAt: Type.String({ description: 'yyyy-MM-dd HH:mm:ss, its last report (every 10 s)' }),
  eventLoopDelayMs: Type.Number({ description: 'mean event-loop delay over the last report, ms' }),
  inFlight: Type.Integer({ description: 'requests being answered at its last report' }),
  shedding: Type.Boolean({ description: 'past capacity at its last report: API calls turned away' }),
  cpu: ServerFiguresSchema.properties.cpu,
  mem: ServerFiguresSchema.properties.mem,
  jvm: ServerFiguresSchema.properties.jvm,
  sys: ServerFiguresSchema.properties.sys,
});
export type ServerReplica = Static<typeof ServerReplicaSchema>;

/** `GET /monitor/server` data: the answering process's figures as RuoYi has them, and every replica. */
export const ServerMonitorSchema = Type.Object({
  ...ServerFiguresSchema.properties,
  replicas: Type.Array(ServerReplicaSchema, {
    description: 'every server process that reported in the last 30 s (beyond RuoYi), by name',
  }),
});
export type ServerMonitor = Static<typeof ServerMonitorSchema>;
