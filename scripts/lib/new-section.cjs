// A new console section, scaffolded the platform's way (docs/architecture.md "Adding a section"):
// `npm run new:section -- <name>` writes remote-<name>/ (its webpack config, render entry, words in
// both languages, a first page and its test), joins it to the one list of remotes
// (shared/contract/src/remotes.json), the workspaces and the lockfile, gives it its image and its
// publish service (deploy/remote-<name>.Dockerfile, docker-compose.yml), and writes the server
// module and the migration that seed its menus. Nothing in shell/ changes: the shell finds the
// section at run time from `/remotes.json` and the server's routes.
// CommonJS so that the script (scripts/new-section.mjs), the proof and the jest tests all load it.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');

/** A section's name: a lowercase letter, then lowercase letters and digits (a URL segment, a container name). */
const SECTION_NAME = /^[a-z][a-z0-9]{1,19}$/;

/**
 * Names a section cannot take: the shell's own routes and folders (docs/product.md §2), the
 * server's first path segments, and words the build uses.
 */
const RESERVED = new Set([
  'shell',
  'shared',
  'server',
  'scripts',
  'deploy',
  'docs',
  'e2e',
  'mf',
  'api',
  'prod',
  'static',
  'assets',
  'chunks',
  'login',
  'register',
  'index',
  'user',
  'profile',
  'redirect',
  'common',
  'portal',
  'live',
  'health',
  'dashboard',
  'auth',
  'logout',
  'captcha',
  'layout',
  'remote',
  'remotes',
  'builds',
  'ssr',
  'node',
  'test',
  'tests',
  'dist',
  'release',
  'releases',
  'data',
  'getinfo',
  'getrouters',
  'about',
  'news',
  'job',
  'solution',
  'contact',
  'home',
]);

const ANCHORS = {
  appImport: '// Generated modules (docs/tool/gen-output.md): their routes are imported above this line.',
  appList: '    // generated modules (docs/tool/gen-output.md) above this line',
};

const read = (root, file) => fs.readFileSync(path.join(root, file), 'utf8');
const exists = (root, file) => fs.existsSync(path.join(root, file));

/** `sales` → `Sales`. */
const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);
/** A SQL text literal. */
const sqlText = (value) => `'${String(value).replace(/'/g, "''")}'`;

class SectionRefusal extends Error {}

/**
 * What the section is called and where it goes, or a refusal naming what is wrong.
 * `options`: `{ name, title, titleEn, icon }`; the titles default to the name.
 */
function sectionOf(root, options) {
  const name = String(options.name ?? '').trim();
  if (!SECTION_NAME.test(name))
    throw new SectionRefusal(
      `"${name}" is not a section name: 2–20 characters, a lowercase letter first, then lowercase letters and digits`,
    );
  if (RESERVED.has(name)) throw new SectionRefusal(`"${name}" is reserved: the shell or the server uses it`);
  const list = JSON.parse(read(root, 'shared/contract/src/remotes.json'));
  const clash = list.remotes.find(
    (remote) => remote.name === name || remote.section === name || remote.dir === `remote-${name}`,
  );
  if (clash) throw new SectionRefusal(`"${name}" is taken: ${clash.dir} serves section ${clash.section}`);
  const dir = `remote-${name}`;
  if (exists(root, dir)) throw new SectionRefusal(`${dir}/ exists already`);
  if (exists(root, `server/src/modules/${name}`))
    throw new SectionRefusal(`server/src/modules/${name}/ exists already`);
  const ports = [list.shell.devPort, ...list.remotes.map((remote) => remote.devPort)];
  const title = String(options.title ?? '').trim() || pascal(name);
  const titleEn = String(options.titleEn ?? '').trim() || pascal(name);
  if (title.length > 50 || titleEn.length > 100)
    throw new SectionRefusal('the title is at most 50 characters, the English one at most 100');
  const icon = /^[a-z][a-z0-9-]*$/.test(options.icon ?? '') ? options.icon : 'component';
  return {
    name,
    Name: pascal(name),
    NAME: name.toUpperCase(),
    dir,
    title,
    titleEn,
    icon,
    devPort: Math.max(...ports) + 1,
    list,
  };
}

