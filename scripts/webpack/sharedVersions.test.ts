import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SINGLETONS } = require('./createAppConfig.cjs') as { SINGLETONS: string[] };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { APPS } = require('../lib/apps.cjs') as { APPS: { dir: string }[] };

const ROOT = path.resolve(__dirname, '../..');
const packageOf = (request: string) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;
const manifest = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };

/**
 * The federation singletons are shared without a version range (docs/architecture.md "One of
 * each"): that is only safe while every app and shared package pins the one installed version.
 */
describe('the versions of the federation singletons', () => {
  const folders = [...APPS.map((app) => app.dir), 'shared/core', 'shared/ui'];
  const packages = [...new Set(SINGLETONS.map(packageOf))];

  it.each(packages)('%s is pinned to the installed version wherever it is declared', (name) => {
    const installed = (
      JSON.parse(
        fs.readFileSync(
          require.resolve(`${name}/package.json`, { paths: [path.join(ROOT, 'shell')] }),
          'utf8',
        ),
      ) as { version: string }
    ).version;
    const declared = folders.flatMap((dir) => {
      const { dependencies = {}, peerDependencies = {} } = manifest(dir);
      return [dependencies[name], peerDependencies[name]]
        .filter((version): version is string => Boolean(version))
        .map((version) => `${dir}: ${version}`);
    });
    expect(declared.length).toBeGreaterThan(0);
    expect(declared).toEqual(declared.map((line) => `${line.split(': ')[0]}: ${installed}`));
  });
});
