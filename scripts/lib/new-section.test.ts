// `npm run new:section` (docs/architecture.md "Adding a section"): what it refuses, and what it
// writes and joins, planned against this repository (nothing is written). The whole path — the
// scaffold built, released alone and found by the unchanged shell — is scripts/section-proof.ts.
import path from 'node:path';
import { parse } from 'yaml';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { planSection, SectionRefusal } = require('./new-section.cjs') as {
  planSection: (
    root: string,
    options: { name: string; title?: string; titleEn?: string },
    now?: Date,
  ) => { section: { dir: string; devPort: number }; files: Record<string, string> };
  SectionRefusal: new (message: string) => Error;
};

const ROOT = path.resolve(__dirname, '../..');
const plan = (name: string) =>
  planSection(ROOT, { name, title: '演示', titleEn: 'Demo' }, new Date(Date.UTC(2027, 0, 2, 3, 4, 5)));

describe('npm run new:section', () => {
  it('refuses a name that is not a section name, is reserved, or is taken', () => {
    for (const bad of ['', 'Demo', '1demo', 'de-mo', 'd', 'a'.repeat(21)])
      expect(() => plan(bad)).toThrow(SectionRefusal);
    expect(() => plan('login')).toThrow(/reserved/);
    expect(() => plan('system')).toThrow(/taken: remote-system/);
    expect(() => plan('tool')).toThrow(/taken: remote-tools serves section tool/);
  });

  it('writes the remote, its server module and menu migration, and joins the lists', () => {
    const { section, files } = plan('demo');
    expect(section.dir).toBe('remote-demo');
    for (const file of [
      'remote-demo/package.json',
      'remote-demo/webpack.config.js',
      'remote-demo/src/ssr/index.ts',
      'remote-demo/src/i18n.ts',
      'remote-demo/src/locales/zh-cn/demo.json',
      'remote-demo/src/locales/en/demo.json',
      'remote-demo/src/pages/overview/index.tsx',
      'remote-demo/src/pages/overview/OverviewPage.test.tsx',
      'deploy/remote-demo.Dockerfile',
      'server/src/modules/demo/routes.ts',
      'server/test/demo-section.int.test.ts',
      'server/src/db/migrations/20270102030405_demo_section.sql',
    ])
      expect(Object.keys(files)).toContain(file);
    expect(Object.keys(files).filter((file) => file.startsWith('shell/'))).toEqual([]);

    const list = JSON.parse(files['shared/contract/src/remotes.json']) as {
      remotes: Array<{ name: string; section: string; dir: string; devPort: number }>;
    };
    expect(list.remotes.at(-1)).toEqual({
      name: 'demo',
      section: 'demo',
      dir: 'remote-demo',
      devPort: section.devPort,
    });
    expect(new Set(list.remotes.map((remote) => remote.devPort)).size).toBe(list.remotes.length);
    expect((JSON.parse(files['package.json']) as { workspaces: string[] }).workspaces).toContain(
      'remote-demo',
    );
    const lock = JSON.parse(files['package-lock.json']) as { packages: Record<string, { link?: boolean }> };
    expect(lock.packages['node_modules/@dis/remote-demo']).toEqual({ resolved: 'remote-demo', link: true });

    const compose = parse(files['docker-compose.yml'], { merge: true }) as {
      services: Record<string, { build?: { dockerfile: string }; depends_on?: Record<string, unknown> }>;
    };
    expect(compose.services['remote-demo'].build?.dockerfile).toBe('deploy/remote-demo.Dockerfile');
    expect(Object.keys(compose.services.server.depends_on ?? {})).toContain('remote-demo');
    expect(Object.keys(compose.services.nginx.depends_on ?? {})).toContain('remote-demo');
    expect(files['deploy/remote-demo.Dockerfile']).toContain('release.mjs demo --from-dist');
    expect(files['deploy/remote-demo.Dockerfile']).not.toMatch(/remote-(tools|sales|monitor)/);

    expect(files['server/src/app.ts']).toContain("import demoRoutes from './modules/demo/routes';");
    const sql = files['server/src/db/migrations/20270102030405_demo_section.sql'];
    expect(sql).toContain("'demo/overview/index'");
    expect(sql).toContain("'demo:overview:view'");
  });
});
