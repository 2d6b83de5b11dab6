/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, REMOTE_NAMES, SHELL_APP, defaultRemoteEntry } from './remotes';

const ROOT = path.resolve(__dirname, '../../..');
const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  workspaces: string[];
};

describe('the one list of remotes', () => {
  it('names each remote, section, folder and dev port once', () => {
    for (const key of ['name', 'section', 'dir', 'devPort'] as const) {
      const values = REMOTES.map((remote) => remote[key]);
      expect(new Set(values).size).toBe(values.length);
    }
    expect(REMOTES.map((remote) => remote.devPort)).not.toContain(SHELL_APP.devPort);
    expect(REMOTE_NAMES).toEqual(REMOTES.map((remote) => remote.name));
  });

  it('uses names that are safe in a URL path, an environment variable and a federation container', () => {
    for (const remote of REMOTES) {
      expect(remote.name).toMatch(/^[a-z][a-z0-9]*$/);
      expect(remote.section).toMatch(/^[a-z][a-z0-9]*$/);
    }
  });

  it('points at real workspaces whose package is @dis/<folder>', () => {
    for (const { dir } of [...REMOTES, SHELL_APP]) {
      expect(rootPackage.workspaces).toContain(dir);
      const pkg = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { name: string };
      expect(pkg.name).toBe(`@dis/${dir}`);
      expect(existsSync(path.join(ROOT, dir, 'webpack.config.js'))).toBe(true);
    }
  });

  it('says where a remote is served by default', () => {
    expect(defaultRemoteEntry('system')).toBe('/mf/system/remoteEntry.js');
  });
});
