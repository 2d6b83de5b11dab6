// `npx tsx scripts/bench.ts --only morning`: a whole office signs in at nine (docs/deploy.md
// "Capacity: the morning mix"). The same mix, for MORNING_SECONDS (60), on the stack (`startStack`:
// nginx, two compiled replicas, PostgreSQL, a Redis of its own keeping an append-only file) and on
// one process (`npm start`'s server on the embedded database), run one after the other and
// interleaved; then once more on the stack with replica a killed (and started again) and Redis
// restarted in the middle. Beside the mix, the front door alone: `/` under 50 connections for
// 20 s on each set-up, interleaved too.
//
// The mix: 200 staff and 1 000 visitors, each on a connection of its own from an address of its
// own on the loopback network (127.1.x.y, 127.2.x.y), so the per-address limits see an office
// behind a handful of addresses (staff) and visitors from everywhere:
// - staff (10 addresses, 20 each): sign in within the first 15 s, open the console document of a
//   page (with the session cookie) and the files a fresh browser fetches, then until the end, with
//   1–4 s between actions: list reads (half), a dialog's reads (a quarter), another console
//   document, a notice written with its Idempotency-Key, and one export each; a read turned away
//   (502, 503, 504, no answer) is asked once more after its Retry-After (at most 10 s), and so is a
//   keyed write, as the console's request client does;
// - visitors (one address each), arriving over the first 45 s: a public page (`/` most often,
//   in Chinese or English) and the files its document names on a first visit, then 1–4 more pages
//   2–6 s apart; one in thirty sends the trial form.
// Each kind is reported with its requests, requests a second over the mix, p50 and p99 of every
// attempt, the answers by status, the errors (anything but a success after the console's retry,
// except the deliberate 429 of a rate limit) and the retries; beside them each replica's resident
// memory (sampled every second) and the load average at each start.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../lib/server.mjs';
import { printTable } from './table';
import { autocannon } from './tools';

const SECONDS = Number(process.env.MORNING_SECONDS || 60);
const STAFF = Number(process.env.MORNING_STAFF || 200);
const VISITORS = Number(process.env.MORNING_VISITORS || 1000);
const STAFF_ADDRESSES = 10;
const SIGN_IN_WITHIN_S = 15;
const ARRIVE_WITHIN_S = 45;
const FRONT_DOOR = { connections: 50, seconds: 20 };
/** The production guard (docs/site/speed.md "Past capacity"): the mix meets it as deployed. */
const PRODUCTION = { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '1000', CAPTCHA_ENABLED: 'false' };
const RETRIED = new Set([0, 502, 503, 504]);
const RETRY_AFTER_LIMIT_MS = 10_000;

type Kind =
  | 'signIn'
  | 'consoleDocument'
  | 'listRead'
  | 'dialogRead'
  | 'export'
  | 'write'
  | 'publicPage'
  | 'home'
  | 'staticFile'
  | 'trial';

interface Attempt {
  kind: Kind;
  status: number;
  code: number | null;
  ms: number;
  at: number;
  url: string;
  retry: boolean;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (low: number, high: number) => low + Math.random() * (high - low);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

/** One HTTP request on a virtual user's own keep-alive agent; a transport failure is status 0. */
function send(
  agent: http.Agent,
  base: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const target = new URL(url, base);
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        headers,
        agent,
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            ms: Date.now() - started,
          }),
        );
        response.on('error', () =>
          resolve({ status: 0, headers: {}, body: Buffer.alloc(0), ms: Date.now() - started }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () =>
      resolve({ status: 0, headers: {}, body: Buffer.alloc(0), ms: Date.now() - started }),
    );
    if (body !== undefined) request.write(body);
    request.end();
  });
}

const envelopeCode = (answer: Answer): number | null => {
  if (!String(answer.headers['content-type'] ?? '').includes('json')) return null;
  try {
    const code = (JSON.parse(answer.body.toString('utf8')) as { code?: unknown }).code;
    return typeof code === 'number' ? code : null;
  } catch {
    return null;
  }
};

