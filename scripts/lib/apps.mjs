// The front-end apps of the repository (from the one list of remotes, see ./apps.cjs) and where
// their builds go.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import apps from './apps.cjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Build order: remotes first, the shell last (nothing depends on the order at run time). */
export const APPS = apps.APPS;

/** Sources every app build reads besides its own folder. */
const SHARED_INPUTS = [
  'shared/contract/src',
  'shared/core/src',
  'shared/ui/src',
  'scripts/webpack',
  'scripts/lib/apps.cjs',
  'package-lock.json',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

export function stampFile(app) {
  return path.join(ROOT, app.dir, 'dist', '.build-stamp');
}

/** An app needs a build when its output is missing or older than any of its inputs. */
export function needsBuild(app) {
  const stamp = stampFile(app);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  const inputs = [path.join(ROOT, app.dir), ...SHARED_INPUTS.map((p) => path.join(ROOT, p))];
  return inputs.some((input) => newestMtime(input) > built);
}
