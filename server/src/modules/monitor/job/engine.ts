import { Queue, Worker, type Job } from 'bullmq';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import Redis from 'ioredis';
import type { QueueDepth } from '../../../plugins/metrics';
import { requestConnectionOptions, watchConnection } from '../../../cache/redis-store';
import { cronerPattern, nextFireTime, QUARTZ_OPTIONS } from '@dis/contract/cron';

/** Runs one job by id; `scheduledAt` is the trigger's fire time (null for "run once"). */
export type JobRunner = (jobId: number, scheduledAt: number | null) => Promise<void>;

/** What the engine needs of a job row. */
export interface JobTrigger {
  jobId: number;
  cronExpression: string | null;
  /** "0" active, "1" paused */
  status: string | null;
}

/**
 * The job engine: fires each active job on its cron and runs a job once on request. The embedded
 * engine runs in this process (croner); with Redis, BullMQ job schedulers fire every trigger once
 * among all replicas. Both call the same runner (docs/monitor/job.md).
 */
export interface JobEngine {
  readonly kind: 'embedded' | 'redis';
  /** fires the job on its cron while it is active; removes its trigger otherwise */
  sync(job: JobTrigger): Promise<void>;
  remove(jobId: number): Promise<void>;
  /** makes the triggers exactly those of the active jobs given */
  reset(jobs: readonly JobTrigger[]): Promise<void>;
  runOnce(jobId: number): Promise<void>;
  /** runs waiting, running and due later (the operators' metrics, docs/deploy.md) */
  depth(): Promise<QueueDepth>;
  close(): Promise<void>;
}

const active = (job: JobTrigger) => job.status === '0' && Boolean(job.cronExpression?.trim());

/** Runs started by a trigger, awaited on close so that none writes after the database is gone. */
class InFlight {
  private readonly runs = new Set<Promise<void>>();
  start(run: Promise<void>): void {
    const tracked = run.catch(() => undefined).finally(() => this.runs.delete(tracked));
    this.runs.add(tracked);
  }
  async idle(): Promise<void> {
    await Promise.all([...this.runs]);
  }
  get size(): number {
    return this.runs.size;
  }
}

export class EmbeddedJobEngine implements JobEngine {
  readonly kind = 'embedded' as const;
  private readonly crons = new Map<number, Cron>();
  private readonly inFlight = new InFlight();
  private closed = false;

  constructor(private readonly run: JobRunner) {}

  async sync(job: JobTrigger): Promise<void> {
    await this.remove(job.jobId);
    if (this.closed || !active(job)) return;
    const cron = new Cron(cronerPattern(job.cronExpression ?? ''), { ...QUARTZ_OPTIONS }, (self: Cron) => {
      const scheduledAt = self.currentRun()?.getTime() ?? Date.now();
      this.inFlight.start(this.run(job.jobId, scheduledAt));
    });
    this.crons.set(job.jobId, cron);
  }

  async remove(jobId: number): Promise<void> {
    this.crons.get(jobId)?.stop();
    this.crons.delete(jobId);
  }

  async reset(jobs: readonly JobTrigger[]): Promise<void> {
    for (const jobId of [...this.crons.keys()]) await this.remove(jobId);
    for (const job of jobs) await this.sync(job);
  }

  async runOnce(jobId: number): Promise<void> {
    if (!this.closed) this.inFlight.start(this.run(jobId, null));
  }

  async depth(): Promise<QueueDepth> {
    return { waiting: 0, active: this.inFlight.size };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const jobId of [...this.crons.keys()]) await this.remove(jobId);
    await this.inFlight.idle();
  }
}

const QUEUE = 'sys-job';
const schedulerId = (jobId: number) => `job-${jobId}`;
interface RunData {
  jobId: number;
}

/** The next fire time of a Quartz pattern, for BullMQ's schedulers (they would read cron otherwise). */
const repeatStrategy = (millis: number, opts: { pattern?: string }) =>
  opts.pattern ? (nextFireTime(opts.pattern, new Date(millis))?.getTime() ?? undefined) : undefined;

export class RedisJobEngine implements JobEngine {
  readonly kind = 'redis' as const;

  private constructor(
    private readonly inFlight: InFlight,
    private readonly connections: Redis[],
    private readonly queue: Queue<RunData>,
    private readonly worker: Worker<RunData>,
  ) {}

  /**
   * Connects to Redis; queue keys are `<keyPrefix>bull:sys-job:…`. Two connections: the queue's,
   * which the requests use (a job saved, switched or run once), fails at once while Redis is out
   * of reach (the request answers 503, docs/deploy.md "Faults"); the worker's waits for Redis
   * (BullMQ requires it). `onReconnect` is called each time the queue's connection is back after
   * a loss: Redis may have restarted empty (no persistence), so the caller writes the triggers
   * again.
   */
  static async start(
    url: string,
    keyPrefix: string,
    run: JobRunner,
    { log, onReconnect }: { log?: FastifyBaseLogger; onReconnect?: () => void } = {},
  ): Promise<RedisJobEngine> {
    const queueConnection = new Redis(url, requestConnectionOptions);
    const connection = new Redis(url, {
      maxRetriesPerRequest: null,
      lazyConnect: true,
      connectTimeout: 5000,
    });
    if (log) watchConnection(connection, log, 'job worker');
    if (log || onReconnect) watchConnection(queueConnection, log, 'job queue', onReconnect);
    await Promise.all([queueConnection.connect(), connection.connect()]);
    const prefix = `${keyPrefix}bull`;
    const settings = { repeatStrategy };
    const queue = new Queue<RunData>(QUEUE, { connection: queueConnection, prefix, settings });
    const inFlight = new InFlight();
    const worker = new Worker<RunData>(
      QUEUE,
      async (job: Job<RunData>) => {
        const scheduledAt = job.repeatJobKey ? job.timestamp + (job.opts.delay ?? 0) : null;
        const running = run(job.data.jobId, scheduledAt);
        inFlight.start(running);
        await running;
      },
      { connection, prefix, settings, concurrency: 4 },
    );
    worker.on('error', () => undefined);
    return new RedisJobEngine(inFlight, [queueConnection, connection], queue, worker);
  }

  async sync(job: JobTrigger): Promise<void> {
    if (!active(job)) {
      await this.remove(job.jobId);
      return;
    }
    await this.queue.upsertJobScheduler(
      schedulerId(job.jobId),
      { pattern: (job.cronExpression ?? '').trim() },
      { name: 'fire', data: { jobId: job.jobId }, opts: { removeOnComplete: true, removeOnFail: true } },
    );
  }

  async remove(jobId: number): Promise<void> {
    await this.queue.removeJobScheduler(schedulerId(jobId));
  }

  async reset(jobs: readonly JobTrigger[]): Promise<void> {
    const wanted = new Set(jobs.filter(active).map((job) => schedulerId(job.jobId)));
    for (const scheduler of await this.queue.getJobSchedulers()) {
      if (scheduler.key && !wanted.has(scheduler.key)) await this.queue.removeJobScheduler(scheduler.key);
    }
    for (const job of jobs) await this.sync(job);
  }

  async runOnce(jobId: number): Promise<void> {
    await this.queue.add('once', { jobId }, { removeOnComplete: true, removeOnFail: true });
  }

  async depth(): Promise<QueueDepth> {
    const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed');
    return { waiting: counts.waiting ?? 0, active: counts.active ?? 0, delayed: counts.delayed ?? 0 };
  }

  async close(): Promise<void> {
    await this.worker.close();
    await this.inFlight.idle();
    await this.queue.close().catch(() => undefined);
    for (const connection of this.connections) connection.disconnect();
  }
}