/** A success as the console counts it: HTTP 2xx, and an envelope's code 200 where there is one. */
const succeeded = (attempt: Pick<Attempt, 'status' | 'code'>) =>
  attempt.status >= 200 && attempt.status < 300 && (attempt.code === null || attempt.code === 200);

/** Retry-After in ms, or null when the answer must be shown (beyond the console's bound). */
function retryDelay(answer: Answer): number | null {
  const raw = answer.headers['retry-after'];
  if (raw === undefined) return 1000;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds)) return 1000;
  return seconds * 1000 > RETRY_AFTER_LIMIT_MS ? null : seconds * 1000;
}

/** The virtual users' shared bookkeeping for one run of the mix. */
class Recorder {
  readonly attempts: Attempt[] = [];
  /** one per request as the user sees it: its last attempt */
  readonly outcomes: Attempt[] = [];
  readonly written = new Map<string, boolean>();
  readonly signedOut: { at: number; url: string }[] = [];
  constructor(readonly until: number) {}

  /**
   * One request as the console's request client sends it: recorded, and asked once more after a
   * 502/503/504 or no answer when `retry` (a read, or a write with its key).
   */
  async call(
    kind: Kind,
    agent: http.Agent,
    base: string,
    method: string,
    url: string,
    headers: Record<string, string>,
    options: { body?: string; retry?: boolean } = {},
  ): Promise<Answer> {
    let answer = await send(agent, base, method, url, headers, options.body);
    let last = this.record(kind, url, answer, false);
    if (options.retry && RETRIED.has(answer.status)) {
      const delay = retryDelay(answer);
      if (delay !== null) {
        await sleep(delay + Math.random() * 250);
        answer = await send(agent, base, method, url, headers, options.body);
        last = this.record(kind, url, answer, true);
      }
    }
    this.outcomes.push(last);
    return answer;
  }

  private record(kind: Kind, url: string, answer: Answer, retry: boolean): Attempt {
    const code = envelopeCode(answer);
    if (code === 401) this.signedOut.push({ at: Date.now(), url });
    return this.push({
      kind,
      status: answer.status,
      code,
      ms: answer.ms,
      at: Date.now() - answer.ms,
      url,
      retry,
    });
  }

  private push(attempt: Attempt): Attempt {
    this.attempts.push(attempt);
    return attempt;
  }
}

/** The percentile `p` (0–100) of sorted numbers. */
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function summarise(attempts: Attempt[], outcomes: Attempt[], seconds: number) {
  const kinds: Record<string, unknown> = {};
  for (const kind of [...new Set(attempts.map((attempt) => attempt.kind))].sort()) {
    const mine = attempts.filter((attempt) => attempt.kind === kind);
    // what the user got: the last attempt of each request
    const ends = outcomes.filter((attempt) => attempt.kind === kind);
    const sorted = mine.map((attempt) => attempt.ms).sort((a, b) => a - b);
    const byStatus: Record<string, number> = {};
    for (const attempt of mine) {
      const label =
        attempt.code !== null && attempt.code !== 200
          ? `${attempt.status}/${attempt.code}`
          : `${attempt.status}`;
      byStatus[label] = (byStatus[label] ?? 0) + 1;
    }
    const deliberate = ends.filter((attempt) => attempt.status === 429 || attempt.code === 429).length;
    const errors = ends.filter(
      (attempt) => !succeeded(attempt) && attempt.status !== 429 && attempt.code !== 429,
    ).length;
    kinds[kind] = {
      requests: mine.length,
      perSecond: Number((mine.length / seconds).toFixed(1)),
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: sorted.at(-1) ?? 0,
      byStatus,
      answered503: mine.filter((attempt) => attempt.status === 503).length,
      retries: mine.filter((attempt) => attempt.retry).length,
      deliberate429: deliberate,
      errors,
    };
  }
  return kinds;
}

