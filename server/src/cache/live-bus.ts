import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import Redis from 'ioredis';
import { REDIS_TIMEOUT_MS, watchConnection } from './redis-store';

/**
 * Live updates (docs/live-updates.md): the frame-level bus that carries an event from the process
 * where something happened to every process that holds a console's stream. The module that serves
 * the streams (`modules/live`) subscribes; any module publishes through `app.live`.
 */

/** One event as a console receives it: `type` names it, `data` is JSON. */
export interface LiveEvent {
  type: string;
  data?: unknown;
}

/** Who receives an event: everybody signed in, these users, these sessions (token ids). */
export interface LiveAudience {
  all?: boolean;
  userIds?: readonly number[];
  tokenIds?: readonly string[];
}

export interface LiveMessage {
  to: LiveAudience;
  event: LiveEvent;
}

export type LiveListener = (message: LiveMessage) => void;

export interface LiveBus {
  readonly kind: 'memory' | 'redis';
  /**
   * Sends an event to its audience on every process (through Redis when `REDIS_URL` is set).
   * Never throws: an event that cannot be sent is logged and lost (the console then learns of the
   * change at its next request, as without live updates).
   */
  publish(to: LiveAudience, event: LiveEvent): Promise<void>;
  /** Sends an event to this process's listeners only (what every process sees for itself). */
  publishLocal(to: LiveAudience, event: LiveEvent): void;
  /** Receives every message; answers the function that stops it. */
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
}

/** Whether a message is for a stream of this user and session. */
export function isFor(to: LiveAudience, stream: { userId: number; tokenId: string }): boolean {
  return Boolean(to.all || to.userIds?.includes(stream.userId) || to.tokenIds?.includes(stream.tokenId));
}

/** A message read back from the channel; null for anything malformed. */
export function parseLiveMessage(text: string): LiveMessage | null {
  try {
    const value = JSON.parse(text) as Partial<LiveMessage> | null;
    if (!value || typeof value !== 'object' || !value.to || typeof value.to !== 'object') return null;
    if (!value.event || typeof value.event.type !== 'string') return null;
    return { to: value.to, event: value.event };
  } catch {
    return null;
  }
}

class Listeners {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  emit(message: LiveMessage): void {
    this.emitter.emit('message', message);
  }

  add(listener: LiveListener): () => void {
    const safe: LiveListener = (message) => {
      try {
        listener(message);
      } catch {
        /* one failing listener must not stop the others */
      }
    };
    this.emitter.on('message', safe);
    return () => {
      this.emitter.off('message', safe);
    };
  }

  clear(): void {
    this.emitter.removeAllListeners();
  }
}

/** What both buses do in this process: hand a message to its listeners. */
abstract class LocalLiveBus {
  protected readonly listeners = new Listeners();

  publishLocal(to: LiveAudience, event: LiveEvent): void {
    this.listeners.emit({ to, event });
  }

  subscribe(listener: LiveListener): () => void {
    return this.listeners.add(listener);
  }
}

/** The embedded default: one process, an EventEmitter. */
export class MemoryLiveBus extends LocalLiveBus implements LiveBus {
  readonly kind = 'memory' as const;

  async publish(to: LiveAudience, event: LiveEvent): Promise<void> {
    this.publishLocal(to, event);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

/**
 * Replicas on one Redis: PUBLISH on the channel `<keyPrefix>live` (ioredis does not prefix
 * channels, so the prefix is written here) through the cache's own connection, and a dedicated
 * subscriber connection (a subscribed connection can send nothing else), which ioredis reconnects
 * and subscribes again on its own.
 */
export class RedisLiveBus extends LocalLiveBus implements LiveBus {
  readonly kind = 'redis' as const;
  private readonly subscriber: Redis;
  readonly channel: string;

  constructor(
    url: string,
    keyPrefix: string,
    private readonly publisher: Redis,
    private readonly log?: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  ) {
    super();
    this.channel = `${keyPrefix}live`;
    this.subscriber = new Redis(url, {
      lazyConnect: true,
      connectTimeout: REDIS_TIMEOUT_MS,
      maxRetriesPerRequest: null,
      retryStrategy: (attempt: number) => Math.min(attempt * 200, 1000),
    });
    watchConnection(this.subscriber, log, 'live updates');
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      const message = parseLiveMessage(text);
      if (message) this.listeners.emit(message);
    });
  }

  async connect(): Promise<void> {
    await this.subscriber.connect();
    await this.subscriber.subscribe(this.channel);
  }

  async publish(to: LiveAudience, event: LiveEvent): Promise<void> {
    try {
      await this.publisher.publish(this.channel, JSON.stringify({ to, event }));
    } catch (error) {
      this.log?.warn(
        { err: { message: error instanceof Error ? error.message : String(error) }, type: event.type },
        'a live update could not be published',
      );
    }
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.subscriber.disconnect();
  }
}
