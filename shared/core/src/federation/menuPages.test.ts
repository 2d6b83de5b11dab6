/**
 * @jest-environment node
 */
// Every menu the server seeds opens a page that a remote really exposes (docs/architecture.md
// "From a menu to its file"): its component `<section>/<module>/index` resolves by the
// component-name rule to container and module, and the remote's `src/pages/` folder exposes that
// module (`pageExposes`, the very function the webpack configs use). Every seeded page is built:
// a menu whose page no remote exposes fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@dis/contract/remotes';
import { loadModule, parse, type Node } from 'libpg-query';
import { resolveComponent } from '@dis/contract/component-rule';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pageExposes } = require('../../../../scripts/webpack/createAppConfig.cjs') as {
  pageExposes: (dir: string) => Record<string, string>;
};

const ROOT = path.resolve(__dirname, '../../../..');
const MIGRATIONS = path.join(ROOT, 'server/src/db/migrations');

/** A string constant of the parse tree, or null (NULL, a number, an expression). */
function text(node: Node | undefined): string | null {
  return node && 'A_Const' in node ? (node.A_Const.sval?.sval ?? null) : null;
}

/** The name a column list or SET clause gives: `component` in `SET component = …`. */
const targetName = (node: Node): string | undefined =>
  'ResTarget' in node ? node.ResTarget.name : undefined;

/**
 * Every `component` a migration script writes into `sys_menu` (inserts and updates), read with
 * PostgreSQL's own parser, so quoting, comments and layout cannot fool it.
 */
export async function seededMenuComponents(sql: string): Promise<string[]> {
  const components: string[] = [];
  for (const { stmt } of (await parse(sql)).stmts ?? []) {
    if (!stmt) continue;
    if ('InsertStmt' in stmt && stmt.InsertStmt.relation?.relname === 'sys_menu') {
      const { cols, selectStmt } = stmt.InsertStmt;
      if (!cols) throw new Error('INSERT INTO sys_menu without a column list: name the columns');
      const at = cols.map(targetName).indexOf('component');
      if (at < 0) continue;
      const select = selectStmt && 'SelectStmt' in selectStmt ? selectStmt.SelectStmt : undefined;
      let rows = select?.valuesLists?.map((row) => ('List' in row ? (row.List.items ?? []) : []));
      // one row of constants (`INSERT … SELECT 1090, '日志校验', … WHERE NOT EXISTS …`) reads as such
      const single = select?.targetList?.map((target) =>
        'ResTarget' in target ? target.ResTarget.val : undefined,
      );
      const component = single?.[at];
      if (!rows && !select?.fromClause && component && 'A_Const' in component) rows = [single as Node[]];
      if (!rows) throw new Error('INSERT INTO sys_menu … SELECT: write the menus as VALUES rows');
      for (const items of rows) {
        if (items.length !== cols.length) {
          throw new Error(`sys_menu row with ${items.length} values for ${cols.length} columns`);
        }
        const component = text(items[at]);
        if (component) components.push(component);
      }
    } else if ('UpdateStmt' in stmt && stmt.UpdateStmt.relation?.relname === 'sys_menu') {
      for (const target of stmt.UpdateStmt.targetList ?? []) {
        if (targetName(target) !== 'component' || !('ResTarget' in target)) continue;
        const component = text(target.ResTarget.val);
        if (component) components.push(component);
      }
    }
  }
  return components;
}

const seeded: string[] = [];
beforeAll(async () => {
  await loadModule();
  const files = readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  for (const file of files)
    seeded.push(...(await seededMenuComponents(readFileSync(path.join(MIGRATIONS, file), 'utf8'))));
});

const exposesOf = new Map(REMOTES.map((remote) => [remote.name, pageExposes(path.join(ROOT, remote.dir))]));

/** What is wrong with a component, or null when a remote exposes its page. */
function problemOf(component: string): string | null {
  const target = resolveComponent(component);
  if (target.kind === 'Layout' || target.kind === 'ParentView' || target.kind === 'InnerLink') return null;
  if (target.kind === 'unknown') return `${component}: no remote serves this section`;
  const exposes = exposesOf.get(target.container) ?? {};
  if (!Object.prototype.hasOwnProperty.call(exposes, `./${target.module}`)) {
    const remote = REMOTES.find((r) => r.name === target.container);
    return `${component}: ${remote?.dir ?? target.container}/src/pages/ has no ${target.module}.tsx page`;
  }
  return null;
}

describe('seededMenuComponents', () => {
  it('reads the component column of multi-row inserts, whatever the quoting and comments', async () => {
    const sql = `
      -- a comment; with a semicolon and 'quote
      INSERT INTO sys_menu (menu_id, menu_name, component, perms, create_time) VALUES
        (1, 'It''s (a) menu, really', 'system/user/index', 'a:b:c', LOCALTIMESTAMP(0)),
        (2, '目录', NULL, '', now()),
        (3, 'x', '', '', now())
      ON CONFLICT DO NOTHING;
      /* block; comment */
      INSERT INTO sys_role_menu (role_id, menu_id) VALUES (1, 'system/role/index');
      UPDATE sys_menu SET component = 'tool/gen/index', perms = 'x' WHERE menu_id = 116;
      INSERT INTO public.sys_menu (component, menu_id) VALUES ('monitor/job/index', 4);
    `;
    expect(await seededMenuComponents(sql)).toEqual([
      'system/user/index',
      'tool/gen/index',
      'monitor/job/index',
    ]);
    // one row of constants, kept out when it is there already
    expect(
      await seededMenuComponents(
        "INSERT INTO sys_menu (menu_id, component) SELECT 7, 'system/post/index' WHERE NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 7);",
      ),
    ).toEqual(['system/post/index']);
  });

  it('refuses what it cannot read rather than skip it', async () => {
    await expect(seededMenuComponents("INSERT INTO sys_menu VALUES (1, 'a/b/index');")).rejects.toThrow(
      /column list/,
    );
    await expect(
      seededMenuComponents('INSERT INTO sys_menu (menu_id, component) VALUES (1);'),
    ).rejects.toThrow(/1 values for 2 columns/);
    await expect(
      seededMenuComponents('INSERT INTO sys_menu (menu_id, component) SELECT 1, component FROM x;'),
    ).rejects.toThrow(/VALUES rows/);
    await expect(
      seededMenuComponents("INSERT INTO sys_menu (menu_id, component) SELECT 1, 'a/b/index' FROM x;"),
    ).rejects.toThrow(/VALUES rows/);
    await expect(
      seededMenuComponents("INSERT INTO sys_menu (component) VALUES ('a/b/index'"),
    ).rejects.toThrow();
  });
});

describe('every seeded menu component opens a page a remote exposes', () => {
  it('reads the menus the migrations seed', () => {
    // a parser that found nothing would make the next test pass for nothing
    expect(seeded).toEqual(
      expect.arrayContaining(['system/user/index', 'monitor/online/index', 'marketing/news/index']),
    );
    expect(seeded.length).toBeGreaterThanOrEqual(20);
  });

  it('resolves each component to an exposed page', () => {
    const problems = [...new Set(seeded)]
      .map(problemOf)
      .filter((problem): problem is string => problem !== null);
    expect(problems).toEqual([]);
  });
});