/** The resident memory (MB) of each named process, every second, until `stop()`. */
function sampleRss(processes: () => Record<string, number | null>) {
  const samples: Record<string, number[]> = {};
  const timer = setInterval(() => {
    for (const [name, pid] of Object.entries(processes())) {
      if (!pid) continue;
      try {
        const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
        (samples[name] ??= []).push(Math.round(kb / 1024));
      } catch {
        // the process is gone (killed on purpose in the fault run)
      }
    }
  }, 1000);
  return {
    stop() {
      clearInterval(timer);
      return Object.fromEntries(
        Object.entries(samples).map(([name, values]) => [
          name,
          { maxMb: Math.max(...values), lastMb: values.at(-1), samples: values.length },
        ]),
      );
    },
  };
}

/**
 * The process `npm start`'s tsx launcher runs the server in, for its memory: the descendant of
 * `pid` whose command line names the server's main file (tsx also starts esbuild's service).
 */
function serverProcessOf(pid: number): number {
  const descendants = (parent: number): number[] =>
    spawnSync('ps', ['-o', 'pid=', '--ppid', String(parent)], { encoding: 'utf8' })
      .stdout.split('\n')
      .map((line) => Number(line.trim()))
      .filter(Boolean)
      .flatMap((child) => [child, ...descendants(child)]);
  const commandOf = (candidate: number) => {
    try {
      return fs.readFileSync(`/proc/${candidate}/cmdline`, 'utf8');
    } catch {
      return '';
    }
  };
  return descendants(pid).find((candidate) => commandOf(candidate).includes('main.ts')) ?? pid;
}

/** What the mix needs of a set-up: an admin token, staff accounts, ids to open, the files to fetch. */
async function prepare(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const json = async (method: string, url: string, token?: string, body?: object) => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await send(
        agent,
        base,
        method,
        url,
        {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body === undefined ? undefined : JSON.stringify(body),
      );
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bench reads a few fields of many answers
      if (answer.status !== 503) return JSON.parse(answer.body.toString('utf8')) as Record<string, any>;
      await sleep(1000);
    }
    throw new Error(`${url} stayed busy`);
  };
  const login = await json('POST', '/prod-api/login', undefined, { username: 'admin', password: 'admin123' });
  if (login.code !== 200) throw new Error(`admin login at ${base}: ${JSON.stringify(login)}`);
  const token = login.token as string;
  // the staff: accounts of their own, role 普通角色 (the menus a member of staff has), department 研发部
  const names = Array.from({ length: STAFF }, (_, index) => `staff${String(index + 1).padStart(3, '0')}`);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < names.length) {
        const userName = names[next++];
        const added = await json('POST', '/prod-api/system/user', token, {
          userName,
          nickName: `员工${userName.slice(5)}`,
          password: 'admin123',
          deptId: 103,
          roleIds: [2],
          postIds: [],
          status: '0',
        });
        if (added.code !== 200 && !String(added.msg).includes('已存在'))
          throw new Error(`add ${userName}: ${added.msg}`);
      }
    }),
  );
  // the rows a member of staff sees (the common role's data scope): the ids their dialogs open
  const staff = await json('POST', '/prod-api/login', undefined, {
    username: names[0],
    password: 'admin123',
  });
  const users = await json('GET', '/prod-api/system/user/list?pageNum=1&pageSize=50', staff.token as string);
  const notices = await json(
    'GET',
    '/prod-api/system/notice/list?pageNum=1&pageSize=20',
    staff.token as string,
  );
  // the site was up before nine: each public page once, in each language and as browsers ask
  for (const page of new Set(PUBLIC_PAGES))
    for (const cookie of ['', 'lang=en'])
      await send(agent, base, 'GET', page, {
        Accept: 'text/html',
        'Accept-Encoding': 'gzip, deflate, br',
        ...(cookie ? { Cookie: cookie } : {}),
      });
  // a fresh browser's files: the shell's start and the marketing remote's entry, as the documents name them
  const builds = await json('GET', '/builds.json');
  const remotes = await json('GET', '/remotes.json');
  const chunks = await json('GET', '/chunks.json');
  const start = [
    ...new Set([
      ...((chunks.bootstrap?.js as string[] | undefined) ?? []),
      ...((chunks.mount?.js as string[] | undefined) ?? []),
      ...((chunks.console?.css as string[] | undefined) ?? []),
    ]),
  ]
    .slice(0, 6)
    .map((file) => `/${file}`);
  agent.destroy();
  return {
    token,
    names,
    userIds: ((users.rows as { userId: number }[]) ?? []).map((row) => row.userId),
    noticeIds: ((notices.rows as { noticeId: number }[]) ?? []).map((row) => row.noticeId),
    visitorFiles: ['/main.js', remotes.marketing as string, ...start.slice(0, 3)],
    staffFiles: ['/main.js', remotes.system as string, ...start],
    builds,
  };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

