import { MemoryCacheStore } from '../cache/memory-store';
import { SessionStore, tokenFromHeader, type NewSession } from './session-store';

const MINUTE = 60_000;

const user: NewSession = {
  userId: 2,
  deptId: 105,
  userName: 'ry',
  deptName: '测试部门',
  ipaddr: '127.0.0.1',
  loginLocation: '内网IP',
  browser: 'Chrome 126',
  os: 'Windows 10',
  permissions: ['system:user:list'],
  roles: ['common'],
  roleScopes: [],
};

describe('SessionStore', () => {
  let now = 1_700_000_000_000;
  const clock = () => now;
  const cache = new MemoryCacheStore(clock);
  const sessions = new SessionStore(cache, 'a-secret-long-enough-for-the-session-tests', clock);

  afterAll(() => cache.close());

  it('issues a token whose session lives 30 minutes', async () => {
    const { token, session } = await sessions.create(user);
    expect(session).toMatchObject({ ...user, loginTime: now, expireTime: now + 30 * MINUTE });
    expect((await sessions.resolve(token))?.tokenId).toBe(session.tokenId);
    now += 30 * MINUTE;
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('ends every session of some users, keeping the one named', async () => {
    const first = await sessions.create(user);
    const second = await sessions.create(user);
    const other = await sessions.create({ ...user, userId: 3, userName: 'other' });
    expect(await sessions.endAllOf([2], first.session.tokenId)).toBe(1);
    expect(await sessions.resolve(second.token)).toBeNull();
    expect(await sessions.resolve(first.token)).not.toBeNull();
    expect(await sessions.resolve(other.token)).not.toBeNull();
    expect(await sessions.endAllOf([2, 3])).toBe(2);
    expect(await sessions.endAllOf([])).toBe(0);
  });

  it('slides the expiry once less than 20 minutes are left', async () => {
    const { token, session } = await sessions.create(user);
    now += 5 * MINUTE;
    expect((await sessions.resolve(token))?.expireTime).toBe(session.expireTime);
    now += 6 * MINUTE; // 19 minutes left
    const refreshed = await sessions.resolve(token);
    expect(refreshed?.expireTime).toBe(now + 30 * MINUTE);
    now += 29 * MINUTE; // would be dead without the refresh
    expect(await sessions.resolve(token)).not.toBeNull();
    now += 31 * MINUTE; // idle for more than 30 minutes
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('ends a session on removal and rejects foreign tokens', async () => {
    const { token, session } = await sessions.create(user);
    expect(await sessions.remove(session.tokenId)).toBe(true);
    expect(await sessions.resolve(token)).toBeNull();
    const other = new SessionStore(cache, 'another-secret-of-sufficient-length!!', clock);
    const { token: foreign } = await other.create(user);
    expect(await sessions.resolve(foreign)).toBeNull();
  });

  it('tells its listeners of each session it ends, and of none it did not (docs/live-updates.md)', async () => {
    const ended: string[] = [];
    const stop = sessions.onEnded(async (tokenId) => {
      ended.push(tokenId);
    });
    try {
      const first = await sessions.create({ ...user, userId: 7 });
      const second = await sessions.create({ ...user, userId: 7 });
      const kept = await sessions.create({ ...user, userId: 7 });
      await sessions.remove(first.session.tokenId);
      // already gone: nothing to tell
      await sessions.remove(first.session.tokenId);
      expect(ended).toEqual([first.session.tokenId]);
      await sessions.endAllOf([7], kept.session.tokenId);
      expect(ended).toEqual([first.session.tokenId, second.session.tokenId]);
    } finally {
      stop();
    }
    const after = await sessions.create({ ...user, userId: 7 });
    await sessions.remove(after.session.tokenId);
    expect(ended).toHaveLength(2);
  });

  it('lists open sessions', async () => {
    const before = (await sessions.list()).length;
    await sessions.create({ ...user, userName: 'admin', userId: 1 });
    const listed = await sessions.list();
    expect(listed).toHaveLength(before + 1);
    expect(listed.map((s) => s.userName)).toContain('admin');
  });
});

describe('tokenFromHeader', () => {
  it('strips the Bearer prefix and accepts a bare token', () => {
    expect(tokenFromHeader('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(tokenFromHeader('abc.def.ghi')).toBe('abc.def.ghi');
    expect(tokenFromHeader('Bearer ')).toBeNull();
    expect(tokenFromHeader(undefined)).toBeNull();
  });
});
