import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releasedFrontEnd } from '../../plugins/releases';
import { ReleaseWatch } from './release-watch';

/** A release folder as `npm run release` leaves it: a build folder and `current` naming it. */
function release(root: string, dir: string, build: string) {
  fs.mkdirSync(path.join(root, dir, build), { recursive: true });
  const temporary = path.join(root, dir, `current.${build}`);
  fs.writeFileSync(temporary, `${build}\n`);
  fs.renameSync(temporary, path.join(root, dir, 'current'));
}

const waitFor = async (condition: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('not within time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('the release watch (docs/live-updates.md "build")', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-release-watch-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('announces a new current build, and a section released for the first time', async () => {
    release(root, 'shell', '20261127090000-aaaaaaa');
    const seen: Array<Record<string, string>> = [];
    const watch = new ReleaseWatch(root, releasedFrontEnd(root, {}).builds, (builds) => seen.push(builds));
    watch.start();
    try {
      release(root, 'shell', '20261127100000-bbbbbbb');
      await waitFor(() => seen.length === 1);
      expect(seen[0]).toEqual({ shell: '20261127100000-bbbbbbb' });
      // remote-system did not exist when the watch began
      release(root, 'remote-system', '20261127100000-bbbbbbb');
      await waitFor(() => seen.length === 2);
      expect(seen[1]).toEqual({ shell: '20261127100000-bbbbbbb', system: '20261127100000-bbbbbbb' });
      // nothing changed: nothing announced
      watch.check();
      expect(seen).toHaveLength(2);
    } finally {
      watch.close();
    }
  });

  it('check() sees a change without a file event (the heartbeat’s look)', () => {
    let builds = { shell: 'one' };
    const seen: unknown[] = [];
    const watch = new ReleaseWatch(
      root,
      () => builds,
      (next) => seen.push(next),
    );
    watch.check();
    expect(seen).toEqual([]);
    builds = { shell: 'two' };
    watch.check();
    expect(seen).toEqual([{ shell: 'two' }]);
    watch.close();
  });
});