const LISTS = [
  '/prod-api/system/user/list?pageNum=1&pageSize=10',
  '/prod-api/system/notice/list?pageNum=1&pageSize=10',
  '/prod-api/system/post/list?pageNum=1&pageSize=10',
  '/prod-api/system/role/list?pageNum=1&pageSize=10',
  '/prod-api/monitor/operlog/list?pageNum=1&pageSize=10',
  '/prod-api/system/dict/data/list?pageNum=1&pageSize=10&dictType=sys_user_sex',
];
const CONSOLE_PAGES = ['/system/user', '/system/notice', '/system/post', '/system/role'];
const PUBLIC_PAGES = ['/', '/', '/', '/', '/News', '/About', '/Joinus', '/Solution'];

async function staffMember(index: number, base: string, ready: Prepared, log: Recorder, run: string) {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: 4,
    localAddress: `127.1.${index % STAFF_ADDRESSES}.${1 + Math.floor(index / STAFF_ADDRESSES)}`,
  });
  const until = log.until;
  try {
    await sleep(between(0, SIGN_IN_WITHIN_S * 1000));
    // a person whose sign-in fails clicks 登录 again, twice at the most, a couple of seconds later
    let token: string | undefined;
    for (let tries = 0; !token && tries < 3 && Date.now() < until; tries += 1) {
      if (tries > 0) await sleep(between(1500, 3000));
      const signIn = await log.call(
        'signIn',
        agent,
        base,
        'POST',
        '/prod-api/login',
        { 'Content-Type': 'application/json' },
        { body: JSON.stringify({ username: ready.names[index], password: 'admin123' }) },
      );
      try {
        token = (JSON.parse(signIn.body.toString('utf8')) as { token?: string }).token;
      } catch {
        // an error page (a proxy's 502): no session
      }
    }
    if (!token) return;
    const api = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    const page = {
      Cookie: `Admin-Token=${token}`,
      Accept: 'text/html',
      'Accept-Encoding': 'gzip, deflate, br',
    };
    await log.call('consoleDocument', agent, base, 'GET', pick(CONSOLE_PAGES), page);
    for (const file of ready.staffFiles)
      await log.call('staticFile', agent, base, 'GET', file, { 'Accept-Encoding': 'gzip, br' });
    const exportAt = Date.now() + between(0, Math.max(0, until - Date.now() - 5000));
    let exported = false;
    let written = 0;
    while (Date.now() < until) {
      await sleep(between(1000, 4000));
      if (Date.now() >= until) break;
      if (!exported && Date.now() >= exportAt) {
        exported = true;
        await log.call(
          'export',
          agent,
          base,
          'POST',
          '/prod-api/system/user/export',
          {
            ...api,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          { body: 'pageNum=1&pageSize=100' },
        );
        continue;
      }
      const roll = Math.random();
      if (roll < 0.5) await log.call('listRead', agent, base, 'GET', pick(LISTS), api, { retry: true });
      else if (roll < 0.75) {
        const reads = [
          `/prod-api/system/user/${pick(ready.userIds)}`,
          '/prod-api/system/user/',
          '/prod-api/system/user/deptTree',
          ...(ready.noticeIds.length > 0 ? [`/prod-api/system/notice/${pick(ready.noticeIds)}`] : []),
        ];
        // a dialog's reads go side by side
        await Promise.all(
          reads
            .slice(0, 2 + Math.floor(Math.random() * 2))
            .map((url) => log.call('dialogRead', agent, base, 'GET', url, api, { retry: true })),
        );
      } else if (roll < 0.87)
        await log.call('consoleDocument', agent, base, 'GET', pick(CONSOLE_PAGES), page);
      else {
        // a notice written with its key; the console sends it once more, with the same key, on a
        // 502/503/504 or no answer
        written += 1;
        const title = `morning ${run} ${index}-${written}`;
        const answer = await log.call(
          'write',
          agent,
          base,
          'POST',
          '/prod-api/system/notice',
          {
            ...api,
            'Content-Type': 'application/json',
            'Idempotency-Key': crypto.randomUUID(),
          },
          {
            body: JSON.stringify({
              noticeTitle: title,
              noticeType: '1',
              noticeContent: '<p>九点</p>',
              status: '0',
            }),
            retry: true,
          },
        );
        log.written.set(title, succeeded({ status: answer.status, code: envelopeCode(answer) }));
      }
    }
  } finally {
    agent.destroy();
  }
}

