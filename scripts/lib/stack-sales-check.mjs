// "remote-sales ships alone", a check of scripts/stack-test.mjs (docs/deploy.md "Faults", docs/sales/
// README.md): the sales section — added with `npm run new:section`, a remote like the others — is
// released alone on the running stack from a copy of its current build (`release.mjs sales
// --from-dist=<copy>`): both replicas announce it in /builds.json and /remotes.json at once, nginx
// serves its entry and keeps serving the old build's, no other app's `current` or file changes, and
// `deploy.mjs sales --previous` goes back. The source tree and the `dist` folders are never touched.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { hashFolder, runScript } from './stack-deploy-check.mjs';

const require = createRequire(import.meta.url);
const releases = require('./releases.cjs');
const SALES = releases.appNamed('sales');

/** Every other app's `current` and the sha256 of each file of that build (the shell's pool too). */
function othersSnapshot(releasesDir) {
  const files = {};
  for (const app of releases.RELEASE_APPS) {
    if (app === SALES) continue;
    const current = releases.readCurrent(releasesDir, app);
    files[`${app.dir}/current`] = current;
    hashFolder(path.join(releasesDir, app.dir, current), `${app.dir}/${current}`, files);
    if (app.kind === 'host') hashFolder(path.join(releasesDir, app.dir, 'pool'), `${app.dir}/pool`, files);
  }
  return files;
}

export async function salesShipsAlone({ stack, expect, call }) {
  expect(SALES !== null, 'sales is an app of the one list of remotes');
  const { releasesDir } = stack;
  const oldBuild = releases.readCurrent(releasesDir, SALES);
  expect(Boolean(oldBuild), 'remote-sales has a current build on the stack');
  const before = othersSnapshot(releasesDir);
  const buildsBefore = (await call(stack.url, 'GET', '/builds.json', { raw: true })).json;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-sales-check-'));
  try {
    // a copy of the build, as a new build of the team's would be (its own id, its own folder)
    const source = path.join(releasesDir, SALES.dir, oldBuild);
    fs.cpSync(source, path.join(root, SALES.dir, 'dist'), {
      recursive: true,
      filter: (file) => file !== path.join(source, 'build.json'),
    });
    await runScript('release.mjs', ['sales', `--from-dist=${root}`], releasesDir);
    const newBuild = releases.readCurrent(releasesDir, SALES);
    expect(newBuild !== oldBuild && releases.BUILD_ID.test(newBuild), 'a new current sales build', newBuild);
    for (const replica of stack.replicas) {
      const builds = (await call(replica.url, 'GET', '/builds.json', { raw: true })).json;
      expect(
        JSON.stringify(builds) === JSON.stringify({ ...buildsBefore, sales: newBuild }),
        `replica ${replica.name} announces the new sales build and the same others`,
        { before: buildsBefore, now: builds },
      );
      const remotes = (await call(replica.url, 'GET', '/remotes.json', { raw: true })).json;
      expect(
        remotes.sales === `/mf/sales/${newBuild}/remoteEntry.js`,
        `replica ${replica.name}'s /remotes.json`,
        remotes,
      );
    }
    for (const build of [newBuild, oldBuild]) {
      const entry = await call(stack.url, 'GET', `/mf/sales/${build}/remoteEntry.js`, { raw: true });
      expect(
        entry.status === 200 && entry.replica === null,
        `nginx serves the entry of sales build ${build}`,
        entry.status,
      );
    }
    const after = othersSnapshot(releasesDir);
    const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (key) => before[key] !== after[key],
    );
    expect(changed.length === 0, 'no other app changed', changed.slice(0, 10));
    await runScript('deploy.mjs', ['sales', '--previous'], releasesDir);
    expect(releases.readCurrent(releasesDir, SALES) === oldBuild, 'deploy --previous goes back');
    const back = (await call(stack.url, 'GET', '/remotes.json', { raw: true })).json;
    expect(
      back.sales === `/mf/sales/${oldBuild}/remoteEntry.js`,
      '/remotes.json names the old build again',
      back,
    );
    return { oldBuild, newBuild, othersChecked: Object.keys(before).length };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
