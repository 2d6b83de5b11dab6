import {
  backoffDelay,
  createLiveClient,
  FIRST_DELAY_MS,
  GIVE_UP_AFTER,
  MAX_DELAY_MS,
  parseUpdate,
  type EventSourceLike,
  type LiveUpdate,
} from './liveClient';

/** A stand-in for the browser's EventSource: the test opens, sends and fails it. */
class FakeSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
  opens() {
    this.onopen?.(new Event('open'));
  }
  sends(type: string, data: unknown = null) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ type, data }) }));
  }
  fails() {
    this.onerror?.(new Event('error'));
  }
}

/** The client with fakes: every source it opened, every wait it scheduled, every update. */
function harness(probeStatus: number | (() => number) = 0) {
  const sources: FakeSource[] = [];
  const waits: Array<{ ms: number; run: () => void; cancelled: boolean }> = [];
  const updates: LiveUpdate[] = [];
  let unauthorized = 0;
  const probes: string[] = [];
  const client = createLiveClient({
    url: '/prod-api/live/stream',
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    probe: async (url) => {
      probes.push(url);
      return typeof probeStatus === 'function' ? probeStatus() : probeStatus;
    },
    onUpdate: (update) => updates.push(update),
    onUnauthorized: () => {
      unauthorized += 1;
    },
    schedule: (run, ms) => {
      const wait = { ms, run, cancelled: false };
      waits.push(wait);
      return () => {
        wait.cancelled = true;
      };
    },
    random: () => 0.999_999,
  });
  const last = () => sources[sources.length - 1];
  /** runs the one wait pending */
  const elapse = () => {
    const pending = waits.filter((wait) => !wait.cancelled);
    const wait = pending[pending.length - 1];
    wait.cancelled = true;
    wait.run();
  };
  return { client, sources, waits, updates, probes, last, elapse, unauthorized: () => unauthorized };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live-updates client (docs/live-updates.md)', () => {
  it('grows its delay from 1 s to at most 60 s, each 50–100 % of the step', () => {
    expect(backoffDelay(1, () => 0.999_999)).toBe(FIRST_DELAY_MS);
    expect(backoffDelay(2, () => 0.999_999)).toBe(2 * FIRST_DELAY_MS);
    expect(backoffDelay(4, () => 0.999_999)).toBe(8 * FIRST_DELAY_MS);
    expect(backoffDelay(30, () => 0.999_999)).toBe(MAX_DELAY_MS);
    expect(backoffDelay(3, () => 0)).toBe(2 * FIRST_DELAY_MS);
  });

  it('reads only our events', () => {
    expect(parseUpdate('{"type":"notice","data":null}')).toEqual({ type: 'notice', data: null });
    expect(parseUpdate('{"type":"build","data":{"shell":"x"}}')).toEqual({
      type: 'build',
      data: { shell: 'x' },
    });
    expect(parseUpdate('not json')).toBeNull();
    expect(parseUpdate('{"data":1}')).toBeNull();
    expect(parseUpdate(undefined)).toBeNull();
  });

  it('passes every event on, in order', () => {
    const { client, last, updates } = harness();
    client.start();
    last().opens();
    expect(client.state).toBe('open');
    last().sends('ready', { replica: 'a' });
    last().sends('notice');
    last().sends('rights');
    expect(updates.map((update) => update.type)).toEqual(['ready', 'notice', 'rights']);
  });

  it('reopens a dropped stream itself, with a growing delay reset once a stream opens', async () => {
    const { client, sources, waits, last, elapse, probes } = harness(200);
    client.start();
    last().opens();
    last().fails();
    // an open stream that drops: no probe, the browser's own retry is closed off
    expect(sources[0].closed).toBe(true);
    expect(probes).toHaveLength(0);
    expect(waits.map((wait) => wait.ms)).toEqual([1000]);
    elapse();
    expect(sources).toHaveLength(2);
    // fails before it opens: the probe says 200 (not a refusal), so wait longer
    last().fails();
    await settle();
    expect(probes).toEqual(['/prod-api/live/stream']);
    expect(waits.map((wait) => wait.ms)).toEqual([1000, 2000]);
    elapse();
    last().fails();
    await settle();
    expect(waits.map((wait) => wait.ms)).toEqual([1000, 2000, 4000]);
    elapse();
    last().opens();
    last().fails();
    expect(waits.map((wait) => wait.ms)).toEqual([1000, 2000, 4000, 1000]);
  });

  it('stops on 401 and says the session is over', async () => {
    const { client, last, waits, unauthorized, sources } = harness(401);
    client.start();
    last().fails();
    await settle();
    expect(unauthorized()).toBe(1);
    expect(client.state).toBe('stopped');
    expect(waits).toHaveLength(0);
    expect(sources).toHaveLength(1);
  });

  it('stops at session-ended without reopening, after passing it on', () => {
    const { client, last, updates, waits, sources } = harness();
    client.start();
    last().opens();
    last().sends('session-ended');
    expect(updates).toEqual([{ type: 'session-ended', data: null }]);
    expect(sources[0].closed).toBe(true);
    expect(client.state).toBe('stopped');
    // the server's end of the stream fires no retry
    last().fails();
    expect(waits).toHaveLength(0);
  });

  it(`gives up quietly after ${GIVE_UP_AFTER} attempts in a row that cannot reach the stream`, async () => {
    const { client, last, elapse, sources, unauthorized } = harness(0);
    client.start();
    for (let failed = 1; failed < GIVE_UP_AFTER; failed += 1) {
      last().fails();
      await settle();
      elapse();
    }
    last().fails();
    await settle();
    expect(sources).toHaveLength(GIVE_UP_AFTER);
    expect(client.state).toBe('stopped');
    expect(unauthorized()).toBe(0);
    // back online: one more go
    client.resume();
    expect(sources).toHaveLength(GIVE_UP_AFTER + 1);
  });

  it('stop() closes the stream and cancels a pending reopening', async () => {
    const { client, last, waits, sources } = harness(200);
    client.start();
    last().fails();
    await settle();
    expect(waits).toHaveLength(1);
    client.stop();
    expect(waits[0].cancelled).toBe(true);
    expect(sources[0].closed).toBe(true);
    client.resume();
    expect(sources).toHaveLength(1);
  });
});