async function visitor(index: number, base: string, ready: Prepared, log: Recorder) {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: 4,
    localAddress: `127.2.${Math.floor(index / 250)}.${1 + (index % 250)}`,
  });
  const english = Math.random() < 0.3;
  const headers = {
    Accept: 'text/html,application/xhtml+xml,*/*',
    'Accept-Encoding': 'gzip, deflate, br',
    ...(english ? { Cookie: 'lang=en' } : {}),
  };
  try {
    await sleep(between(0, ARRIVE_WITHIN_S * 1000));
    const pages = 2 + Math.floor(Math.random() * 4);
    for (let seen = 0; seen < pages && Date.now() < log.until; seen += 1) {
      const url = seen === 0 ? pick(PUBLIC_PAGES) : pick(PUBLIC_PAGES.slice(3));
      await log.call(url === '/' ? 'home' : 'publicPage', agent, base, 'GET', url, headers);
      if (seen === 0)
        await Promise.all(
          ready.visitorFiles.map((file) =>
            log.call('staticFile', agent, base, 'GET', file, { 'Accept-Encoding': 'gzip, br' }),
          ),
        );
      if (seen === 1 && index % 30 === 0)
        await log.call(
          'trial',
          agent,
          base,
          'POST',
          '/prod-api/portal/trial',
          {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            ...(english ? { 'Accept-Language': 'en' } : {}),
          },
          {
            body: JSON.stringify({
              name: `访客${index}`,
              phone: '13912345678',
              company: '某证券',
              email: `v${index}@example.com`,
              remark: 'morning',
            }),
          },
        );
      await sleep(between(2000, 6000));
    }
  } finally {
    agent.destroy();
  }
}

/** The mix once against `base`; `faults` runs meanwhile (the fault run). */
async function mix(
  base: string,
  ready: Prepared,
  processes: () => Record<string, number | null>,
  faults?: (started: number) => Promise<unknown>,
) {
  const run = crypto.randomBytes(3).toString('hex');
  const loadAverageAtStart = loadavg().map((value) => Number(value.toFixed(2)));
  const started = Date.now();
  const log = new Recorder(started + SECONDS * 1000);
  const rss = sampleRss(processes);
  const faulted = faults ? faults(started) : Promise.resolve(null);
  await Promise.all([
    ...Array.from({ length: STAFF }, (_, index) => staffMember(index, base, ready, log, run)),
    ...Array.from({ length: VISITORS }, (_, index) => visitor(index, base, ready, log)),
  ]);
  const faultLog = await faulted;
  const seconds = (Date.now() - started) / 1000;
  const kinds = summarise(log.attempts, log.outcomes, seconds);
  const pages = log.attempts.filter((attempt) =>
    ['home', 'publicPage', 'consoleDocument', 'staticFile'].includes(attempt.kind),
  );
  return {
    run,
    loadAverageAtStart,
    seconds: Number(seconds.toFixed(1)),
    requests: log.attempts.length,
    kinds,
    pages503: pages.filter((attempt) => attempt.status === 503).length,
    errors: Object.values(kinds).reduce<number>((sum, kind) => sum + (kind as { errors: number }).errors, 0),
    rss: rss.stop(),
    written: log.written,
    signedOutAfterSignIn: log.signedOut.length,
    faults: faultLog,
  };
}

