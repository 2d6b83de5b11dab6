/**
 * The console's live-updates stream (docs/live-updates.md): one native EventSource, reopened by
 * us with a growing delay rather than by the browser (which would retry every few seconds for
 * ever), stopped for good on 401 or after repeated failures — the console then works as without
 * live updates. No timer runs while the stream is open.
 */

/** One event of the stream: `data: {"type","data"}`. */
export interface LiveUpdate {
  type: string;
  data: unknown;
}

/** What the client needs of EventSource (the browser's; a fake in the tests). */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface LiveClientOptions {
  url: string;
  /** opens the stream (`new EventSource(url, { withCredentials: true })`) */
  open(url: string): EventSourceLike;
  /**
   * The HTTP status of the stream's address when an attempt failed before it opened (EventSource
   * does not say why), 0 when it cannot be reached: 401 ends the client.
   */
  probe(url: string): Promise<number>;
  /** every event, in order */
  onUpdate(update: LiveUpdate): void;
  /** the server refused the session (HTTP 401): the session is over */
  onUnauthorized(): void;
  /** setTimeout; returns a cancel */
  schedule?(run: () => void, ms: number): () => void;
  /** 0 ≤ x < 1: spreads the reconnections of many consoles after a replica went away */
  random?(): number;
}

/** Back-off between attempts: 1 s, 2 s, 4 s … at most 60 s (each 50–100 % of that). */
export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 60_000;
/** Attempts in a row that fail to open before the client gives up quietly. */
export const GIVE_UP_AFTER = 8;

/** The wait before attempt `failures + 1` (failures ≥ 1). */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const full = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(full * (0.5 + random() / 2));
}

/** An event's data as sent; null for anything that is not one of ours. */
export function parseUpdate(text: unknown): LiveUpdate | null {
  if (typeof text !== 'string') return null;
  try {
    const value = JSON.parse(text) as { type?: unknown; data?: unknown } | null;
    if (!value || typeof value.type !== 'string') return null;
    return { type: value.type, data: value.data ?? null };
  } catch {
    return null;
  }
}

export type LiveState = 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped';

export interface LiveClient {
  start(): void;
  /** closes the stream; nothing reopens it */
  stop(): void;
  /** after giving up: try again now (the browser is back online) */
  resume(): void;
  readonly state: LiveState;
}

export function createLiveClient(options: LiveClientOptions): LiveClient {
  const schedule =
    options.schedule ??
    ((run: () => void, ms: number) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    });
  const random = options.random ?? Math.random;
  let state: LiveState = 'idle';
  let source: EventSourceLike | null = null;
  let cancelWait: (() => void) | null = null;
  /** attempts in a row that failed (reset once a stream opens) */
  let failures = 0;
  /** bumped by every attempt and by stop(), so late callbacks of an old attempt do nothing */
  let attempt = 0;

  const closeSource = () => {
    if (!source) return;
    source.onopen = source.onmessage = source.onerror = null;
    source.close();
    source = null;
  };

  const stop = () => {
    attempt += 1;
    state = 'stopped';
    closeSource();
    cancelWait?.();
    cancelWait = null;
  };

  const retry = (current: number) => {
    if (current !== attempt) return;
    if (failures >= GIVE_UP_AFTER) {
      // blocked or unreachable: live updates are off until resume(); the console works without them
      stop();
      return;
    }
    state = 'waiting';
    cancelWait = schedule(
      () => {
        cancelWait = null;
        if (current === attempt) connect();
      },
      backoffDelay(failures, random),
    );
  };

  const connect = () => {
    attempt += 1;
    const current = attempt;
    state = 'connecting';
    let opened = false;
    const es = options.open(options.url);
    source = es;
    es.onopen = () => {
      if (current !== attempt) return;
      opened = true;
      failures = 0;
      state = 'open';
    };
    es.onmessage = (message) => {
      if (current !== attempt) return;
      const update = parseUpdate(message.data);
      if (!update) return;
      // the server ends the stream after this one; EventSource must not reopen it
      if (update.type === 'session-ended') stop();
      options.onUpdate(update);
    };
    es.onerror = () => {
      if (current !== attempt) return;
      // we reconnect ourselves, with a back-off, not the browser
      closeSource();
      failures += 1;
      if (opened) {
        // an open stream dropped (a replica restarted, a proxy's timeout): try again
        retry(current);
        return;
      }
      state = 'waiting';
      options.probe(options.url).then(
        (status) => {
          if (current !== attempt) return;
          if (status === 401) {
            stop();
            options.onUnauthorized();
          } else retry(current);
        },
        () => retry(current),
      );
    };
  };

  return {
    start() {
      if (state !== 'idle') return;
      connect();
    },
    stop,
    resume() {
      if (state !== 'stopped' || failures < GIVE_UP_AFTER) return;
      failures = 0;
      connect();
    },
    get state() {
      return state;
    },
  };
}
