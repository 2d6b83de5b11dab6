#!/usr/bin/env node
// The production topology under test, a step of `npm test` (docs/deploy.md "Faults"): `startStack`
// (scripts/stack.mjs) runs nginx in front of two server replicas on PostgreSQL and a Redis of the
// stack's own; a browser and plain HTTP clients go through nginx or to one replica directly (each
// answer names its replica: X-Replica), and the checks below show that one section ships alone
// while a console is open, that the replicas share every state, that a killed replica loses no
// acknowledged write, and that Redis and PostgreSQL faults are answered at once and healed without
// a restart.
// Prints one line per check, writes reports/stack.json ({passed, failed, checks}).
//   node scripts/stack-test.mjs [--keep] [--no-build]
// --keep leaves the stack running after the checks, --no-build releases the dist folders as they
// are; STACK_TEST_ONLY=<regexp> runs only the checks whose name matches.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import chromiumLaunch from './lib/chromium.cjs';
import { independentDeploy } from './lib/stack-deploy-check.mjs';
import { salesShipsAlone } from './lib/stack-sales-check.mjs';
import { startStack } from './stack.mjs';

const { CHROMIUM_ARGS, CHROMIUM_PATH } = chromiumLaunch;

const require = createRequire(import.meta.url);
const API = '/prod-api';
const PORT = Number(process.env.STACK_TEST_PORT || 18260);
const DATABASE = process.env.STACK_TEST_DATABASE || 'dis_stack_test';
const KEEP = process.argv.includes('--keep');
// --no-build: release the apps' dist folders as they are (while working on the checks)
const BUILD = !process.argv.includes('--no-build');
const REPORT = path.join(ROOT, 'reports', 'stack.json');
const SCREENSHOTS = path.join(ROOT, 'reports', 'screenshots');
const RUN = crypto.randomBytes(3).toString('hex');

/** What the server says while Redis is out of reach (server/src/i18n/messages.ts). */
const CACHE_DOWN = {
  en: 'The session and cache service is unavailable at the moment; please try again shortly',
  'zh-CN': '会话与缓存服务暂时不可用，请稍后再试',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

class CheckError extends Error {}
function expect(condition, message, details) {
  if (!condition)
    throw new CheckError(details === undefined ? message : `${message}: ${JSON.stringify(details)}`);
}

const checks = [];
// STACK_TEST_ONLY=<regular expression>: only the checks whose name matches (while working on one)
const ONLY = process.env.STACK_TEST_ONLY ? new RegExp(process.env.STACK_TEST_ONLY, 'i') : null;
async function check(name, work) {
  if (ONLY && !ONLY.test(name)) return;
  const started = Date.now();
  const entry = { name, passed: false, ms: 0 };
  try {
    const details = await work();
    entry.passed = true;
    if (details !== undefined) entry.details = details;
  } catch (error) {
    entry.error = error instanceof CheckError ? error.message : (error.stack ?? String(error));
  }
  entry.ms = Date.now() - started;
  checks.push(entry);
  const seconds = (entry.ms / 1000).toFixed(1);
  console.log(
    `${entry.passed ? '  ✓' : '  ✗'} ${name} (${seconds} s)${entry.passed ? '' : `\n      ${entry.error}`}`,
  );
  if (entry.passed && entry.details) console.log(`      ${JSON.stringify(entry.details)}`);
}

/**
 * One request to `base` (nginx or one replica); never throws for an HTTP status, only for a
 * transport failure or `timeoutMs`.
 */
async function call(
  base,
  method,
  url,
  { token, body, form, lang = 'zh-CN', timeoutMs = 20_000, raw = false, idempotencyKey, headers: extra } = {},
) {
  const headers = { 'Accept-Language': lang, ...extra };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  let payload;
  if (form) payload = form;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const started = Date.now();
  // an API path (`/getInfo`) is under the API prefix; `raw` paths (`/remotes.json`, files) are not
  const response = await fetch(`${base}${raw ? '' : API}${url}`, {
    method,
    headers,
    body: payload,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  let json = null;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    /* not JSON */
  }
  return {
    status: response.status,
    replica: response.headers.get('x-replica'),
    headers: response.headers,
    json,
    bytes,
    ms: Date.now() - started,
  };
}

/** A request that never throws: a transport failure or timeout is `{ status: 0, error }`. */
async function attempt(...args) {
  const started = Date.now();
  try {
    return await call(...args);
  } catch (error) {
    return {
      status: 0,
      error: error.cause?.code ?? error.name,
      ms: Date.now() - started,
      json: null,
      replica: null,
    };
  }
}

async function login(base, username = 'admin', password = 'admin123') {
  const answer = await call(base, 'POST', '/login', { body: { username, password } });
  expect(answer.json?.code === 200 && answer.json.token, `login of ${username} at ${base}`, answer.json);
  return answer.json.token;
}

const ok = (answer) => answer.status === 200 && answer.json?.code === 200;

/**
 * The live-updates stream as a console's EventSource opens it (the session cookie;
 * docs/live-updates.md): `next(type)` resolves with the first event of that type.
 */
async function openLive(base, token) {
  const controller = new AbortController();
  const response = await fetch(`${base}${API}/live/stream`, {
    headers: { Cookie: `Admin-Token=${token}`, Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status === 200, 'the live stream opens', response.status);
  const events = [];
  const waiting = [];
  const decoder = new TextDecoder();
  let buffer = '';
  (async () => {
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const line = buffer
            .slice(0, cut)
            .split('\n')
            .find((one) => one.startsWith('data: '));
          buffer = buffer.slice(cut + 2);
          if (!line) continue;
          events.push(JSON.parse(line.slice(6)));
          for (const wait of waiting.splice(0)) wait();
        }
      }
    } catch {
      /* closed */
    }
  })();
  const tokenId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).login_user_key;
  return {
    status: response.status,
    headers: response.headers,
    tokenIdIs: (id) => id === tokenId,
    async next(type, timeoutMs) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((event) => event.type === type);
        if (found) return found;
        const left = until - Date.now();
        expect(left > 0, `a "${type}" event within ${timeoutMs} ms`, events);
        await Promise.race([new Promise((resolve) => waiting.push(resolve)), sleep(Math.min(left, 250))]);
      }
    },
    close: () => controller.abort(),
  };
}

/** Runs `count` tasks `concurrency` at a time; `task(i)` returns its result. */
async function pool(count, concurrency, task) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

/** Repeats `task` with `concurrency` loops until `until()` is true; returns what each run gave. */
async function traffic(concurrency, until, task) {
  const results = [];
  await Promise.all(
    Array.from({ length: concurrency }, async (_, lane) => {
      for (let index = 0; !until(); index += 1) {
        const started = Date.now();
        results.push({ ...(await task(lane, index)), at: started });
        await sleep(50);
      }
    }),
  );
  return results.sort((a, b) => a.at - b.at);
}