// ---- the remote ----

function remoteFiles(s) {
  const monitorPackage = JSON.parse(read(ROOT_OF(s), 'remote-monitor/package.json'));
  const dependencies = Object.fromEntries(
    Object.entries(monitorPackage.dependencies).filter(([dep]) => dep !== 'echarts'),
  );
  const packageJson = {
    name: `@dis/${s.dir}`,
    version: '0.1.0',
    private: true,
    scripts: monitorPackage.scripts,
    dependencies,
  };
  const words = (lang) =>
    lang === 'zh-cn'
      ? {
          overview: {
            intro: `${s.title}的页面，按您的权限列出。`,
            empty: '您在本分区还没有可打开的页面，请联系管理员分配。',
            failed: '页面清单加载失败',
          },
        }
      : {
          overview: {
            intro: `The pages of ${s.titleEn} you may open.`,
            empty: 'There is no page of this section you may open yet: ask an administrator for one.',
            failed: 'The list of pages could not be loaded',
          },
        };
  return {
    [`${s.dir}/package.json`]: `${JSON.stringify(packageJson, null, 2)}\n`,
    [`${s.dir}/tsconfig.json`]: read(ROOT_OF(s), 'remote-monitor/tsconfig.json'),
    [`${s.dir}/assets.d.ts`]: read(ROOT_OF(s), 'remote-monitor/assets.d.ts'),
    [`${s.dir}/public/index.html`]: read(ROOT_OF(s), 'remote-monitor/public/index.html').replace(
      '<title>remote-monitor</title>',
      `<title>${s.dir}</title>`,
    ),
    [`${s.dir}/webpack.config.js`]: `const { createAppConfig, createRenderConfig } = require('../scripts/webpack/createAppConfig.cjs');
const { appOf } = require('../scripts/lib/apps.cjs');

// name and dev port from the one list of remotes
const { container, port } = appOf(__dirname);

const browser = createAppConfig({
  dir: __dirname,
  name: container,
  kind: 'remote',
  port,
});

// the section's pages drawn by the server for a console address's first view
// (docs/site/rendering.md "The console's first view"), built with the browser build
const server = createRenderConfig({ dir: __dirname, entry: './src/ssr/index.ts' });

module.exports = (env, argv) =>
  argv.mode === 'production' ? [browser(env, argv), server(env, argv)] : browser(env, argv);
`,
    [`${s.dir}/src/index.ts`]: `import('./bootstrap');
export {};
`,
    [`${s.dir}/src/bootstrap.tsx`]: `export {};
`,
    [`${s.dir}/src/i18n.ts`]: `import { declareNamespace, useTranslation } from '@dis/shared';

/** The words of the ${s.name} section, in the \`${s.name}\` namespace. Only the shown language is loaded. */
export const ${s.NAME}_NS = declareNamespace('${s.name}', {
  'zh-cn': () => import(/* webpackChunkName: "${s.name}-words-zh-cn" */ './locales/zh-cn/${s.name}.json'),
  en: () => import(/* webpackChunkName: "${s.name}-words-en" */ './locales/en/${s.name}.json'),
});

/** \`{ t, r, lang }\` of the section; suspends until the shown language's words are in. */
export function use${s.Name}Translation() {
  return useTranslation(${s.NAME}_NS);
}
`,
    [`${s.dir}/src/locales/zh-cn/${s.name}.json`]: `${JSON.stringify(words('zh-cn'), null, 2)}\n`,
    [`${s.dir}/src/locales/en/${s.name}.json`]: `${JSON.stringify(words('en'), null, 2)}\n`,
    [`${s.dir}/src/ssr/index.ts`]: `/**
 * The ${s.name} section's pages drawn by the server for a console address's first view
 * (docs/site/rendering.md "The console's first view"): \`dist/ssr/render.cjs\`, loaded by the
 * server beside the shell's, so a new build of this remote changes how its pages are drawn too.
 */
import type { ConsoleRendererModule } from '@dis/contract/site';
import { consoleRendererOf } from '@dis/ui/ssr';
import { ${s.NAME}_NS } from '../i18n';

export const createConsoleRenderer: ConsoleRendererModule['createConsoleRenderer'] = consoleRendererOf(
  (folder) => import(\`../pages/\${folder}/index.tsx\`),
  [${s.NAME}_NS],
);
`,
    [`${s.dir}/src/pages/overview/index.tsx`]: `export { default } from './OverviewPage';
`,
    [`${s.dir}/src/pages/overview/OverviewPage.tsx`]: `import type { AjaxResultOf, SectionPage } from '@dis/contract';
import { Link } from '@dis/shared';
import { http } from '@dis/shared/request';
import { Empty, LoadFailed, MenuIcon, Spin } from '@dis/ui';
import { useEffect, useState } from 'react';
import { use${s.Name}Translation } from '../../i18n';

type Loaded = { pages: SectionPage[] } | { failed: string } | null;

/** The section's first page: the pages of it the signed-in user may open (\`GET /${s.name}/overview\`). */
export default function OverviewPage() {
  const { t } = use${s.Name}Translation();
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    http
      .get<AjaxResultOf<SectionPage[]>>('/${s.name}/overview')
      .then((answer) => current && setLoaded({ pages: answer.data }))
      .catch((error: unknown) => current && setLoaded({ failed: error instanceof Error ? error.message : String(error) }));
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = () => {
    setLoaded(null);
    setAttempt((n) => n + 1);
  };
  if (loaded === null) return <Spin />;
  if ('failed' in loaded) return <LoadFailed title={t('overview.failed')} reason={loaded.failed} onRetry={retry} />;
  return (
    <section className="app-container" aria-label={t('overview.intro')}>
      <p>{t('overview.intro')}</p>
      {loaded.pages.length === 0 ? (
        <Empty description={t('overview.empty')} />
      ) : (
        <ul>
          {loaded.pages.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>
                <MenuIcon name={page.icon} /> {page.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
`,
    [`${s.dir}/src/pages/overview/OverviewPage.test.tsx`]: `import { act, screen } from '@testing-library/react';
import { changeLanguage, MemoryRouter } from '@dis/shared';
import { http } from '@dis/shared/request';
import { renderWithUi } from '@dis/ui/testing';
import OverviewPage from './OverviewPage';

jest.mock('@dis/shared/request', () => ({ http: { get: jest.fn() } }));
const get = http.get as jest.Mock;

afterEach(() => act(() => changeLanguage('zh-cn')));

describe("the ${s.name} section's first page", () => {
  it('lists the pages the server answers, in the shown language', async () => {
    get.mockResolvedValue({ code: 200, data: [{ title: '示例页', path: '/${s.name}/sample', icon: 'list' }] });
    renderWithUi(
      <MemoryRouter>
        <OverviewPage />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: /示例页/ });
    expect(link.getAttribute('href')).toBe('/${s.name}/sample');
    expect(get).toHaveBeenCalledWith('/${s.name}/overview');
    expect(screen.getByText(${JSON.stringify(words('zh-cn').overview.intro)})).toBeTruthy();
    await act(() => changeLanguage('en'));
    expect(screen.getByText(${JSON.stringify(words('en').overview.intro)})).toBeTruthy();
  });

  it('says when there is nothing to open, and offers a retry when the list fails', async () => {
    get.mockResolvedValueOnce({ code: 200, data: [] });
    const view = renderWithUi(
      <MemoryRouter>
        <OverviewPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(${JSON.stringify(words('zh-cn').overview.empty)})).toBeTruthy();
    view.unmount();
    get.mockRejectedValueOnce(new Error('后端接口连接异常'));
    get.mockResolvedValueOnce({ code: 200, data: [] });
    renderWithUi(
      <MemoryRouter>
        <OverviewPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('后端接口连接异常')).toBeTruthy();
    act(() => screen.getByRole('button', { name: /重\\s*试/ }).click());
    expect(await screen.findByText(${JSON.stringify(words('zh-cn').overview.empty)})).toBeTruthy();
  });
});
`,
  };
}

