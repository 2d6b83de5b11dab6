import { Queue, Worker, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import Redis from 'ioredis';
import type { QueueDepth } from '../../../plugins/metrics';
import { requestConnectionOptions, watchConnection } from '../../../cache/redis-store';

/** Runs one export task by id (reads the row, writes the file; never throws). */
/**
 * Runs one task. `resumed`: BullMQ hands the job out again because the replica that held it
 * stopped (a stalled job), so the task's row still says running and starts afresh.
 */
export type ExportRunner = (taskId: number, options?: { resumed?: boolean }) => Promise<void>;

/**
 * Records that the queue gave a task up without running it to its end (BullMQ fails a job whose
 * replica stopped a second time while running it): the row ends failed (never throws).
 */
export type ExportGiveUp = (taskId: number) => Promise<void>;

/**
 * The queue of background exports (docs/system/export.md "The queue"): one task at a time per
 * process. The embedded queue runs in this process; with Redis, BullMQ's queue `sys-export` hands
 * each task to one worker among the replicas (each runs one, concurrency 1).
 */
export interface ExportQueue {
  readonly kind: 'embedded' | 'redis';
  add(taskId: number): Promise<void>;
  /** takes a task that no worker has started out of the queue (a cancelled one) */
  drop(taskId: number): Promise<void>;
  /** tasks waiting and running (the operators' metrics, docs/deploy.md) */
  depth(): Promise<QueueDepth>;
  /** stops taking tasks and waits for the one running */
  close(): Promise<void>;
}

/** One task after the other, in this process. */
export class EmbeddedExportQueue implements ExportQueue {
  readonly kind = 'embedded' as const;
  private readonly waiting: number[] = [];
  private current: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly run: ExportRunner) {}

  async add(taskId: number): Promise<void> {
    if (this.closed) return;
    this.waiting.push(taskId);
    this.next();
  }

  async drop(taskId: number): Promise<void> {
    const at = this.waiting.indexOf(taskId);
    if (at >= 0) this.waiting.splice(at, 1);
  }

  async depth(): Promise<QueueDepth> {
    return { waiting: this.waiting.length, active: this.current ? 1 : 0 };
  }

  private next(): void {
    if (this.current || this.closed) return;
    const taskId = this.waiting.shift();
    if (taskId === undefined) return;
    this.current = this.run(taskId)
      .catch(() => undefined)
      .finally(() => {
        this.current = null;
        this.next();
      });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    await this.current;
  }
}

const QUEUE = 'sys-export';
const jobIdOf = (taskId: number) => `export-${taskId}`;
interface ExportJob {
  taskId: number;
}

/** BullMQ's queue `sys-export`: keys `<keyPrefix>bull:sys-export:…`, one worker per replica. */
export class RedisExportQueue implements ExportQueue {
  readonly kind = 'redis' as const;

  private constructor(
    private readonly connections: Redis[],
    private readonly queue: Queue<ExportJob>,
    private readonly worker: Worker<ExportJob>,
  ) {}

  /**
   * Connects like the job engine (docs/monitor/job.md): the queue's connection fails at once while
   * Redis is out of reach (the export answers 503), the worker's waits for Redis.
   */
  static async start(
    url: string,
    keyPrefix: string,
    run: ExportRunner,
    giveUp: ExportGiveUp,
    log?: FastifyBaseLogger,
  ): Promise<RedisExportQueue> {
    const queueConnection = new Redis(url, requestConnectionOptions);
    const connection = new Redis(url, {
      maxRetriesPerRequest: null,
      lazyConnect: true,
      connectTimeout: 5000,
    });
    watchConnection(connection, log, 'export worker');
    watchConnection(queueConnection, log, 'export queue');
    await Promise.all([queueConnection.connect(), connection.connect()]);
    const prefix = `${keyPrefix}bull`;
    const queue = new Queue<ExportJob>(QUEUE, { connection: queueConnection, prefix });
    const worker = new Worker<ExportJob>(
      QUEUE,
      (job: Job<ExportJob>) => run(job.data.taskId, { resumed: job.stalledCounter > 0 }),
      {
        connection,
        prefix,
        concurrency: 1,
      },
    );
    worker.on('error', () => undefined);
    // the runner never throws, so a failed job is one BullMQ gave up (stalled twice)
    worker.on('failed', (job) => {
      if (job) void giveUp(job.data.taskId);
    });
    return new RedisExportQueue([queueConnection, connection], queue, worker);
  }

  async add(taskId: number): Promise<void> {
    await this.queue.add(
      'export',
      { taskId },
      { jobId: jobIdOf(taskId), removeOnComplete: true, removeOnFail: true },
    );
  }

  async drop(taskId: number): Promise<void> {
    // a job a worker holds is locked and stays: that worker sees the cancelled row between pages
    await this.queue.remove(jobIdOf(taskId)).catch(() => undefined);
  }

  async depth(): Promise<QueueDepth> {
    const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed');
    return { waiting: counts.waiting ?? 0, active: counts.active ?? 0, delayed: counts.delayed ?? 0 };
  }

  async close(): Promise<void> {
    await this.worker.close();
    await this.queue.close().catch(() => undefined);
    for (const connection of this.connections) connection.disconnect();
  }
}