/** `/` alone, as the issue measured it: FRONT_DOOR.connections connections for FRONT_DOOR.seconds. */
async function frontDoor(base: string) {
  const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
  const result = await autocannon({
    url: `${base}/`,
    connections: FRONT_DOOR.connections,
    duration: FRONT_DOOR.seconds,
    headers: { Accept: 'text/html,*/*', 'Accept-Encoding': 'gzip, deflate, br' },
  });
  const byStatus: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {}))
    byStatus[code] = (stats as { count: number }).count;
  return {
    loadAverageAtStart,
    requestsPerSec: Math.round(result.requests.total / result.duration),
    okPerSec: Math.round(result['2xx'] / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    byStatus,
    errors: result.errors + result.timeouts,
  };
}

/** Counts the mix's notices in the database: each acknowledged write once, none twice. */
async function checkWrites(databaseUrl: string, run: string, written: Map<string, boolean>) {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ notice_title: string; n: number }>(
      'SELECT notice_title, count(*)::int AS n FROM sys_notice WHERE notice_title LIKE $1 GROUP BY notice_title',
      [`morning ${run} %`],
    );
    const stored = new Map(rows.map((row) => [row.notice_title, row.n]));
    const acknowledged = [...written].filter(([, ok]) => ok).map(([title]) => title);
    return {
      acknowledged: acknowledged.length,
      lost: acknowledged.filter((title) => !stored.has(title)),
      doubled: rows.filter((row) => row.n > 1).map((row) => row.notice_title),
      storedNotAcknowledged: [...written].filter(([title, ok]) => !ok && stored.has(title)).length,
    };
  } finally {
    await client.end();
  }
}

const without = <T extends { written?: unknown }>(result: T) => {
  const { written: _written, ...rest } = result;
  return rest;
};

function table(setups: Record<string, Awaited<ReturnType<typeof mix>>>) {
  const rows = [['set-up', 'kind', 'req', 'req/s', 'p50 ms', 'p99 ms', '503', 'retries', '429', 'errors']];
  for (const [name, result] of Object.entries(setups))
    for (const [kind, figures] of Object.entries(result.kinds)) {
      const f = figures as {
        requests: number;
        perSecond: number;
        p50Ms: number;
        p99Ms: number;
        answered503: number;
        retries: number;
        deliberate429: number;
        errors: number;
      };
      rows.push([
        name,
        kind,
        String(f.requests),
        String(f.perSecond),
        String(f.p50Ms),
        String(f.p99Ms),
        String(f.answered503),
        String(f.retries),
        String(f.deliberate429),
        String(f.errors),
      ]);
    }
  printTable(rows);
}

/**
 * The morning mix (results.morning): the stack and one process side by side, interleaved, then the
 * stack with a replica killed and Redis restarted in the middle; the front door alone beside it.
 */