// ---- the server ----

function serverFiles(s) {
  return {
    [`server/src/modules/${s.name}/messages.ts`]: `import { defineLabels } from '../../i18n/catalogue';

/** The words of the ${s.name} section on the server (docs/architecture.md "Server layout"). */
export const ${s.NAME}_LABELS = defineLabels({
  section: { 'zh-cn': ${sqlQuoteTs(s.title)}, en: ${sqlQuoteTs(s.titleEn)} },
});
`,
    [`server/src/modules/${s.name}/routes.ts`]: `import { SectionPageSchema } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { success } from '../../common/envelope';
import { AjaxResult } from '../../common/schema';
import { requireLoginUser } from '../../security/session-store';
import { sectionPages } from '../system/menu/service';
// this module's words join the catalogue (docs/architecture.md "Server layout")
import './messages';

/** The ${s.name} section (${s.title} / ${s.titleEn}): its routes, registered in server/src/app.ts. */
const ${s.name}Routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/${s.name}/overview',
    {
      schema: {
        tags: ['${s.name}'],
        summary: '${s.title}概览 · ${s.titleEn} overview',
        description: "The section's pages the caller may open, titles in the request's language.",
        response: { 200: AjaxResult({ data: Type.Array(SectionPageSchema) }) },
      },
      config: { permission: '${s.name}:overview:view' },
    },
    async function ${s.name}Overview(request) {
      const data = await sectionPages(app, requireLoginUser(request).userId, request.lang, '${s.name}');
      return success(request, { data });
    },
  );
};

export default ${s.name}Routes;
`,
    [`server/test/${s.name}-section.int.test.ts`]: `/** @jest-environment ./server/test/native-modules-environment.cjs */
import { setupTestApp } from './helper';

// The ${s.name} section's menus and first page (docs/architecture.md "Adding a section").
const t = setupTestApp();

interface Route {
  path: string;
  component?: string;
  meta?: { title: string };
  children?: Route[];
}

async function sectionRoute(token: string, lang: string): Promise<Route | undefined> {
  const answer = (await t.request({ method: 'GET', url: '/getRouters', token, headers: { 'accept-language': lang } })).json();
  return (answer.data as Route[]).find((route) => route.path === '/${s.name}');
}

describe('the ${s.name} section', () => {
  it("is in the super administrator's routes with its first page, in both languages", async () => {
    const admin = await t.login('admin');
    const zh = await sectionRoute(admin, 'zh-cn');
    expect(zh?.meta?.title).toBe(${sqlQuoteTs(s.title)});
    expect(zh?.children?.map((child) => child.component)).toContain('${s.name}/overview/index');
    expect((await sectionRoute(admin, 'en'))?.meta?.title).toBe(${sqlQuoteTs(s.titleEn)});
  });

  it('lists the pages of the section the caller may open, and refuses a user without the right', async () => {
    const admin = await t.login('admin');
    const overview = (await t.request({ method: 'GET', url: '/${s.name}/overview', token: admin })).json();
    expect(overview.code).toBe(200);
    expect(overview.data).toContainEqual(expect.objectContaining({ path: '/${s.name}/overview', title: '概览' }));
    const ry = await t.login('ry');
    expect(await sectionRoute(ry, 'zh-cn')).toBeUndefined();
    const refused = (await t.request({ method: 'GET', url: '/${s.name}/overview', token: ry })).json();
    expect(refused).toMatchObject({ code: 403 });
  });
});
`,
  };
}

