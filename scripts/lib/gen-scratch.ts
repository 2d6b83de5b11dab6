// The code generator's proof machinery (docs/tool/gen-output.md "Trying it"): a table made from
// CREATE TABLE in an embedded database, the generator's specs from its catalog, a scratch copy of
// the workspace with the output written in, and the checks the repository's own code passes there.
// Used by scripts/gen-proof.ts (a step of `npm test`) and scripts/gen-try.ts (`npm run gen:try`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type {
  GenColumnSpec,
  GenTableSpec,
  GeneratedFile,
  RepoReader,
} from '@dis/server/src/modules/tool/gen/templates/types';

export const ROOT = path.resolve(__dirname, '..', '..');

/** What a copy leaves out: dependencies (linked instead), builds, reports, data, history. */
const NOT_COPIED = new Set(['node_modules', 'dist', '.git', 'reports', 'data', 'coverage', 'test-results']);

/** Reads the repository at `root` (the generator's view of it). */
export const repoReader =
  (root: string): RepoReader =>
  async (file) => {
    try {
      return await fs.promises.readFile(path.join(root, file), 'utf8');
    } catch {
      return null;
    }
  };

// ---- specs from a database's catalog, with RuoYi's defaults (GenUtils.initColumnField) ----

interface CatalogColumn {
  column_name: string;
  column_type: string;
  not_null: boolean;
  comment: string | null;
  identity: string;
  is_pk: boolean;
}

const camel = (text: string) => text.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (text: string) => camel(text).replace(/^./, (c) => c.toUpperCase());

/** RuoYi's default display type of a column. */
function htmlTypeOf(name: string, type: string): GenColumnSpec['htmlType'] {
  if (name === 'status') return 'radio';
  if (/(type|sex)$/.test(name)) return 'select';
  if (/image$/.test(name)) return 'imageUpload';
  if (/file$/.test(name)) return 'fileUpload';
  if (/content$/.test(name)) return 'editor';
  if (/^timestamp|^date/.test(type)) return 'datetime';
  const length = Number(/\((\d+)\)/.exec(type)?.[1] ?? 0);
  if (type === 'text' || length >= 500) return 'textarea';
  return 'input';
}

/** The columns of `table` as the generator's service would store them. */
export async function columnsFromCatalog(db: PGlite, table: string): Promise<GenColumnSpec[]> {
  const { rows } = await db.query<CatalogColumn>(
    `SELECT a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS column_type,
            a.attnotnull AS not_null, col_description(a.attrelid, a.attnum) AS comment,
            a.attidentity::text AS identity,
            EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = a.attrelid AND i.indisprimary
                    AND a.attnum = ANY (i.indkey)) AS is_pk
       FROM pg_attribute a
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY a.attnum`,
    [table],
  );
  const notEdit = ['create_by', 'create_time', 'del_flag'];
  const notList = [...notEdit, 'update_by', 'update_time'];
  const notQuery = [...notList, 'remark'];
  return rows.map((row, at): GenColumnSpec => {
    const type = row.column_type;
    const name = row.column_name;
    const pk = row.is_pk;
    const numeric = /^(bigint|integer|smallint|numeric|double|real)/.test(type);
    return {
      columnName: name,
      columnComment: row.comment ?? name,
      columnType: type,
      tsType: numeric && !/^numeric/.test(type) ? 'number' : type === 'boolean' ? 'boolean' : 'string',
      javaField: camel(name),
      isPk: pk,
      isIncrement: pk && row.identity !== '',
      isRequired: row.not_null && !pk,
      isInsert: !pk,
      isEdit: !pk && !notEdit.includes(name),
      isList: !pk && !notList.includes(name),
      isQuery: !pk && !notQuery.includes(name) && !/(image|file|content)$/.test(name),
      queryType: /name$/.test(name) ? 'LIKE' : 'EQ',
      htmlType: htmlTypeOf(name, type),
      dictType: name === 'status' ? 'sys_normal_disable' : '',
      sort: at + 1,
    };
  });
}

/** A table's spec with RuoYi's defaults: module `tool`, business name from the table's last word. */
export async function specFromCatalog(
  db: PGlite,
  table: string,
  overrides: Partial<GenTableSpec> = {},
): Promise<GenTableSpec> {
  const { rows } = await db.query<{ comment: string | null }>(
    `SELECT obj_description($1::regclass, 'pg_class') AS comment`,
    [table],
  );
  const comment = rows[0]?.comment ?? table;
  const words = table.split('_');
  const business = words.length > 1 ? words.slice(1).join('_') : table;
  return {
    tableId: 1,
    tableName: table,
    tableComment: comment,
    className: pascal(table),
    moduleName: 'tool',
    businessName: camel(business),
    functionName: comment.replace(/表$/, ''),
    functionNameEn: pascal(business).replace(/([a-z])([A-Z])/g, '$1 $2'),
    functionAuthor: 'gen',
    tplCategory: 'crud',
    parentMenuId: 3,
    columns: await columnsFromCatalog(db, table),
    ...overrides,
  };
}

/** An embedded database in memory with the statements of `sql` run. */
export async function catalogOf(sql: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  await db.exec(sql);
  return db;
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
    filter: (source) => !NOT_COPIED.has(path.basename(source)),
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

/** Writes the generator's output into a copy. */
export function writeOutput(scratch: string, files: readonly GeneratedFile[]): void {
  for (const file of files) {
    const target = path.join(scratch, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.content);
  }
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

/** The workspaces whose type check the output touches. */
function workspacesOf(files: readonly GeneratedFile[]): string[] {
  const workspaces = new Set(['shared/contract', 'server']);
  for (const file of files) {
    const remote = /^(remote-[a-z]+)\//.exec(file.path)?.[1];
    if (remote) workspaces.add(remote);
  }
  return [...workspaces];
}

/**
 * What the repository's own code passes, run on the copy: the type check of the touched
 * workspaces, eslint and `prettier --check` on the generated and patched files, the schema and
 * menu tests, and the generated tests (front-end and server units, integration on PGlite).
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
  for (const workspace of workspacesOf(files)) {
    await check(`typecheck ${workspace}`, bin('tsc'), ['--noEmit', '-p', workspace]);
  }
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
 * Starts the product from a copy (`npm start` there, on its own data folder and port). Left for
 * a later step: the checks above do not need it.
 */
export function startProduct(scratch: string, port = 8090) {
  return spawn(process.execPath, [path.join(scratch, 'scripts', 'start.mjs')], {
    cwd: scratch,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port), DATA_DIR: path.join(scratch, 'data') },
  });
}