export async function morningMix(benchPort: number) {
  const { startStack } = await import('../stack.mjs');
  const log = (line: string) => console.log(`  ${line}`);
  const releasesDir = fs.mkdtempSync(path.join(tmpdir(), 'dis-morning-releases-'));
  const port = benchPort + 20;
  const stack = await startStack({
    port,
    privateRedis: port + 10,
    database: 'dis_bench_morning',
    fresh: true,
    captcha: false,
    releasesDir,
    build: false,
    removeRunDir: true,
    log,
    env: { ...PRODUCTION, LOG_LEVEL: 'warn' },
  });
  const one = await startServer({ env: PRODUCTION });
  const onePid = serverProcessOf(one.pid);
  const stackProcesses = () =>
    Object.fromEntries(
      stack.replicas.map((replica: { name: string; pid: number | null }) => [
        `replica ${replica.name}`,
        replica.pid,
      ]),
    );
  const oneProcesses = () => ({ 'one process': onePid });
  const results: Record<string, unknown> = {
    cores: cpus().length,
    seconds: SECONDS,
    staff: STAFF,
    visitors: VISITORS,
    loadAverageAtStart: loadavg().map((value) => Number(value.toFixed(2))),
  };
  try {
    console.log('morning: preparing both set-ups (staff accounts, files)');
    const [readyStack, readyOne] = [await prepare(stack.url), await prepare(one.url)];
    const mixes: Record<string, Awaited<ReturnType<typeof mix>>> = {};
    const doors: Record<string, unknown[]> = { stack: [], oneProcess: [] };
    const rounds = Number(process.env.MORNING_ROUNDS || 1);
    for (let round = 1; round <= rounds; round += 1) {
      console.log(`morning round ${round}: the mix on the stack`);
      mixes[`stack#${round}`] = await mix(stack.url, readyStack, stackProcesses);
      console.log(`morning round ${round}: the mix on one process`);
      mixes[`oneProcess#${round}`] = await mix(one.url, readyOne, oneProcesses);
      console.log(`morning round ${round}: / alone, stack then one process`);
      doors.stack.push(await frontDoor(stack.url));
      doors.oneProcess.push(await frontDoor(one.url));
    }
    console.log('morning: the mix on the stack, replica a killed at 20 s and Redis restarted at 40 s');
    const [replicaA] = stack.replicas as {
      kill: (signal?: string) => Promise<void>;
      restart: () => Promise<void>;
      name: string;
    }[];
    const faulted = await mix(stack.url, readyStack, stackProcesses, async (started) => {
      const events: Record<string, number> = {};
      await sleep(Math.max(0, started + 20_000 - Date.now()));
      await replicaA.kill('SIGKILL');
      events.replicaKilledAtS = Math.round((Date.now() - started) / 1000);
      await replicaA.restart();
      events.replicaBackAtS = Math.round((Date.now() - started) / 1000);
      await sleep(Math.max(0, started + 40_000 - Date.now()));
      await stack.redis.stop();
      events.redisStoppedAtS = Math.round((Date.now() - started) / 1000);
      await stack.redis.start();
      events.redisBackAtS = Math.round((Date.now() - started) / 1000);
      return events;
    });
    mixes['stack, faults'] = faulted;
    const writes: Record<string, unknown> = {};
    for (const [name, result] of Object.entries(mixes))
      if (name.startsWith('stack'))
        writes[name] = await checkWrites(stack.databaseUrl, result.run, result.written);
    table(mixes);
    const doorSummary = Object.fromEntries(Object.entries(doors).map(([name, runs]) => [name, runs]));
    const stackHome = (doors.stack as { okPerSec: number }[]).map((run) => run.okPerSec);
    const oneHome = (doors.oneProcess as { okPerSec: number }[]).map((run) => run.okPerSec);
    console.log(`front door /: stack ${stackHome.join(', ')} 2xx/s, one process ${oneHome.join(', ')} 2xx/s`);
    Object.assign(results, {
      mixes: Object.fromEntries(Object.entries(mixes).map(([name, result]) => [name, without(result)])),
      writesInTheDatabase: writes,
      frontDoor: {
        ...FRONT_DOOR,
        asked: 'GET / with Accept: text/html,*/*; Accept-Encoding: gzip, deflate, br',
        ...doorSummary,
      },
      note: 'everything (the virtual users, nginx, the replicas, PostgreSQL, Redis, the one process) shares the machine’s cores; compare set-ups within one run',
    });
    return results;
  } finally {
    await one.stop();
    await stack.stop({ clean: true });
    fs.rmSync(releasesDir, { recursive: true, force: true });
  }
}
