import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ServerFigures, ServerReplica } from '@dis/contract';
import type { FastifyInstance } from 'fastify';
import { CacheKeys } from '../../../cache/store';
import { formatDateTime } from '../../../common/datetime';
import { instanceName } from '../../../plugins/replica';
import { durationParts, serverFigures } from './figures';

/** How often each process reports its figures, and how long a report stays listed. */
export const REPORT_EVERY_MS = 10_000;
export const REPORT_TTL_SECONDS = 30;

/** A report as stored: the figures without the disks, the uptime instead of its words. */
type Report = Omit<ServerReplica, 'self'> & { uptimeSeconds: number };

type RunTime = (parts: { d: number; h: number; m: number }) => string;

/**
 * 服务监控 lists every replica (docs/monitor/stats.md "Every replica"): each server process writes
 * its figures to the cache store under `server_replicas:<name>` every 10 s, kept 30 s, so one that
 * stopped leaves the list within that (at once when it stops in order). With Redis every replica
 * reads them all; on the embedded default the one process lists itself.
 */
export function replicaRegistry(app: FastifyInstance) {
  const name = instanceName(app.appConfig);
  const key = `${CacheKeys.replicas}${name}`;
  const delay = monitorEventLoopDelay({ resolution: 20 });
  let timer: NodeJS.Timeout | null = null;

  /** This process now; `figures` are those just read when the caller has them. */
  async function report(figures?: ServerFigures): Promise<Report> {
    const { cpu, mem, jvm, sys } = figures ?? (await serverFigures(() => ''));
    const eventLoopDelayMs = Number.isFinite(delay.mean) ? Math.round(delay.mean / 1e4) / 100 : 0;
    return {
      name,
      reportedAt: formatDateTime(),
      eventLoopDelayMs,
      inFlight: app.metrics.inFlight(),
      shedding: app.shedding(),
      cpu,
      mem,
      jvm,
      sys,
      uptimeSeconds: Math.floor(process.uptime()),
    };
  }

  async function publish(): Promise<void> {
    const figures = await report();
    delay.reset();
    await app.cache.set(key, JSON.stringify(figures), REPORT_TTL_SECONDS);
  }

  const publishQuietly = () =>
    publish().catch((error: unknown) =>
      app.log.debug({ err: error }, 'could not report this replica for 服务监控'),
    );

  return {
    name,
    start() {
      delay.enable();
      void publishQuietly();
      timer = setInterval(publishQuietly, REPORT_EVERY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      delay.disable();
      await app.cache.del(key).catch(() => undefined);
    },
    /**
     * Every replica that reported within 30 s, by name, this one from `figures` (read for this
     * request), with the run time in the asker's words.
     */
    async list(figures: ServerFigures, runTime: RunTime): Promise<ServerReplica[]> {
      const reports = new Map<string, Report>();
      for (const stored of await app.cache.keys(CacheKeys.replicas)) {
        const value = await app.cache.get(stored);
        if (!value) continue;
        try {
          const parsed = JSON.parse(value) as Report;
          reports.set(parsed.name, parsed);
        } catch {
          // a report of another version: left out
        }
      }
      reports.set(name, await report(figures));
      return [...reports.values()]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(({ uptimeSeconds, ...replica }) => ({
          ...replica,
          self: replica.name === name,
          jvm: { ...replica.jvm, runTime: runTime(durationParts(uptimeSeconds)) },
        }));
    },
  };
}