async function sql(stack, text, params = []) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

const countBy = (items, key) =>
  items.reduce((counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }), {});

// ---------------------------------------------------------------------------------------------

async function main() {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  fs.rmSync(REPORT, { force: true });
  const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-stack-releases-'));
  console.log(
    `Starting the stack (nginx :${PORT}, replicas :${PORT + 1} :${PORT + 2}, Redis :${PORT + 10}) …`,
  );
  let stack;
  const started = Date.now();
  try {
    stack = await startStack({
      port: PORT,
      privateRedis: PORT + 10,
      database: DATABASE,
      fresh: true,
      captcha: false,
      releasesDir,
      build: BUILD,
      log: (line) => console.log(`  ${line}`),
      // the browser tests share two cores with Chromium: no 503 for a slow event loop here
      env: { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' },
    });
  } catch (error) {
    checks.push({ name: 'the stack starts', passed: false, ms: Date.now() - started, error: error.message });
    console.error(error.message);
    fs.rmSync(releasesDir, { recursive: true, force: true });
    return;
  }
  console.log(
    `Stack up in ${((Date.now() - started) / 1000).toFixed(1)} s (${stack.serverKind} server) at ${stack.url}`,
  );
  const [A, B] = stack.replicas;
  try {
    await runChecks(stack, A, B);
  } finally {
    if (KEEP) {
      console.log(`--keep: the stack stays up at ${stack.url}; logs in ${stack.runDir}. Ctrl-C ends it.`);
      await new Promise((resolve) => process.once('SIGINT', resolve));
    }
    // a failed check leaves the processes' logs for reading (reports/stack-logs/, not committed)
    if (checks.some((entry) => !entry.passed)) keepLogs(stack.runDir);
    await stack.stop({ clean: true });
    fs.rmSync(releasesDir, { recursive: true, force: true });
  }
}

/** Copies the run folder's logs (nginx's, the replicas', Redis's) to reports/stack-logs/. */
function keepLogs(runDir) {
  const kept = path.join(ROOT, 'reports', 'stack-logs');
  fs.rmSync(kept, { recursive: true, force: true });
  fs.mkdirSync(kept, { recursive: true });
  for (const file of fs.readdirSync(runDir))
    if (/\.(log|out)$/.test(file)) fs.copyFileSync(path.join(runDir, file), path.join(kept, file));
  console.log(`  the logs of the run are in ${kept}`);
}

async function runChecks(stack, A, B) {
  await check('nginx serves the release folders and the servers announce their current builds', async () => {
    const remotes = await call(stack.url, 'GET', '/remotes.json', { raw: true });
    expect(remotes.status === 200 && remotes.replica, '/remotes.json comes from a server', remotes.status);
    expect(
      remotes.headers.get('cache-control') === 'no-cache',
      '/remotes.json is never cached',
      remotes.headers.get('cache-control'),
    );
    const builds = (await call(stack.url, 'GET', '/builds.json', { raw: true })).json;
    for (const [name, entry] of Object.entries(remotes.json)) {
      expect(entry === `/mf/${name}/${builds[name]}/remoteEntry.js`, `${name}'s entry is its current build`, {
        entry,
        builds,
      });
      const file = await call(stack.url, 'GET', entry, { raw: true });
      expect(file.status === 200 && file.replica === null, `${entry} is served by nginx`, file.status);
      expect(
        file.headers.get('cache-control') === 'no-cache',
        `${entry} is revalidated`,
        file.headers.get('cache-control'),
      );
    }
    const pool = path.join(stack.releasesDir, 'shell', 'pool', 'chunks');
    const chunk = fs.readdirSync(pool).find((name) => name.endsWith('.js'));
    const pooled = await call(stack.url, 'GET', `/chunks/${chunk}`, { raw: true });
    expect(
      pooled.status === 200 && pooled.replica === null,
      'a shell chunk comes from the pool',
      pooled.status,
    );
    expect(
      pooled.headers.get('cache-control') === 'public, max-age=31536000, immutable',
      'a chunk is immutable',
    );
    const document = await call(stack.url, 'GET', '/', { raw: true });
    expect(
      document.status === 200 && document.replica,
      'the home page is rendered by a server',
      document.status,
    );
    const main = await call(stack.url, 'GET', '/main.js', { raw: true });
    expect(
      main.status === 200,
      "the shell's main.js (from a server, which reads shell/current)",
      main.status,
    );
    return { builds };
  });

  await check(
    'a browser signs in through nginx, opens console pages answered by both replicas, and is signed out by 强退 on A',
    async () => {
      const { chromium } = await import('playwright-core');
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
      });
      try {
        const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
        const answered = [];
        page.on('response', (response) => {
          if (new URL(response.url()).pathname.startsWith(`${API}/`)) {
            answered.push({
              url: new URL(response.url()).pathname,
              status: response.status(),
              replica: response.headers()['x-replica'],
            });
          }
        });
        await page.goto(`${stack.url}/login`);
        await page.getByLabel('账号').fill('admin');
        await page.getByLabel('密码', { exact: true }).fill('admin123');
        await page.getByRole('button', { name: /登\s*录/ }).click();
        await page.waitForURL(/\/manage\/index$/, { timeout: 30_000 });
        const pages = [
          ['/system/user', 'admin'],
          ['/system/dict', 'sys_user_sex'],
          ['/system/config', 'sys.index.skinName'],
          ['/monitor/online', 'admin'],
          ['/monitor/job', 'ryTask.ryNoParams'],
          ['/system/post', 'ceo'],
        ];
        for (const [url, text] of pages) {
          await page.goto(`${stack.url}${url}`);
          await page.getByRole('cell', { name: text, exact: true }).first().waitFor({ timeout: 30_000 });
        }
        await page.screenshot({ path: path.join(SCREENSHOTS, 'stack-console.png') });
        const failed = answered.filter((answer) => answer.status >= 500);
        expect(failed.length === 0, 'no request failed', failed);
        const byReplica = countBy(answered, (answer) => answer.replica);
        expect(
          byReplica.a > 0 && byReplica.b > 0,
          'both replicas answered the same browser session',
          byReplica,
        );

        // 强退 of this browser's session on replica A: the next page it opens, whichever replica
        // answers, goes to the login page
        const cookie = (await page.context().cookies()).find((one) => one.name === 'Admin-Token');
        expect(cookie, 'the console keeps its session in the Admin-Token cookie');
        const { login_user_key: tokenId } = JSON.parse(
          Buffer.from(cookie.value.split('.')[1], 'base64url').toString('utf8'),
        );
        const admin = await login(A.url);
        const ended = await call(A.url, 'DELETE', `/monitor/online/${tokenId}`, { token: admin });
        expect(ok(ended) && ended.replica === 'a', 'force logout of the browser on A', ended.json);
        await page.goto(`${stack.url}/system/user`);
        await page.waitForURL(/\/login/, { timeout: 30_000 });
        await page.getByRole('button', { name: /登\s*录/ }).waitFor({ timeout: 30_000 });
        return { requests: answered.length, byReplica };
      } finally {
        await browser.close();
      }
    },
  );

  // one section ships alone while a console is open (scripts/lib/stack-deploy-check.mjs)
  await check(
    'independent deploy: a new remote-system build reaches an open console, nothing else changes, --previous goes back',
    () => independentDeploy({ stack, expect, call, screenshots: SCREENSHOTS }),
  );

  // the section added with npm run new:section ships alone too (scripts/lib/stack-sales-check.mjs)
  await check(
    'remote-sales ships alone: a new build announced by both replicas, nothing else changes, --previous goes back',
    () => salesShipsAlone({ stack, expect, call }),
  );

  await check('a token from replica A works on B, and logging out on A ends it on B', async () => {
    const token = await login(A.url);
    const onB = await call(B.url, 'GET', '/getInfo', { token });
    expect(ok(onB) && onB.replica === 'b' && onB.json.user?.userName === 'admin', 'getInfo on B', onB.json);
    const logout = await call(A.url, 'POST', '/logout', { token });
    expect(ok(logout) && logout.replica === 'a', 'logout on A', logout.json);
    const after = await call(B.url, 'GET', '/getInfo', { token });
    expect(after.json?.code === 401, 'the session is over on B too', {
      status: after.status,
      json: after.json,
    });
  });

  await check('强退 (force logout in 在线用户) on A ends the session on B', async () => {
    const victim = await login(B.url, 'ry');
    const admin = await login(A.url);
    const online = await call(A.url, 'GET', '/monitor/online/list?userName=ry', { token: admin });
    const sessions = (online.json?.rows ?? []).filter((row) => row.userName === 'ry');
    expect(sessions.length > 0, "ry's session is listed on A", online.json);
    for (const session of sessions) {
      const ended = await call(A.url, 'DELETE', `/monitor/online/${session.tokenId}`, { token: admin });
      expect(ok(ended), 'force logout on A', ended.json);
    }
    const after = await call(B.url, 'GET', '/getInfo', { token: victim });
    expect(after.json?.code === 401, "ry's token is refused on B", after.json);
  });

  await check(
    'a live update made on one replica reaches a stream held through nginx by the other, at once',
    async () => {
      const victim = await login(stack.url, 'ry');
      const live = await openLive(stack.url, victim);
      try {
        const ready = await live.next('ready', 5000);
        const held = ready.data?.replica;
        expect(held === 'a' || held === 'b', 'the stream names its replica', ready);
        // nginx keeps X-Accel-Buffering to itself: that `ready` arrived at all shows nothing is held back
        // the other replica makes the change: only Redis can carry it across
        const other = held === 'a' ? B : A;
        const admin = await login(other.url);
        const notice = await call(other.url, 'POST', '/system/notice', {
          token: admin,
          body: { noticeTitle: `stack live ${RUN}`, noticeType: '1', status: '0' },
        });
        expect(ok(notice) && notice.replica === other.name, 'notice added on the other replica', notice.json);
        const started = Date.now();
        await live.next('notice', 5000);
        const noticeMs = Date.now() - started;
        const tokenId = (
          await call(other.url, 'GET', '/monitor/online/list?userName=ry', { token: admin })
        ).json?.rows?.find((row) => row.tokenId && live.tokenIdIs(row.tokenId))?.tokenId;
        const ended = await call(other.url, 'DELETE', `/monitor/online/${tokenId}`, { token: admin });
        expect(ok(ended), '强退 on the other replica', ended.json);
        await live.next('session-ended', 5000);
        const list = await call(other.url, 'GET', `/system/notice/list?noticeTitle=stack%20live%20${RUN}`, {
          token: admin,
        });
        for (const row of list.json?.rows ?? [])
          await call(other.url, 'DELETE', `/system/notice/${row.noticeId}`, { token: admin });
        return { streamOn: held, changedOn: other.name, noticeMs };
      } finally {
        live.close();
      }
    },
  );

  await check(
    'a setting, a dictionary entry and a cache refresh made on A are read on B at once',
    async () => {
      const token = await login(A.url);
      const configKey = `stack.check.${RUN}`;
      const created = await call(A.url, 'POST', '/system/config', {
        token,
        body: { configName: `stack ${RUN}`, configKey, configValue: 'one', configType: 'N' },
      });
      expect(ok(created), 'setting added on A', created.json);
      const read = async () =>
        (await call(B.url, 'GET', `/system/config/configKey/${configKey}`, { token })).json?.msg;
      expect((await read()) === 'one', 'B reads the new setting', await read());
      const row = (await call(A.url, 'GET', `/system/config/list?configKey=${configKey}`, { token })).json
        .rows[0];
      const edited = await call(A.url, 'PUT', '/system/config', {
        token,
        body: { ...row, configValue: 'two' },
      });
      expect(ok(edited), 'setting edited on A', edited.json);
      expect((await read()) === 'two', 'B reads the edited value at its next request', await read());
      const refreshed = await call(A.url, 'DELETE', '/system/config/refreshCache', { token });
      expect(ok(refreshed), 'cache refreshed on A', refreshed.json);
      expect((await read()) === 'two', 'B still reads it after the refresh', await read());
      await call(A.url, 'DELETE', `/system/config/${row.configId}`, { token });

      const dictValue = `s${RUN}`;
      const added = await call(A.url, 'POST', '/system/dict/data', {
        token,
        body: {
          dictType: 'sys_notice_type',
          dictLabel: `stack ${RUN}`,
          dictValue,
          dictSort: 99,
          status: '0',
          listClass: 'default',
        },
      });
      expect(ok(added), 'dictionary entry added on A', added.json);
      const entries =
        (await call(B.url, 'GET', '/system/dict/data/type/sys_notice_type', { token })).json?.data ?? [];
      const entry = entries.find((one) => one.dictValue === dictValue);
      expect(
        entry,
        'B lists the new entry',
        entries.map((one) => one.dictValue),
      );
      await call(A.url, 'DELETE', `/system/dict/data/${entry.dictCode}`, { token });
      const gone =
        (await call(B.url, 'GET', '/system/dict/data/type/sys_notice_type', { token })).json?.data ?? [];
      expect(!gone.some((one) => one.dictValue === dictValue), 'and no longer once A removed it');
    },
  );

  await check('a file uploaded through A downloads through B and through nginx', async () => {
    const token = await login(A.url);
    const text = `stack upload ${RUN}\n`;
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/plain' }), `stack-${RUN}.txt`);
    const uploaded = await call(A.url, 'POST', '/common/upload', { token, form });
    expect(ok(uploaded), 'upload on A', uploaded.json);
    const { fileName } = uploaded.json;
    const onB = await call(B.url, 'GET', fileName);
    expect(
      onB.status === 200 && onB.bytes.toString('utf8') === text && onB.replica === 'b',
      'B sends the same bytes',
      onB.status,
    );
    const resource = await call(
      B.url,
      'GET',
      `/common/download/resource?resource=${encodeURIComponent(fileName)}`,
      { token },
    );
    expect(
      resource.status === 200 && resource.bytes.toString('utf8') === text,
      'and as a download',
      resource.status,
    );
    const viaNginx = await call(stack.url, 'GET', fileName);
    expect(
      viaNginx.status === 200 && viaNginx.bytes.toString('utf8') === text,
      'through nginx too',
      viaNginx.status,
    );
  });

  await check('代码生成 previews and zips through nginx on the compiled server', async () => {
    // docs/tool/gen.md "Preview, download": the compiled server finds its templates beside it and
    // drizzle-kit and prettier in its code root (CODE_GEN_ROOT, the checkout), not by import()
    const token = await login(stack.url);
    const table = 'stack_coupon';
    const ddl =
      `CREATE TABLE ${table} (coupon_id bigint PRIMARY KEY, title varchar(40) NOT NULL, ` +
      `state char(1) NOT NULL DEFAULT '0');\nCOMMENT ON COLUMN ${table}.title IS '券名';`;
    const created = await call(stack.url, 'POST', `/tool/gen/createTable?sql=${encodeURIComponent(ddl)}`, {
      token,
    });
    expect(ok(created), 'the table is created from SQL', created.json);
    const listed = await call(stack.url, 'GET', `/tool/gen/list?tableName=${table}`, { token });
    const tableId = listed.json?.rows?.[0]?.tableId;
    expect(tableId, 'and imported', listed.json);
    const slow = { token, timeoutMs: 120_000 };
    const preview = await call(stack.url, 'GET', `/tool/gen/preview/${tableId}?keys=path`, slow);
    expect(ok(preview), 'the preview answers', preview.json ?? preview.status);
    const files = Object.keys(preview.json.data);
    const migration = files.find((file) => file.endsWith(`_${table}.sql`));
    expect(
      files.includes('server/src/modules/system/coupon/resource.ts') && migration,
      'with the module and its migration',
      files,
    );
    expect(
      preview.json.data[migration].includes('"coupon_id" bigserial PRIMARY KEY') &&
        preview.json.data[migration].includes(`"state" char(1) DEFAULT '0' NOT NULL`),
      'the key without default numbered by a sequence, the default kept',
      preview.json.data[migration],
    );
    const ruoyi = await call(stack.url, 'GET', `/tool/gen/preview/${tableId}`, slow);
    const keys = Object.keys(ruoyi.json?.data ?? {});
    expect(
      keys.length === files.length && keys.every((key) => /^vm\/.+\.(ts|js|sql)\.vm$/.test(key)),
      "ruoyi-ui's keys without ?keys=path",
      keys,
    );
    const zip = await call(stack.url, 'GET', `/tool/gen/download/${table}`, slow);
    expect(
      zip.status === 200 && zip.headers.get('content-type') === 'application/zip',
      'the zip downloads',
      zip.json ?? zip.status,
    );
    // the entries of the zip's central directory (its end record), one per previewed file
    const end = zip.bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const entries = end < 0 ? 0 : zip.bytes.readUInt16LE(end + 10);
    expect(entries === files.length, 'with every file', { entries, files: files.length });
    return { files: files.length, zipBytes: zip.bytes.length, previewMs: preview.ms };
  });

  await check('an export through nginx downloads its workbook from the compiled server', async () => {
    // exceljs loads with the first workbook: required through NODE_PATH, as every package of the
    // compiled server is found (scripts/build-server.mjs); an import() of it ignored NODE_PATH here
    const token = await login(stack.url);
    const exported = await call(stack.url, 'POST', '/system/post/export', {
      token,
      form: new URLSearchParams({ pageNum: '1', pageSize: '10' }),
      timeoutMs: 60_000,
    });
    expect(
      exported.status === 200 &&
        String(exported.headers.get('content-type')).startsWith('application/vnd.openxmlformats') &&
        exported.bytes.subarray(0, 2).toString() === 'PK',
      'a workbook',
      exported.json ?? exported.status,
    );
    return { bytes: exported.bytes.length };
  });

  await check('the login lockout counts wrong passwords on both replicas together', async () => {
    const answers = [];
    for (let index = 0; index < 5; index += 1) {
      const replica = index % 2 === 0 ? A : B;
      answers.push(
        await call(replica.url, 'POST', '/login', { body: { username: 'ry', password: `wrong-${index}` } }),
      );
    }
    expect(
      answers.every((answer) => answer.json?.code === 500 && !answer.json.token),
      'five refusals',
      answers.map((a) => a.json),
    );
    expect(new Set(answers.map((answer) => answer.replica)).size === 2, 'spread over both replicas');
    const locked = await call(A.url, 'POST', '/login', { body: { username: 'ry', password: 'admin123' } });
    expect(
      locked.json?.code === 500 &&
        locked.json.msg === '密码输入错误5次，帐户锁定10分钟' &&
        !locked.json.token,
      'the right password is refused: the account is locked',
      locked.json,
    );
    const admin = await login(B.url);
    const unlocked = await call(B.url, 'GET', '/monitor/logininfor/unlock/ry', { token: admin });
    expect(ok(unlocked), 'unlocked by an administrator on B', unlocked.json);
    await login(A.url, 'ry');
    return { messages: answers.map((answer) => `${answer.replica}: ${answer.json.msg}`) };
  });

  await check('a job that fires every second runs once per tick across both replicas', async () => {
    const token = await login(stack.url);
    const jobName = `stack tick ${RUN}`;
    const added = await call(stack.url, 'POST', '/monitor/job', {
      token,
      body: {
        jobName,
        jobGroup: 'DEFAULT',
        invokeTarget: 'ryTask.ryNoParams',
        cronExpression: '* * * * * ?',
        misfirePolicy: '3',
        concurrent: '1',
        status: '1',
      },
    });
    expect(ok(added), 'job added', added.json);
    const { jobId } = (
      await call(stack.url, 'GET', `/monitor/job/list?jobName=${encodeURIComponent(jobName)}`, { token })
    ).json.rows[0];
    // before the switch is sent: every tick it may fire falls in [startedAt, stoppedAt]
    const startedAt = Date.now();
    const on = await call(stack.url, 'PUT', '/monitor/job/changeStatus', {
      token,
      body: { jobId, status: '0' },
    });
    expect(ok(on), 'job started', on.json);
    await sleep(6000);
    const off = await call(stack.url, 'PUT', '/monitor/job/changeStatus', {
      token,
      body: { jobId, status: '1' },
    });
    const stoppedAt = Date.now();
    expect(ok(off), 'job paused', off.json);
    await sleep(1500);
    const rows = await sql(
      stack,
      "SELECT to_char(start_time, 'HH24:MI:SS') AS second FROM sys_job_log WHERE job_name = $1 ORDER BY start_time",
      [jobName],
    );
    await call(stack.url, 'DELETE', `/monitor/job/${jobId}`, { token });
    // the whole seconds after the switch on, up to the switch off: each fires once. A doubled
    // tick (two replicas running it) is one run too many; a run may start late, in the next
    // second, so the runs per wall-clock second are only reported
    const ticks = Math.floor(stoppedAt / 1000) - Math.floor(startedAt / 1000);
    const perSecond = countBy(rows, (row) => row.second);
    expect(
      rows.length >= ticks - 2 && rows.length <= ticks,
      `${rows.length} runs for ${ticks} ticks (none doubled, none lost)`,
      perSecond,
    );
    return { ticks, runs: rows.length, perSecond };
  });

  await check(
    'past capacity a replica turns API calls away (503, Retry-After, in their language) but never a file, an entry file, the maps or a document; a console document goes without its drawn view',
    async () => {
      // B again with a guard that trips under any real traffic: event-loop utilisation above 5 %
      // over a one-second sample (the production guard is a mean delay above 1 s)
      await B.restart({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0', PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '0.05' });
      const token = await login(A.url);
      let loading = true;
      // documents and lists on B, as a morning's consoles would ask them
      const load = traffic(
        4,
        () => !loading,
        async (lane) => {
          if (lane % 2)
            await attempt(B.url, 'GET', '/system/user', {
              raw: true,
              headers: { Cookie: `Admin-Token=${token}`, Accept: 'text/html' },
            });
          else await attempt(B.url, 'GET', '/system/user/list?pageNum=1&pageSize=10', { token });
          return {};
        },
      );
      try {
        let shed = null;
        for (const until = Date.now() + 20_000; !shed && Date.now() < until;) {
          const probe = await attempt(B.url, 'GET', '/getInfo', { token, lang: 'en' });
          if (probe.status === 503) shed = probe;
          else await sleep(100);
        }
        expect(shed, 'B turned an API call away under the traffic');
        expect(
          shed.json?.code === 503 && shed.json.msg === 'The server is busy; please try again in a moment',
          'the RuoYi envelope in the caller’s language',
          shed.json,
        );
        expect(
          shed.headers.get('retry-after') === '2',
          'with Retry-After: 2',
          shed.headers.get('retry-after'),
        );
        const zh = await attempt(B.url, 'POST', '/system/notice', { token, body: { noticeTitle: 'x' } });
        expect(
          zh.status !== 503 || zh.json?.msg === '服务器繁忙，请稍后再试',
          'in Chinese for a Chinese caller',
          zh.json,
        );
        // meanwhile every file a page needs and every document, from the same replica
        const buildsAnswer = await call(B.url, 'GET', '/builds.json', { raw: true });
        expect(buildsAnswer.status === 200, '/builds.json answered while shedding', buildsAnswer.status);
        const builds = buildsAnswer.json;
        const shellDir = path.join(stack.releasesDir, 'shell', builds.shell);
        const chunks = fs.readdirSync(path.join(shellDir, 'chunks'));
        const script = chunks.find((name) => name.endsWith('.js'));
        const sheet = chunks.find((name) => name.endsWith('.css'));
        const files = [
          '/main.js',
          '/chunks.json',
          '/remotes.json',
          '/builds.json',
          `/chunks/${script}`,
          ...(sheet ? [`/chunks/${sheet}`] : []),
          `/mf/system/${builds.system}/remoteEntry.js`,
          `/mf/system/${builds.system}/exposes.json`,
        ];
        const documents = ['/', '/News', '/login', '/system/user'];
        const answers = [];
        for (const url of [...files, ...documents])
          answers.push({
            url,
            status: (await attempt(B.url, 'GET', url, { raw: true, headers: { Accept: 'text/html,*/*' } }))
              .status,
          });
        const signedIn = await attempt(B.url, 'GET', '/system/user', {
          raw: true,
          headers: { Cookie: `Admin-Token=${token}`, Accept: 'text/html' },
        });
        answers.push({ url: '/system/user (signed in)', status: signedIn.status });
        expect(
          answers.every((answer) => answer.status === 200),
          'every file and document answered 200',
          answers.filter((answer) => answer.status !== 200),
        );
        expect(
          !signedIn.bytes.toString('utf8').includes('id="console-drawn"'),
          'the signed-in console document carries no drawn view: the console draws itself',
        );
        const metrics = await (await fetch(B.metricsUrl)).text();
        const figure = (pattern) => Number(pattern.exec(metrics)?.[1] ?? 0);
        const shedCount = figure(/^dis_shed_requests_total\{route="\/prod-api\/getInfo"[^}]*\} (\d+)/m);
        const passed = figure(/^dis_pressure_passed_total\{kind="file"[^}]*\} (\d+)/m);
        expect(shedCount > 0 && passed > 0, 'B counted what it shed and what it let through', {
          shedCount,
          passed,
        });
        return { answers: answers.length, shedGetInfo: shedCount, filesPassedUnderPressure: passed };
      } finally {
        loading = false;
        await load;
        // back to the stack's own settings
        await B.restart();
      }
    },
  );

  await check(
    'Idempotency-Key: a POST repeated on the other replica answers the first answer and is written once',
    async () => {
      const token = await login(stack.url);
      const key = crypto.randomUUID();
      const body = {
        noticeTitle: `idempotent ${RUN}`,
        noticeType: '1',
        noticeContent: '<p>9:00</p>',
        status: '0',
      };
      const first = await call(A.url, 'POST', '/system/notice', { token, idempotencyKey: key, body });
      expect(ok(first) && first.headers.get('idempotent-replayed') === null, 'the first, on A', first.json);
      const again = await call(B.url, 'POST', '/system/notice', { token, idempotencyKey: key, body });
      expect(
        ok(again) && again.headers.get('idempotent-replayed') === 'true' && again.replica === 'b',
        'the repeat, on B, is the first answer',
        { status: again.status, json: again.json, replica: again.replica },
      );
      const rows = await sql(stack, 'SELECT count(*)::int AS n FROM sys_notice WHERE notice_title = $1', [
        body.noticeTitle,
      ]);
      const logged = await sql(
        stack,
        "SELECT count(*)::int AS n FROM sys_oper_log WHERE title = '通知公告' AND oper_param LIKE $1",
        [`%${body.noticeTitle}%`],
      );
      expect(rows[0].n === 1 && logged[0].n === 1, 'one notice, one operation-log row', {
        notices: rows[0].n,
        logged: logged[0].n,
      });
      const other = await call(stack.url, 'POST', '/system/notice', {
        token,
        idempotencyKey: key,
        body: { ...body, noticeTitle: `${body.noticeTitle} (changed)` },
        lang: 'en',
      });
      expect(
        other.status === 422 && other.json?.msg === 'This Idempotency-Key was used for another request',
        'the key sent again with another body is refused',
        other.json,
      );
      await sql(stack, 'DELETE FROM sys_notice WHERE notice_title = $1', [body.noticeTitle]);
      return { firstOn: first.replica, repeatOn: again.replica };
    },
  );

  await check(
    'operators: each replica serves its metrics on a port of its own (never through nginx), one request id runs from nginx to the replica and back, 服务监控 lists both replicas',
    async () => {
      const token = await login(stack.url);
      for (const replica of stack.replicas)
        await call(replica.url, 'GET', '/system/user/list?pageNum=1&pageSize=5', { token });
      const scraped = {};
      for (const replica of stack.replicas) {
        const response = await fetch(replica.metricsUrl);
        const text = await response.text();
        expect(
          response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/plain'),
          `replica ${replica.name} serves its metrics`,
          response.status,
        );
        for (const series of [
          'dis_http_requests_total{kind="api",route="/prod-api/system/user/list",method="GET",status="200"',
          'dis_http_request_duration_seconds_bucket{le="0.1"',
          'dis_nodejs_eventloop_lag_p99_seconds{',
          'dis_db_pool_connections{state="total"',
          'dis_redis_connected{connection="cache"',
          'dis_queue_depth{queue="sys-job",state="waiting"',
          'dis_console_views_total',
          'dis_shed_requests_total',
        ])
          expect(text.includes(series), `${replica.name}'s metrics hold ${series}`);
        expect(text.includes(`replica="${replica.name}"`), `labelled with its name`);
        scraped[replica.name] = /^dis_http_requests_in_flight\{[^}]*\} (\d+)/m.exec(text)?.[1];
      }
      // nginx forwards nothing to a metrics port: /metrics there is a page address like any other
      const throughNginx = await call(stack.url, 'GET', '/metrics', { raw: true });
      expect(
        !throughNginx.bytes.toString('utf8').includes('dis_http_requests_total'),
        'no metrics through nginx',
        throughNginx.status,
      );
      // one id: nginx's $request_id, given to the replica, answered back and in nginx's log
      const traced = await call(stack.url, 'GET', '/getInfo', { token });
      const id = traced.headers.get('x-request-id');
      expect(/^[0-9a-f]{32}$/.test(id ?? ''), 'nginx named the request', id);
      await sleep(200);
      const line = fs
        .readFileSync(stack.nginx.accessLog, 'utf8')
        .trim()
        .split('\n')
        .map((text) => JSON.parse(text))
        .find((entry) => entry.request_id === id);
      expect(
        line &&
          line.uri === '/prod-api/getInfo' &&
          line.upstream.endsWith(`:${traced.replica === 'a' ? A.port : B.port}`),
        "nginx's JSON log names the request by the same id and the replica that answered",
        line,
      );
      const file = await call(stack.url, 'GET', '/remotes.json', { raw: true });
      expect(/^[0-9a-f]{32}$/.test(file.headers.get('x-request-id') ?? ''), 'every answer carries one');
      // 服务监控 through either replica lists both
      const listed = (await call(A.url, 'GET', '/monitor/server', { token })).json?.data?.replicas ?? [];
      expect(
        JSON.stringify(listed.map((replica) => [replica.name, replica.self])) === '[["a",true],["b",false]]',
        '服务监控 on A lists a (itself) and b',
        listed.map((replica) => replica.name),
      );
      return { inFlightAtScrape: scraped, requestId: id };
    },
  );

  await check(
    'kill -9 of a replica in a burst of writes: every acknowledged write is stored whole, the other replica goes on',
    async () => {
      const token = await login(stack.url);
      const total = 200;
      let done = 0;
      let killedAt = null;
      const sent = [];
      const killing = (async () => {
        while (done < 60) await sleep(10);
        await B.kill('SIGKILL');
        killedAt = Date.now();
      })();
      const answers = await pool(total, 10, async (index) => {
        const body = {
          postCode: `k${RUN}-${index}`,
          postName: `burst ${index} ${RUN}`,
          postSort: index,
          status: index % 2 ? '1' : '0',
          remark: `stack burst ${RUN}`,
        };
        sent.push(body);
        const started = Date.now();
        const answer = await attempt(stack.url, 'POST', '/system/post', { token, body, timeoutMs: 30_000 });
        done += 1;
        return {
          body,
          started,
          status: answer.status,
          code: answer.json?.code,
          replica: answer.replica,
          ms: answer.ms,
        };
      });
      await killing;
      const acknowledged = answers.filter((answer) => answer.status === 200 && answer.code === 200);
      const refused = answers.filter((answer) => !(answer.status === 200 && answer.code === 200));
      const rows = await sql(
        stack,
        'SELECT post_code, post_name, post_sort, status, remark, create_by FROM sys_post WHERE remark = $1',
        [`stack burst ${RUN}`],
      );
      const stored = new Map(rows.map((row) => [row.post_code, row]));
      const missing = acknowledged
        .filter((answer) => !stored.has(answer.body.postCode))
        .map((answer) => answer.body.postCode);
      expect(missing.length === 0, 'acknowledged writes missing from the database', missing);
      const byCode = new Map(sent.map((body) => [body.postCode, body]));
      const wrong = rows.filter((row) => {
        const body = byCode.get(row.post_code);
        return (
          !body ||
          row.post_name !== body.postName ||
          row.post_sort !== body.postSort ||
          row.status !== body.status ||
          row.create_by !== 'admin'
        );
      });
      expect(wrong.length === 0, 'rows not as sent (half-written or unknown)', wrong);
      expect(rows.length === stored.size, 'one row per code');
      expect(
        refused.length <= 10,
        'only the writes in flight on the killed replica may fail',
        refused.length,
      );
      const afterKill = answers.filter((answer) => killedAt && answer.started > killedAt + 100);
      expect(
        afterKill.length > 0 && afterKill.every((answer) => answer.replica === 'a' && answer.code === 200),
        'after the kill replica A answers everything',
        countBy(afterKill, (a) => `${a.replica}:${a.code}`),
      );
      expect(
        answers.every((answer) => answer.ms < 15_000),
        'no write hung',
        Math.max(...answers.map((a) => a.ms)),
      );
      await B.restart();
      const back = await call(B.url, 'GET', '/health');
      expect(back.status === 200, 'replica B restarted', back.json);
      return {
        acknowledged: acknowledged.length,
        notAcknowledged: refused.length,
        storedButNotAcknowledged: refused.filter((answer) => stored.has(answer.body.postCode)).length,
        byReplica: countBy(answers, (answer) => answer.replica),
      };
    },
  );

  await check(
    'kill -9 of a replica in a burst of keyed writes: each failed write asked again with its key, as the console does; nothing acknowledged lost, no row doubled',
    async () => {
      const token = await login(stack.url);
      // both replicas in nginx's rotation first: one restarted a moment ago (the check before) is
      // left alone for fail_timeout (10 s), and with the other killed meanwhile nginx would have
      // no replica at all ("Faults")
      const seen = new Set();
      for (const until = Date.now() + 20_000; seen.size < 2 && Date.now() < until; await sleep(200))
        seen.add((await attempt(stack.url, 'GET', '/health/live')).replica);
      expect(seen.has('a') && seen.has('b'), 'both replicas answer through nginx', [...seen]);
      const total = 200;
      let done = 0;
      let killedAt = null;
      const killing = (async () => {
        while (done < 60) await sleep(10);
        await A.kill('SIGKILL');
        killedAt = Date.now();
      })();
      const title = (index) => `keyed ${RUN} ${index}`;
      try {
        const answers = await pool(total, 10, async (index) => {
          const key = crypto.randomUUID();
          const body = { noticeTitle: title(index), noticeType: '1', noticeContent: '<p>x</p>', status: '0' };
          let answer = await attempt(stack.url, 'POST', '/system/notice', {
            token,
            body,
            idempotencyKey: key,
          });
          let retried = false;
          // the console's request client: once more, with the same key, after a 502/503/504 or no answer
          if ([0, 502, 503, 504].includes(answer.status)) {
            retried = true;
            await sleep(1000);
            answer = await attempt(stack.url, 'POST', '/system/notice', { token, body, idempotencyKey: key });
          }
          done += 1;
          return {
            index,
            status: answer.status,
            code: answer.json?.code,
            retried,
            replayed: answer.headers?.get?.('idempotent-replayed') === 'true',
          };
        });
        await killing;
        const rows = await sql(
          stack,
          'SELECT notice_title, count(*)::int AS n FROM sys_notice WHERE notice_title LIKE $1 GROUP BY notice_title',
          [`keyed ${RUN} %`],
        );
        const count = new Map(rows.map((row) => [row.notice_title, row.n]));
        const acknowledged = answers.filter((answer) => answer.status === 200 && answer.code === 200);
        const lost = acknowledged.filter((answer) => !count.has(title(answer.index)));
        const doubled = rows.filter((row) => row.n > 1);
        expect(
          lost.length === 0,
          'acknowledged writes missing',
          lost.map((answer) => answer.index),
        );
        expect(doubled.length === 0, 'rows written twice', doubled);
        const unanswered = answers.filter((answer) => !(answer.status === 200 && answer.code === 200));
        expect(
          unanswered.length <= 10,
          'only the writes in flight on the killed replica may stay unanswered',
          unanswered,
        );
        return {
          acknowledged: acknowledged.length,
          retried: answers.filter((answer) => answer.retried).length,
          replayed: answers.filter((answer) => answer.replayed).length,
          unanswered: unanswered.map((answer) => `${answer.status}:${answer.code}`),
          killed: killedAt !== null,
        };
      } finally {
        // the checks after this one need both replicas
        await killing;
        await A.restart();
        await sql(stack, 'DELETE FROM sys_notice WHERE notice_title LIKE $1', [`keyed ${RUN} %`]);
      }
    },
  );

  await check(
    'Redis stopped for 10 s: requests answer 503 at once in their language, service resumes by itself, staff stay signed in',
    async () => {
      const token = await login(stack.url);
      // an active job: its trigger lives in Redis, lost with it, and is written again when Redis is back
      const jobName = `stack restore ${RUN}`;
      await call(stack.url, 'POST', '/monitor/job', {
        token,
        body: {
          jobName,
          jobGroup: 'DEFAULT',
          invokeTarget: 'ryTask.ryNoParams',
          cronExpression: '* * * * * ?',
          misfirePolicy: '3',
          concurrent: '1',
          status: '1',
        },
      });
      const { jobId } = (
        await call(stack.url, 'GET', `/monitor/job/list?jobName=${encodeURIComponent(jobName)}`, { token })
      ).json.rows[0];
      await call(stack.url, 'PUT', '/monitor/job/changeStatus', { token, body: { jobId, status: '0' } });
      // a write acknowledged before the restart, with its key
      const beforeKey = crypto.randomUUID();
      const beforeBody = { noticeTitle: `before restart ${RUN}`, noticeType: '1', status: '0' };
      const before = await call(stack.url, 'POST', '/system/notice', {
        token,
        idempotencyKey: beforeKey,
        body: beforeBody,
      });
      expect(ok(before), 'a keyed POST before the restart', before.json);

      let stoppedAt = Infinity;
      let restartingAt = Infinity;
      let startedAt = Infinity;
      let freshToken = null;
      const phases = (async () => {
        await sleep(1500);
        await stack.redis.stop();
        stoppedAt = Date.now();
        await sleep(10_000);
        restartingAt = Date.now();
        await stack.redis.start();
        startedAt = Date.now();
        await sleep(6000);
      })();
      let finished = false;
      phases.then(() => (finished = true));
      const results = await traffic(
        4,
        () => finished,
        async (lane) => {
          const lang = lane % 2 ? 'en' : 'zh-CN';
          const useToken = freshToken ?? token;
          const answer = await attempt(stack.url, 'GET', '/getInfo', {
            token: useToken,
            lang,
            timeoutMs: 30_000,
          });
          if (!freshToken && Date.now() > startedAt + 3000) {
            const again = await attempt(stack.url, 'POST', '/login', {
              body: { username: 'admin', password: 'admin123' },
            });
            if (again.json?.token) freshToken = again.json.token;
          }
          return {
            lang,
            status: answer.status,
            code: answer.json?.code,
            msg: answer.json?.msg,
            ms: answer.ms,
            replica: answer.replica,
            fresh: useToken !== token,
          };
        },
      );
      await phases;
      const outage = results.filter((r) => r.at > stoppedAt + 500 && r.at + r.ms < restartingAt);
      expect(outage.length > 10, 'requests were made while Redis was down', outage.length);
      const wrong = outage.filter((r) => r.status !== 503 || r.code !== 503 || r.msg !== CACHE_DOWN[r.lang]);
      expect(
        wrong.length === 0,
        'every answer meanwhile is a 503 envelope saying why, in its language',
        wrong.slice(0, 3),
      );
      const slowest = Math.max(...results.map((r) => r.ms));
      expect(slowest < 5000, 'nothing waited for Redis', slowest);
      const later = results.filter((r) => r.at > startedAt + 4000);
      expect(later.length > 0 && later.some((r) => r.fresh), 'a new login after Redis is back', later.length);
      const healed = later.filter((r) => r.fresh);
      expect(
        healed.every((r) => r.status === 200 && r.code === 200),
        'then every request succeeds again, on both replicas',
        countBy(healed, (r) => `${r.replica}:${r.status}:${r.code}`),
      );
      expect(
        new Set(healed.map((r) => r.replica)).size === 2,
        'both replicas answer again',
        countBy(healed, (r) => r.replica),
      );
      // Redis keeps an append-only file (as compose's does): staff stay signed in, and a write's
      // Idempotency-Key made before the restart still answers its repeat
      const kept = await call(stack.url, 'GET', '/getInfo', { token });
      expect(
        kept.json?.code === 200 && kept.json.user?.userName === 'admin',
        'a session from before the restart still works (staff stay signed in)',
        kept.json,
      );
      const repeated = await call(stack.url, 'POST', '/system/notice', {
        token,
        idempotencyKey: beforeKey,
        body: beforeBody,
      });
      expect(
        ok(repeated) && repeated.headers.get('idempotent-replayed') === 'true',
        'a POST repeated with the key it had before the restart is answered, not written again',
        { status: repeated.status, json: repeated.json },
      );
      const beforeRows = await sql(
        stack,
        'SELECT count(*)::int AS n FROM sys_notice WHERE notice_title = $1',
        [beforeBody.noticeTitle],
      );
      expect(beforeRows[0].n === 1, 'one row for the key', beforeRows[0].n);
      // the job's trigger is back: it fires again
      const since = new Date(startedAt + 500);
      await sleep(2500);
      // the servers' wall clock (TZ Asia/Shanghai unless set) is what the log rows hold
      const ticks = Math.floor(Date.now() / 1000) - Math.floor(since.getTime() / 1000) + 1;
      const runs = await sql(
        stack,
        "SELECT to_char(start_time, 'HH24:MI:SS') AS second FROM sys_job_log WHERE job_name = $1 AND start_time >= $2::timestamp",
        [jobName, since.toLocaleString('sv-SE', { timeZone: process.env.TZ || 'Asia/Shanghai' })],
      );
      await call(stack.url, 'PUT', '/monitor/job/changeStatus', {
        token: freshToken,
        body: { jobId, status: '1' },
      });
      await call(stack.url, 'DELETE', `/monitor/job/${jobId}`, { token: freshToken });
      const perSecond = countBy(runs, (row) => row.second);
      expect(runs.length >= 3, 'the active job fires again once Redis is back', perSecond);
      expect(
        runs.length <= ticks,
        `once per tick, though each server wrote its trigger again: ${runs.length} runs in ${ticks} s`,
        perSecond,
      );
      await sql(stack, 'DELETE FROM sys_notice WHERE notice_title = $1', [beforeBody.noticeTitle]);
      return {
        duringOutage: outage.length,
        slowestMs: slowest,
        outageAnswers: countBy(outage, (r) => `${r.status}`),
        jobRunsAfter: runs.length,
      };
    },
  );

  await check(
    'PostgreSQL connections dropped mid-traffic: in-flight requests fail with an envelope, the pools recover',
    async () => {
      const token = await login(stack.url);
      let droppedAt = Infinity;
      let terminated = 0;
      let finished = false;
      const phases = (async () => {
        await sleep(1500);
        const rows = await sql(
          stack,
          'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [stack.database],
        );
        terminated = rows[0].n;
        droppedAt = Date.now();
        await sleep(5000);
        finished = true;
      })();
      const results = await traffic(
        4,
        () => finished,
        async (lane, index) => {
          const answer =
            lane === 0
              ? await attempt(stack.url, 'POST', '/system/notice', {
                  token,
                  body: {
                    noticeTitle: `pg ${RUN} ${index}`,
                    noticeType: '1',
                    noticeContent: '<p>x</p>',
                    status: '0',
                  },
                })
              : await attempt(stack.url, 'GET', '/system/post/list?pageSize=5', { token });
          return {
            status: answer.status,
            code: answer.json?.code,
            msg: answer.json?.msg,
            ms: answer.ms,
            replica: answer.replica,
          };
        },
      );
      await phases;
      expect(terminated > 0, 'connections were terminated', terminated);
      const failed = results.filter((r) => !(r.status === 200 && r.code === 200));
      expect(
        failed.every((r) => r.status !== 0 && typeof r.msg === 'string' && r.msg.length > 0),
        'a failure is an envelope with a message',
        failed,
      );
      const recovered = results.filter((r) => r.at > droppedAt + 1500);
      expect(
        recovered.length > 0 && recovered.every((r) => r.status === 200 && r.code === 200),
        'every request after the drop succeeds',
        countBy(recovered, (r) => `${r.status}:${r.code}`),
      );
      expect(
        new Set(recovered.map((r) => r.replica)).size === 2,
        'on both replicas',
        countBy(recovered, (r) => r.replica),
      );
      const slowest = Math.max(...results.map((r) => r.ms));
      expect(slowest < 5000, 'nothing hung', slowest);
      await sql(stack, 'DELETE FROM sys_notice WHERE notice_title LIKE $1', [`pg ${RUN} %`]);
      return {
        terminated,
        requests: results.length,
        failed: failed.map((r) => `${r.status}:${r.code}:${r.msg}`),
        slowestMs: slowest,
      };
    },
  );
}

const began = Date.now();
try {
  await main();
} catch (error) {
  checks.push({
    name: 'stack test runner',
    passed: false,
    ms: Date.now() - began,
    error: error.stack ?? String(error),
  });
  console.error(error);
}
const passed = checks.filter((entry) => entry.passed).length;
const failed = checks.length - passed;
fs.mkdirSync(path.dirname(REPORT), { recursive: true });
fs.writeFileSync(
  REPORT,
  `${JSON.stringify({ passed, failed, seconds: Math.round((Date.now() - began) / 1000), checks }, null, 2)}\n`,
);
console.log(
  `stack: ${passed} passed, ${failed} failed (${((Date.now() - began) / 1000).toFixed(0)} s); reports/stack.json`,
);
process.exit(failed === 0 ? 0 : 1);