/** A TypeScript string literal (single quotes). */
function sqlQuoteTs(value) {
  return `'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

const ROOT_OF = (s) => s.root;

/** The migration that seeds the section's menus: its directory and its first page. */
function migrationFiles(root, s, now) {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const tag = `${stamp}_${s.name}_section`;
  const journalPath = 'server/src/db/migrations/meta/_journal.json';
  const journal = JSON.parse(read(root, journalPath));
  const last = journal.entries[journal.entries.length - 1];
  const lastSnapshot = JSON.parse(
    read(root, `server/src/db/migrations/meta/${last.tag.split('_')[0]}_snapshot.json`),
  );
  const snapshot = { ...lastSnapshot, id: crypto.randomUUID(), prevId: lastSnapshot.id };
  journal.entries.push({
    idx: last.idx + 1,
    version: last.version,
    when: now.getTime(),
    tag,
    breakpoints: true,
  });
  const columns =
    'menu_name, menu_name_en, parent_id, order_num, path, component, query, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by, create_time, remark';
  const directory = `(SELECT max(menu_id) FROM sys_menu WHERE parent_id = 0 AND menu_type = 'M' AND path = ${sqlText(s.name)})`;
  const sql = `-- The ${s.name} section (${s.title} / ${s.titleEn}), made by \`npm run new:section\`
-- (docs/architecture.md "Adding a section"): its directory in the sidebar, after the others, and its
-- first page. The ids come from sys_menu's identity, which starts above every seeded menu; only the
-- super administrator sees the section until a role is given it (系统管理 › 角色管理).
INSERT INTO sys_menu (${columns}) VALUES
  (${sqlText(s.title)}, ${sqlText(s.titleEn)}, 0, (SELECT coalesce(max(order_num), 0) + 1 FROM sys_menu WHERE parent_id = 0), ${sqlText(s.name)}, NULL, '', '', '1', '0', 'M', '0', '0', '', ${sqlText(s.icon)}, 'admin', LOCALTIMESTAMP(0), ${sqlText(`${s.title}目录`)});
--> statement-breakpoint
INSERT INTO sys_menu (${columns}) VALUES
  ('概览', 'Overview', ${directory}, 1, 'overview', ${sqlText(`${s.name}/overview/index`)}, '', ${sqlText(`${s.Name}Overview`)}, '1', '0', 'C', '0', '0', ${sqlText(`${s.name}:overview:view`)}, 'dashboard', 'admin', LOCALTIMESTAMP(0), ${sqlText(`${s.title}概览菜单`)});
`;
  return {
    [`server/src/db/migrations/${tag}.sql`]: sql,
    [`server/src/db/migrations/meta/${stamp}_snapshot.json`]: `${JSON.stringify(snapshot, null, 2)}\n`,
    [journalPath]: `${JSON.stringify(journal, null, 2)}\n`,
  };
}

