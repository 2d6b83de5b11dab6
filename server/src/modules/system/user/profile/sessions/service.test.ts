import type { FastifyInstance } from 'fastify';
import type { LoginUser } from '../../../../../security/session-store';
import { endMySession, mySessions, sessionIdOf } from './service';

const NOW = 1_800_000_000_000;
const MINUTE = 60_000;

function session(tokenId: string, userId: number, loginTime: number, expireTime: number): LoginUser {
  return {
    tokenId,
    userId,
    deptId: 105,
    userName: `user${userId}`,
    deptName: null,
    loginTime,
    expireTime,
    permissions: [],
    roles: [],
    roleScopes: [],
    ipaddr: '10.0.0.1',
    loginLocation: '内网IP',
    browser: 'Chrome 126',
    os: 'Windows 10',
  } as unknown as LoginUser;
}

function appWith(sessions: LoginUser[]) {
  const removed: string[] = [];
  const app = {
    sessions: {
      list: async () => sessions,
      remove: async (tokenId: string) => {
        removed.push(tokenId);
        return true;
      },
    },
  } as unknown as FastifyInstance;
  return { app, removed };
}

describe('我的设备 (docs/security.md "Sessions")', () => {
  const current = session('token-a', 7, NOW - 60 * MINUTE, NOW + 25 * MINUTE);
  // extended 12 minutes ago: its idle time ends 18 minutes from now
  const other = session('token-b', 7, NOW - 90 * MINUTE, NOW + 18 * MINUTE);
  const stranger = session('token-c', 8, NOW - 5 * MINUTE, NOW + 25 * MINUTE);

  it('lists the caller’s own sessions, this one first, last active from the last extension', async () => {
    const { app } = appWith([other, stranger, current]);
    const rows = await mySessions(app, current, NOW);
    expect(rows.map((row) => [row.current, row.lastActiveTime])).toEqual([
      [true, NOW],
      [false, NOW - 12 * MINUTE],
    ]);
    expect(rows[1].sessionId).toBe(sessionIdOf('token-b'));
    expect(JSON.stringify(rows)).not.toContain('token-');
  });

  it('names a session by a hash that does not contain its token id', () => {
    expect(sessionIdOf('token-b')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(sessionIdOf('token-b')).not.toBe(sessionIdOf('token-a'));
  });

  it('ends only another of the caller’s sessions', async () => {
    const { app, removed } = appWith([other, stranger, current]);
    await expect(endMySession(app, current, sessionIdOf('token-c'))).rejects.toMatchObject({
      key: 'profile.sessions.missing',
    });
    await expect(endMySession(app, current, sessionIdOf('token-a'))).rejects.toMatchObject({
      key: 'profile.sessions.current',
    });
    expect(removed).toEqual([]);
    await endMySession(app, current, sessionIdOf('token-b'));
    expect(removed).toEqual(['token-b']);
  });
});
