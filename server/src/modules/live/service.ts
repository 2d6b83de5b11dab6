import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isFor, type LiveEvent, type LiveMessage } from '../../cache/live-bus';
import { SESSION_TOKEN_COOKIE } from '../../common/staff-page';
import { tokenFromHeader, type LoginUser } from '../../security/session-store';

/** A comment line every 25 s keeps proxies from closing a quiet stream (docs/live-updates.md). */
export const HEARTBEAT_MS = 25_000;

/** Streams one session may hold on one process (a console tab holds one). */
export const MAX_STREAMS_PER_SESSION = 20;

/** What the browser's EventSource waits before it would reconnect on its own (the client does it). */
const RETRY_MS = 5_000;

/** One open stream: whose it is and how to write to it. */
export interface LiveStream {
  userId: number;
  tokenId: string;
  /** writes an SSE frame (or a comment); false once the connection is gone */
  write(text: string): void;
  end(): void;
}

/** One SSE frame: an unnamed event whose data is `{type, data}` (one JSON line). */
export function frameOf(event: LiveEvent): string {
  return `data: ${JSON.stringify({ type: event.type, data: event.data ?? null })}\n\n`;
}

/** The first bytes of a stream: the retry hint and a `ready` event naming the replica. */
export function openingOf(replica: string | undefined): string {
  return `retry: ${RETRY_MS}\n${frameOf({ type: 'ready', data: { replica: replica ?? null } })}`;
}

/**
 * The session of a stream request, read without extending it (an open console must not keep its
 * session alive: docs/security.md "Sessions", docs/live-updates.md). EventSource sends no header,
 * so the `Admin-Token` cookie the console keeps is the usual carrier; a bearer header is taken too.
 * No `?token=`: a query is written to the access logs.
 */
export async function streamSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<LoginUser | null> {
  const token =
    tokenFromHeader(request.headers.authorization) ??
    (request.cookies?.[SESSION_TOKEN_COOKIE]?.trim() || null);
  if (!token || token.length > 4096) return null;
  const tokenId = app.sessions.tokenIdOf(token);
  if (!tokenId) return null;
  const session = await app.sessions.get(tokenId);
  return session && session.expireTime > Date.now() ? session : null;
}

/**
 * The streams this process holds, and what reaches them: every message of the bus for their user
 * or session, a heartbeat comment, and `session-ended` (then the end) when their session is gone —
 * ended by the session store on any replica, or found missing at a heartbeat (expired, or its key
 * removed by 清理缓存).
 */
export class LiveHub {
  private readonly streams = new Set<LiveStream>();
  private readonly stops: Array<() => void> = [];
  private readonly beats: Array<() => void> = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {}

  start(): void {
    this.stops.push(this.app.live.subscribe((message) => this.deliver(message)));
    // a session ended here is announced to every replica (its console may be held by another)
    this.stops.push(
      this.app.sessions.onEnded((tokenId) =>
        this.app.live.publish({ tokenIds: [tokenId] }, { type: 'session-ended' }),
      ),
    );
    this.timer = setInterval(() => void this.heartbeat(), this.heartbeatMs);
    this.timer.unref();
  }

  /** Runs `look` at each heartbeat too (the release watch's look without a file event). */
  onHeartbeat(look: () => void): void {
    this.beats.push(look);
  }

  get size(): number {
    return this.streams.size;
  }

  /** Whether one more stream of this session may open here. */
  admits(tokenId: string): boolean {
    let count = 0;
    for (const stream of this.streams) if (stream.tokenId === tokenId) count += 1;
    return count < MAX_STREAMS_PER_SESSION;
  }

  add(stream: LiveStream): () => void {
    this.streams.add(stream);
    return () => {
      this.streams.delete(stream);
    };
  }

  deliver({ to, event }: LiveMessage): void {
    const frame = frameOf(event);
    for (const stream of [...this.streams]) {
      if (!isFor(to, stream)) continue;
      stream.write(frame);
      if (event.type === 'session-ended') this.drop(stream);
    }
  }

  private drop(stream: LiveStream): void {
    this.streams.delete(stream);
    stream.end();
  }

  /** The keep-alive comment, and the end of streams whose session is gone. */
  async heartbeat(): Promise<void> {
    for (const look of this.beats) look();
    const streams = [...this.streams];
    const tokenIds = [...new Set(streams.map((stream) => stream.tokenId))];
    const alive = new Set<string>();
    try {
      const sessions = await Promise.all(tokenIds.map((tokenId) => this.app.sessions.get(tokenId)));
      tokenIds.forEach((tokenId, index) => {
        if (sessions[index]) alive.add(tokenId);
      });
    } catch {
      // the cache cannot be asked (Redis away): keep every stream, ask again at the next beat
      for (const tokenId of tokenIds) alive.add(tokenId);
    }
    for (const stream of streams) {
      if (!this.streams.has(stream)) continue;
      if (alive.has(stream.tokenId)) {
        stream.write(': keep-alive\n\n');
      } else {
        stream.write(frameOf({ type: 'session-ended' }));
        this.drop(stream);
      }
    }
  }

  /** Ends every stream (the app closes: the consoles reconnect to another replica). */
  close(): void {
    clearInterval(this.timer);
    for (const stop of this.stops.splice(0)) stop();
    for (const stream of [...this.streams]) this.drop(stream);
  }
}
