import path from 'node:path';
import list from '@dis/contract/remotes.json';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { APPS, appOf } = require('./apps.cjs') as {
  APPS: { dir: string; container: string; port: number }[];
  appOf: (dir: string) => { dir: string; container: string; port: number };
};

describe('the apps the scripts build and run', () => {
  it('are the remotes of the one list, then the shell', () => {
    expect(APPS).toEqual([
      ...list.remotes.map((r) => ({ dir: r.dir, container: r.name, port: r.devPort })),
      { dir: 'shell', container: 'shell', port: list.shell.devPort },
    ]);
  });

  it('give each webpack config its own name and port from its folder', () => {
    expect(appOf(path.resolve(__dirname, '../../remote-tools'))).toEqual({
      dir: 'remote-tools',
      container: 'tools',
      port: 3004,
    });
    expect(() => appOf('/somewhere/remote-unknown')).toThrow(/remote-unknown is not in the list of apps/);
  });
});
