// The code generator's proof machinery (docs/tool/gen-output.md "Trying it"): the product's own
// API run in this process on a fresh embedded database, a scratch copy of the workspace that API
// writes the generated code into (its code-gen root), the checks the repository's own code passes
// there, and the product started from the copy.
// Used by scripts/gen-proof.ts (a step of `npm test`) and scripts/gen-try.ts (`npm run gen:try`).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '@dis/server/src/config';
import { inProcessConfig } from '@dis/server/test/app-config';
import type { GeneratedFile } from '@dis/server/src/modules/tool/gen/generator/types';

export const ROOT = path.resolve(__dirname, '..', '..');

/**
 * What a copy leaves out: dependencies (linked instead) and builds wherever they are; reports,
 * data, history and the checks' temporary folder at the top only (a source folder may be called
 * `data`, as remote-system/src/pages/dict/data is).
 */
const NOT_COPIED = new Set(['node_modules', 'dist', 'coverage']);
const NOT_COPIED_AT_TOP = new Set(['.git', 'reports', 'data', 'test-results', '.tmp']);

/** Whether a copy leaves out `relative` (a path inside the repository). */
const leftOut = (relative: string) =>
  NOT_COPIED.has(path.basename(relative)) || NOT_COPIED_AT_TOP.has(relative);

// ---- the product's own API, run in this process ----

const API = '/prod-api';

/** An answer of the API: RuoYi's envelope and whatever else it carries. */
export interface Answer {
  code: number;
  msg: string;
  [key: string]: unknown;
}

type Method = 'GET' | 'POST' | 'PUT';

export interface GenApi {
  /** A call as the signed-in administrator; an answer other than code 200 throws, naming the call. */
  call(
    method: Method,
    url: string,
    options?: { query?: Record<string, string>; payload?: object },
  ): Promise<Answer>;
  close(): Promise<void>;
}

/**
 * The server built in this process as the integration tests build it (server/test/helper.ts): a
 * fresh embedded database in a temporary folder (migrated and seeded as it starts), captcha off,
 * the code generator's working tree at `root` and writable (development mode, docs/tool/gen.md
 * "Write into the working tree"); signed in as admin / admin123.
 */
