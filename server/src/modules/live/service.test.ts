import type { FastifyInstance } from 'fastify';
import { MemoryLiveBus } from '../../cache/live-bus';
import { frameOf, LiveHub, openingOf, type LiveStream } from './service';

/** The hub on the in-process bus, with sessions kept in a set. */
function hubWith(liveSessions: Set<string>) {
  const bus = new MemoryLiveBus();
  const ended: Array<(tokenId: string) => Promise<void>> = [];
  const app = {
    live: bus,
    sessions: {
      get: async (tokenId: string) => (liveSessions.has(tokenId) ? { tokenId } : null),
      onEnded: (listener: (tokenId: string) => Promise<void>) => {
        ended.push(listener);
        return () => undefined;
      },
    },
  } as unknown as FastifyInstance;
  const hub = new LiveHub(app, 60_000);
  hub.start();
  return {
    hub,
    bus,
    endSession: (tokenId: string) => Promise.all(ended.map((listener) => listener(tokenId))),
  };
}

function stream(userId: number, tokenId: string) {
  const written: string[] = [];
  let ended = false;
  const value: LiveStream = {
    userId,
    tokenId,
    write: (text) => written.push(text),
    end: () => {
      ended = true;
    },
  };
  return { value, written, ended: () => ended };
}

describe('the live hub', () => {
  it('writes one JSON line per event; opens with the retry hint and ready', () => {
    expect(frameOf({ type: 'notice' })).toBe('data: {"type":"notice","data":null}\n\n');
    expect(openingOf('a')).toBe('retry: 5000\ndata: {"type":"ready","data":{"replica":"a"}}\n\n');
  });

  it('delivers to everybody, to users, to sessions; ends a session’s streams at session-ended', async () => {
    const { hub, bus, endSession } = hubWith(new Set(['t1', 't2', 't3']));
    const one = stream(1, 't1');
    const two = stream(2, 't2');
    const twoElsewhere = stream(2, 't3');
    for (const s of [one, two, twoElsewhere]) hub.add(s.value);
    await bus.publish({ all: true }, { type: 'notice' });
    await bus.publish({ userIds: [2] }, { type: 'rights' });
    await endSession('t2');
    expect(one.written).toEqual([frameOf({ type: 'notice' })]);
    expect(two.written).toEqual([
      frameOf({ type: 'notice' }),
      frameOf({ type: 'rights' }),
      frameOf({ type: 'session-ended' }),
    ]);
    expect(two.ended()).toBe(true);
    expect(twoElsewhere.ended()).toBe(false);
    expect(hub.size).toBe(2);
    hub.close();
    expect(one.ended() && twoElsewhere.ended()).toBe(true);
  });

  it('at a heartbeat: a comment to live sessions, session-ended and the end to gone ones', async () => {
    const sessions = new Set(['alive', 'gone']);
    const { hub } = hubWith(sessions);
    const alive = stream(1, 'alive');
    const gone = stream(2, 'gone');
    hub.add(alive.value);
    hub.add(gone.value);
    sessions.delete('gone'); // expired, or removed by 清理缓存
    await hub.heartbeat();
    expect(alive.written).toEqual([': keep-alive\n\n']);
    expect(gone.written).toEqual([frameOf({ type: 'session-ended' })]);
    expect(gone.ended()).toBe(true);
    expect(alive.ended()).toBe(false);
    hub.close();
  });

  it('admits a bounded number of streams per session', () => {
    const { hub } = hubWith(new Set(['t']));
    for (let i = 0; i < 20; i += 1) hub.add(stream(1, 't').value);
    expect(hub.admits('t')).toBe(false);
    expect(hub.admits('other')).toBe(true);
    hub.close();
  });
});
