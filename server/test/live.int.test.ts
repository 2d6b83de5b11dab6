/** @jest-environment ./server/test/native-modules-environment.cjs */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
// first: the helper prepares the native modules the app loads
import { START_TIMEOUT, setupTestApp } from './helper';
import { buildApp } from '../src/app';
import { CacheKeys, setJson } from '../src/cache/store';
import type { LoginUser } from '../src/security/session-store';
import { insertEmptyRole, insertUsers } from './fixtures';

/**
 * Live updates (docs/live-updates.md): the stream, who receives what, and, on PostgreSQL + Redis,
 * two app instances sharing Redis as two replicas do — a stream held by A receives what happens
 * on B. On the embedded default there is one process (the in-process bus), so B is A.
 */
const t = setupTestApp();

/** Replica A: the test app, listening; B: a second instance on the same database and Redis. */
let origin = '';
let replicaB: FastifyInstance;
let twoInstances = false;
let liveUserId = 0;
let liveRoleId = 0;

const API = '/prod-api';

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  if (t.kind === 'postgres') {
    replicaB = await buildApp({ ...t.config, replicaName: 'b' });
    await replicaB.ready();
    twoInstances = true;
  } else {
    replicaB = t.app;
  }
  liveRoleId = await insertEmptyRole(t.app, 'live_role');
  [liveUserId] = await insertUsers(t.app, [{ userName: 'live_user', roleIds: [] }]);
}, START_TIMEOUT);

afterAll(async () => {
  if (twoInstances) await replicaB.close();
});

/** A request to replica B (inject), with a bearer token. */
async function onB(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  const answer = await replicaB.inject({
    method,
    url: `${API}${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return answer.json() as { code: number; msg: string; [key: string]: unknown };
}

interface Received {
  type: string;
  data: unknown;
}

/** A stream opened on replica A the way a browser's EventSource opens it (the cookie). */
interface Stream {
  status: number;
  contentType: string;
  headers: http.IncomingHttpHeaders;
  events: Received[];
  comments: string[];
  /** resolves with the first event of `type` (already received or to come) */
  next(type: string, timeoutMs?: number): Promise<Received>;
  /** resolves once the server ends the stream */
  ended: Promise<void>;
  close(): void;
}

function openStream(token: string | null, cookies: Record<string, string> = {}): Promise<Stream> {
  const cookie = Object.entries({ ...(token ? { 'Admin-Token': token } : {}), ...cookies })
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}${API}/live/stream`,
      { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) } },
      (response) => {
        const events: Received[] = [];
        const comments: string[] = [];
        const waiting: Array<{ type: string; done: (event: Received) => void }> = [];
        let buffer = '';
        let endedResolve: () => void = () => undefined;
        const ended = new Promise<void>((done) => {
          endedResolve = done;
        });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            for (const line of frame.split('\n')) {
              if (line.startsWith(':')) comments.push(line);
              if (!line.startsWith('data: ')) continue;
              const event = JSON.parse(line.slice(6)) as Received;
              events.push(event);
              for (const wait of waiting.filter((w) => w.type === event.type)) {
                waiting.splice(waiting.indexOf(wait), 1);
                wait.done(event);
              }
            }
          }
        });
        response.on('end', () => endedResolve());
        response.on('close', () => endedResolve());
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          headers: response.headers,
          events,
          comments,
          ended,
          next(type, timeoutMs = 5000) {
            const seen = events.find((event) => event.type === type);
            if (seen) return Promise.resolve(seen);
            return new Promise((done, fail) => {
              const timer = setTimeout(
                () =>
                  fail(new Error(`no "${type}" event within ${timeoutMs} ms; got ${JSON.stringify(events)}`)),
                timeoutMs,
              );
              waiting.push({
                type,
                done: (event) => {
                  clearTimeout(timer);
                  done(event);
                },
              });
            });
          },
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

/** A body read to its end (a refused stream). */
function readAll(token: string | null, cookies: Record<string, string> = {}) {
  return new Promise<{ status: number; body: { code: number; msg: string } }>((resolve, reject) => {
    const cookie = Object.entries({ ...(token ? { 'Admin-Token': token } : {}), ...cookies })
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    http
      .get(`${origin}${API}/live/stream`, { headers: cookie ? { cookie } : {} }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      })
      .on('error', reject);
  });
}

async function opened(token: string): Promise<Stream> {
  const stream = await openStream(token);
  expect(stream.status).toBe(200);
  await stream.next('ready');
  return stream;
}