// ---- the files it joins ----

/** Inserts `text` just above the line `anchor`; refuses a file without it. */
function above(content, anchor, text, file) {
  const at = content.indexOf(anchor);
  if (at < 0) throw new SectionRefusal(`${file} has lost its line "${anchor.trim()}"`);
  return content.slice(0, at) + text + content.slice(at);
}

/** The lockfile with the new workspace, as `npm install` would record it. */
function lockfileWith(content, s, packageJson) {
  const lock = JSON.parse(content);
  lock.packages[''].workspaces = [...lock.packages[''].workspaces];
  const serverAt = lock.packages[''].workspaces.indexOf('server');
  lock.packages[''].workspaces.splice(
    serverAt < 0 ? lock.packages[''].workspaces.length : serverAt,
    0,
    s.dir,
  );
  const entries = Object.entries(lock.packages);
  const insert = (key, value) => {
    const at = entries.findIndex(([other], index) => index > 0 && other.localeCompare(key, 'en') > 0);
    entries.splice(at < 0 ? entries.length : at, 0, [key, value]);
  };
  insert(`node_modules/@dis/${s.dir}`, { resolved: s.dir, link: true });
  // npm records a workspace's dependencies sorted by name
  const dependencies = Object.fromEntries(
    Object.entries(packageJson.dependencies).sort(([a], [b]) => a.localeCompare(b, 'en')),
  );
  insert(s.dir, { name: packageJson.name, version: packageJson.version, dependencies });
  lock.packages = Object.fromEntries(entries);
  return `${JSON.stringify(lock, null, 2)}\n`;
}