export async function startGenApi(root: string): Promise<GenApi> {
  // as server/src/main.ts: dates on the wire are wall-clock times of this zone
  process.env.TZ ||= 'Asia/Shanghai';
  const { buildApp } = await import('@dis/server/src/app');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-gen-api-'));
  const config: AppConfig = {
    ...inProcessConfig(dataDir, API),
    logLevel: 'warn',
    codeGen: { root, writable: true },
  };
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    app = await buildApp(config);
    await app.ready();
  } catch (error) {
    await app?.close().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const ready = app;
  let token = '';
  const call: GenApi['call'] = async (method, url, options = {}) => {
    const response = await ready.inject({
      method,
      url: `${API}${url}`,
      query: options.query,
      payload: options.payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const answer = response.json() as Answer;
    if (answer.code !== 200) throw new Error(`${method} ${url}: ${answer.code} ${answer.msg}`);
    return answer;
  };
  const close = async () => {
    await ready.close().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const login = await call('POST', '/login', { payload: { username: 'admin', password: 'admin123' } });
    token = String(login.token);
  } catch (error) {
    await close();
    throw error;
  }
  return { call, close };
}

/** A generated table's settings as the console edits them (`GET /tool/gen/{tableId}`). */
export interface GenEdit {
  tableId: number;
  tableName: string;
  moduleName: string;
  businessName: string;
  functionName: string;
  tplCategory: string;
  subTableName?: string | null;
  subTableFkName?: string | null;
  parentMenuId?: number | null;
  columns: Array<{ columnId: number; columnName: string; [key: string]: unknown }>;
  params: Record<string, unknown>;
  [key: string]: unknown;
}

/** The tables imported into the generator (`GET /tool/gen/list`), by name. */
export async function importedTables(api: GenApi): Promise<Map<string, number>> {
  const list = await api.call('GET', '/tool/gen/list', { query: { pageNum: '1', pageSize: '100' } });
  const rows = list.rows as Array<{ tableId: number; tableName: string }>;
  return new Map(rows.map((row) => [row.tableName, row.tableId]));
}

/**
 * Edits a generated table as the console does: `GET /tool/gen/{tableId}` made into the body of
 * `PUT /tool/gen`, changed by `change`. No parent menu is sent unless `change` sets one, so the
 * page goes into its section's directory.
 */
export async function editTable(
  api: GenApi,
  tableId: number,
  change: (edit: GenEdit) => void,
): Promise<GenEdit> {
  const { data } = (await api.call('GET', `/tool/gen/${tableId}`)) as Answer & {
    data: { info: GenEdit; rows: GenEdit['columns'] };
  };
  const edit: GenEdit = {
    ...data.info,
    parentMenuId: undefined,
    columns: data.rows,
    params: { functionNameEn: data.info.functionNameEn },
  };
  change(edit);
  await api.call('PUT', '/tool/gen', { payload: edit });
  return edit;
}

/** The files below `root` (no dependencies, builds, reports or data) and their text. */
function snapshot(root: string, folder = root, into = new Map<string, string>()): Map<string, string> {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (leftOut(path.relative(root, full))) continue;
    if (entry.isDirectory()) snapshot(root, full, into);
    else if (entry.isFile()) into.set(path.relative(root, full), fs.readFileSync(full, 'utf8'));
  }
  return into;
}

/**
 * `GET /tool/gen/genCode/{tableName}` for each table in turn, the server writing into `scratch`
 * (its code-gen root), each table seeing the files of the ones before; answers the files written
 * (new) or changed (patched), found by comparing the copy before and after.
 */
export async function genCodeInto(
  api: GenApi,
  scratch: string,
  tableNames: readonly string[],
): Promise<GeneratedFile[]> {
  const before = snapshot(scratch);
  for (const [at, name] of tableNames.entries()) {
    // a second apart: each table's migration is named (and ordered) by the time it is written
    if (at > 0) await new Promise((resolve) => setTimeout(resolve, 1100));
    await api.call('GET', `/tool/gen/genCode/${encodeURIComponent(name)}`);
  }
  const files: GeneratedFile[] = [];
  for (const [file, content] of snapshot(scratch)) {
    const earlier = before.get(file);
    if (earlier === content) continue;
    files.push({ path: file, content, kind: earlier === undefined ? 'new' : 'patched' });
  }
  return files;
}

// ---- the scratch copy ----

/**
 * A copy of the repository in a temporary folder, without dependencies, builds, reports, data or
 * history; `node_modules` (the root's and each workspace's) are linked entry by entry, the
 * workspaces' own packages (`@dis/*`) pointing into the copy.
 */
export function scratchCopy(root = ROOT): string {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-gen-'));
  fs.cpSync(root, scratch, {
    recursive: true,
    filter: (source) => !leftOut(path.relative(root, source)),
  });
  const link = (from: string, to: string) => {
    fs.mkdirSync(to, { recursive: true });
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      const target = path.join(from, entry.name);
      if (entry.name === '@dis') {
        fs.mkdirSync(path.join(to, '@dis'), { recursive: true });
        for (const own of fs.readdirSync(target)) {
          const relative = fs.readlinkSync(path.join(target, own));
          fs.symlinkSync(relative, path.join(to, '@dis', own));
        }
      } else fs.symlinkSync(target, path.join(to, entry.name));
    }
  };
  link(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'));
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    for (const workspace of entry.name === 'shared'
      ? ['shared/contract', 'shared/core', 'shared/ui']
      : [entry.name]) {
      const modules = path.join(root, workspace, 'node_modules');
      if (entry.isDirectory() && entry.name !== 'node_modules' && fs.existsSync(modules)) {
        link(modules, path.join(scratch, workspace, 'node_modules'));
      }
    }
  }
  return scratch;
}

export function removeScratch(scratch: string): void {
  fs.rmSync(scratch, { recursive: true, force: true });
}

// ---- the checks ----

export interface CheckResult {
  name: string;
  ok: boolean;
  /** the tail of the output of a failed check */
  output: string;
}

function run(cwd: string, command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * What the repository's own code passes, run on the copy: its own `npm run typecheck` (the front
 * end in one pass, then the server), eslint and `prettier --check` on the generated and patched
 * files, the schema and menu tests, and the generated tests (front-end and server units,
 * integration on PGlite and PostgreSQL).
 */