describe('live updates', () => {
  it('refuses a stream without a session with the 401 envelope, in the console language', async () => {
    const none = await readAll(null);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({
      code: 401,
      msg: '请求访问：/live/stream，认证失败，无法访问系统资源',
    });
    const english = await readAll('not-a-token', { lang: 'en' });
    expect(english.status).toBe(401);
    expect(english.body.code).toBe(401);
    expect(english.body.msg).toBe(
      'Request to /live/stream failed authentication; unable to access system resources',
    );

    const token = await t.login('ry');
    await t.request({ method: 'POST', url: '/logout', token });
    expect((await readAll(token)).status).toBe(401);
  });

  it('streams text/event-stream, unbuffered, starting with ready', async () => {
    const token = await t.login('ry');
    const stream = await opened(token);
    try {
      expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect(stream.headers['cache-control']).toBe('no-store, no-transform');
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(stream.headers['content-security-policy']).toBeDefined();
      expect(stream.events[0]).toEqual({ type: 'ready', data: { replica: null } });
    } finally {
      stream.close();
    }
  });

  it('does not extend the session it streams for', async () => {
    const token = await t.login('ry');
    const tokenId = t.app.sessions.tokenIdOf(token)!;
    const session = (await t.app.sessions.get(tokenId)) as LoginUser;
    // five minutes left: any request behind the login would slide it back to thirty
    const expireTime = Date.now() + 5 * 60_000;
    await setJson(t.app.cache, `${CacheKeys.loginToken}${tokenId}`, { ...session, expireTime }, 300);
    const stream = await opened(token);
    stream.close();
    expect((await t.app.sessions.get(tokenId))?.expireTime).toBe(expireTime);
  });

  it('a notice saved as 正常 on B reaches every stream on A', async () => {
    const ry = await t.login('ry');
    const admin = await t.login('admin');
    const stream = await opened(ry);
    try {
      const saved = await onB('POST', '/system/notice', admin, {
        noticeTitle: 'live: new notice',
        noticeType: '1',
        status: '0',
        noticeContent: '<p>hello</p>',
      });
      expect(saved.code).toBe(200);
      expect(await stream.next('notice')).toEqual({ type: 'notice', data: null });
    } finally {
      stream.close();
    }
  });

  it('强退 on B ends that session’s stream on A with session-ended, and only that one', async () => {
    const admin = await t.login('admin');
    const ryA = await t.login('ry');
    const ryOther = await t.login('ry');
    const ended = await opened(ryA);
    const kept = await opened(ryOther);
    try {
      const tokenId = t.app.sessions.tokenIdOf(ryA)!;
      expect((await onB('DELETE', `/monitor/online/${tokenId}`, admin)).code).toBe(200);
      expect(await ended.next('session-ended')).toEqual({ type: 'session-ended', data: null });
      await ended.ended;
      // the other session of the same user stays open
      await new Promise((done) => setTimeout(done, 300));
      expect(kept.events.map((event) => event.type)).not.toContain('session-ended');
    } finally {
      ended.close();
      kept.close();
    }
  });

  it('a disabled account’s streams end at once', async () => {
    const [userId] = await insertUsers(t.app, [{ userName: 'live_disabled', roleIds: [] }]);
    const admin = await t.login('admin');
    const token = await t.login('live_disabled');
    const stream = await opened(token);
    try {
      const answer = await onB('PUT', '/system/user/changeStatus', admin, { userId, status: '1' });
      expect(answer.code).toBe(200);
      await stream.next('session-ended');
      await stream.ended;
    } finally {
      stream.close();
    }
  });

  it('a change of a user’s roles on B sends rights to that user’s streams on A', async () => {
    const admin = await t.login('admin');
    const user = await t.login('live_user');
    const ry = await t.login('ry');
    const mine = await opened(user);
    const other = await opened(ry);
    try {
      const answer = await onB(
        'PUT',
        `/system/user/authRole?userId=${liveUserId}&roleIds=${liveRoleId}`,
        admin,
      );
      expect(answer.code).toBe(200);
      expect(await mine.next('rights')).toEqual({ type: 'rights', data: null });
      await new Promise((done) => setTimeout(done, 300));
      expect(other.events.map((event) => event.type)).not.toContain('rights');
    } finally {
      mine.close();
      other.close();
    }
  });

  it('a change of a role on B (its status) sends rights to its holders’ streams on A', async () => {
    const admin = await t.login('admin');
    // live_user holds live_role since the test above
    const user = await t.login('live_user');
    const stream = await opened(user);
    try {
      const answer = await onB('PUT', '/system/role/changeStatus', admin, {
        roleId: liveRoleId,
        status: '1',
      });
      expect(answer.code).toBe(200);
      await stream.next('rights');
    } finally {
      stream.close();
    }
  });

  it('ends its streams when the app closes', async () => {
    if (!twoInstances) return;
    // a stream on B, ended by B's close (A keeps running for the other tests)
    await replicaB.listen({ port: 0, host: '127.0.0.1' });
    const port = (replicaB.server.address() as AddressInfo).port;
    const token = await t.login('ry');
    const ended = new Promise<string>((resolve, reject) => {
      http
        .get(
          `http://127.0.0.1:${port}${API}/live/stream`,
          { headers: { cookie: `Admin-Token=${token}` } },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => resolve(text));
          },
        )
        .on('error', reject);
    });
    await new Promise((done) => setTimeout(done, 200));
    await replicaB.close();
    twoInstances = false;
    expect(await ended).toContain('"type":"ready","data":{"replica":"b"}');
  });
});