function joinedFiles(root, s, files) {
  const out = {};
  // the one list of remotes: one line
  const listText = read(root, 'shared/contract/src/remotes.json');
  const lastRemote = s.list.remotes[s.list.remotes.length - 1];
  const lastLine = new RegExp(`(\\n\\s*\\{[^\\n]*"dir": "${lastRemote.dir}"[^\\n]*\\})\\n`);
  if (!lastLine.test(listText))
    throw new SectionRefusal('shared/contract/src/remotes.json: the last remote is not on one line');
  out['shared/contract/src/remotes.json'] = listText.replace(
    lastLine,
    `$1,\n    { "name": "${s.name}", "section": "${s.name}", "dir": "${s.dir}", "devPort": ${s.devPort} }\n`,
  );
  // the workspaces
  const rootPackage = JSON.parse(read(root, 'package.json'));
  const serverAt = rootPackage.workspaces.indexOf('server');
  rootPackage.workspaces.splice(serverAt < 0 ? rootPackage.workspaces.length : serverAt, 0, s.dir);
  out['package.json'] = `${JSON.stringify(rootPackage, null, 2)}\n`;
  out['package-lock.json'] = lockfileWith(
    read(root, 'package-lock.json'),
    s,
    JSON.parse(files[`${s.dir}/package.json`]),
  );
  // its image, and its publish service that the servers and nginx wait for
  const dockerfile = read(root, `deploy/${lastRemote.dir}.Dockerfile`)
    .split(lastRemote.dir)
    .join(s.dir)
    .replace(/release\.mjs \S+ --from-dist/, `release.mjs ${s.name} --from-dist`)
    .replace(/^# The .*?remote \(.*?\) alone:/m, `# The ${s.name} remote (${s.title}) alone:`)
    .replace(/The \w+ app images differ/, 'The app images differ');
  out[`deploy/${s.dir}.Dockerfile`] = dockerfile;
  let compose = read(root, 'docker-compose.yml');
  const service = new RegExp(`\\n  ${lastRemote.dir}:\\n(?:    .*\\n|      .*\\n|        .*\\n)+`);
  const block = service.exec(compose);
  if (!block) throw new SectionRefusal(`docker-compose.yml has no service ${lastRemote.dir}`);
  compose =
    compose.slice(0, block.index + block[0].length) +
    block[0].split(lastRemote.dir).join(s.dir) +
    compose.slice(block.index + block[0].length);
  const waits = `      ${lastRemote.dir}:\n        condition: service_completed_successfully\n`;
  if (!compose.includes(waits))
    throw new SectionRefusal(`docker-compose.yml: nothing waits for ${lastRemote.dir}`);
  compose = compose
    .split(waits)
    .join(`${waits}      ${s.dir}:\n        condition: service_completed_successfully\n`);
  out['docker-compose.yml'] = compose;
  // the server module's routes
  let app = read(root, 'server/src/app.ts');
  app = above(
    app,
    ANCHORS.appImport,
    `import ${s.name}Routes from './modules/${s.name}/routes';\n`,
    'server/src/app.ts',
  );
  app = above(app, ANCHORS.appList, `    ${s.name}Routes,\n`, 'server/src/app.ts');
  out['server/src/app.ts'] = app;
  return out;
}

/**
 * Every file the section writes or changes, by path relative to `root`, with its whole new text;
 * nothing is written here. Refuses (`SectionRefusal`) a name that is bad, reserved or taken.
 */
function planSection(root, options, now = new Date()) {
  const s = { ...sectionOf(root, options), root };
  const files = { ...remoteFiles(s), ...serverFiles(s), ...migrationFiles(root, s, now) };
  return { section: s, files: { ...files, ...joinedFiles(root, s, files) } };
}

/** The text as the repository's prettier configuration formats it (`.prettierignore`d files as they are). */
async function formatted(root, file, content) {
  const prettier = require('prettier');
  const full = path.join(root, file);
  const { ignored, inferredParser } = await prettier.getFileInfo(full, {
    ignorePath: path.join(root, '.prettierignore'),
  });
  if (ignored || !inferredParser) return content;
  const config = (await prettier.resolveConfig(full)) ?? {};
  return prettier.format(content, { ...config, filepath: full });
}

/**
 * Writes the plan into `root`, each file formatted as the repository formats it, and links the
 * workspace into node_modules/@dis as `npm install` would.
 */
async function writeSection(root, plan) {
  for (const [file, content] of Object.entries(plan.files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), await formatted(root, file, content));
  }
  const scope = path.join(root, 'node_modules', '@dis');
  const link = path.join(scope, plan.section.dir);
  if (fs.existsSync(scope) && !fs.existsSync(link)) fs.symlinkSync(`../../${plan.section.dir}`, link);
}

module.exports = { planSection, writeSection, SectionRefusal, SECTION_NAME, ROOT };