export async function runChecks(
  scratch: string,
  files: readonly GeneratedFile[],
  log: (line: string) => void = () => undefined,
): Promise<CheckResult[]> {
  const bin = (name: string) => path.join(scratch, 'node_modules', '.bin', name);
  // the copy's own temporary folder: the integration suite keeps one PGlite template per set of
  // migrations there and clears the others, which would race with the repository's own runs
  const tmp = path.join(scratch, '.tmp');
  fs.mkdirSync(tmp, { recursive: true });
  const results: CheckResult[] = [];
  const check = async (name: string, command: string, args: string[], env: Record<string, string> = {}) => {
    log(`… ${name}`);
    const { code, output } = await run(scratch, command, args, { TMPDIR: tmp, ...env });
    results.push({ name, ok: code === 0, output: code === 0 ? '' : output.slice(-6000) });
    log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name}`);
  };
  await check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  const sources = files.map((file) => file.path).filter((file) => /\.(ts|tsx)$/.test(file));
  await check('eslint', bin('eslint'), ['--max-warnings=0', ...sources]);
  const formatted = files.map((file) => file.path).filter((file) => !file.includes('/migrations/'));
  await check('prettier --check', bin('prettier'), ['--check', ...formatted]);
  const tests = files.map((file) => file.path).filter((file) => /\.test\.tsx?$/.test(file));
  const unitWeb = tests.filter((file) => file.startsWith('remote-'));
  await check('schema and menu tests', bin('jest'), [
    'server/src/db/schema.test.ts',
    'shared/core/src/federation/menuPages.test.ts',
    '--selectProjects',
    'unit-server',
    'unit-web',
    '--maxWorkers=1',
  ]);
  if (unitWeb.length)
    await check('generated page tests (unit-web)', bin('jest'), [
      ...unitWeb,
      '--selectProjects',
      'unit-web',
      '--maxWorkers=1',
    ]);
  const integration = tests.filter((file) => file.startsWith('server/test/'));
  if (integration.length) {
    await check('generated server tests (integration, PGlite and PostgreSQL)', bin('jest'), [
      ...integration,
      '--selectProjects',
      'integration-pglite',
      'integration-postgres',
      '--maxWorkers=1',
    ]);
  }
  return results;
}

/**
 * Lends the copy the repository's own front-end builds of the remotes the generated files do not
 * touch (those whose build in the repository is current), stamped as current in the copy: the
 * product then builds only the new page's remote and the shell (`npm start` builds what is out of
 * date). The shell is never lent: it provides the console's shared modules (`@dis/ui`…), whose
 * `resourceApi` reads the resource list of the `@dis/contract` compiled into them, which must hold
 * the new resource. The other remotes use the shell's. Answers the apps lent.
 */
export async function lendBuilds(scratch: string, files: readonly GeneratedFile[]): Promise<string[]> {
  const { APPS, needsBuild, stampFile } = (await import('./apps.mjs')) as {
    APPS: Array<{ dir: string; container: string }>;
    needsBuild: (app: { dir: string }) => boolean;
    stampFile: (app: { dir: string }) => string;
  };
  const lent: string[] = [];
  for (const app of APPS) {
    const touched = files.some((file) => file.path.startsWith(`${app.dir}/`));
    const built = path.join(ROOT, app.dir, 'dist');
    if (app.container === 'shell' || touched || !fs.existsSync(stampFile(app)) || needsBuild(app)) continue;
    fs.cpSync(built, path.join(scratch, app.dir, 'dist'), { recursive: true });
    // newer than every file of the copy, the generated ones included
    fs.writeFileSync(path.join(scratch, app.dir, 'dist', '.build-stamp'), new Date().toISOString());
    lent.push(app.dir);
  }
  return lent;
}

/**
 * Starts the product from a copy as `npm start` does there (scripts/start.mjs builds the front end
 * the copy lacks, then serves it and the API in one process), on its own port and data folder
 * (`<copy>/data`, migrated and seeded at start, the generated migrations included), captcha off.
 * Resolves with the process once `/prod-api/health` answers; rejects if it ends first.
 */
export async function startProduct(scratch: string, port = 8090): Promise<ChildProcess> {
  const health = `http://127.0.0.1:${port}/prod-api/health`;
  if (
    await fetch(health).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is taken: choose another with --port`);
  const child = spawn(process.execPath, [path.join(scratch, 'scripts', 'start.mjs')], {
    cwd: scratch,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(scratch, 'data'),
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // the code generator of the started product writes into the copy, never into this repository
      CODE_GEN_ROOT: scratch,
    },
  });
  return new Promise((resolve, reject) => {
    const ended = (code: number | null) => {
      clearInterval(poll);
      reject(new Error(`the product ended before it answered (exit ${code})`));
    };
    child.once('exit', ended);
    const poll = setInterval(async () => {
      try {
        if (!(await fetch(health)).ok) return;
      } catch {
        return;
      }
      clearInterval(poll);
      child.off('exit', ended);
      resolve(child);
    }, 1000);
  });
}
