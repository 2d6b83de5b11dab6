import fs from 'node:fs';

export interface DirectoryLock {
  release(): void;
}

/** lock files this process holds, so a second open inside one process is refused too */
const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: two servers opening one data folder would corrupt it. A lock file
 * holding the owner's pid refuses the second one; a lock left by a dead process is taken over.
 */
export function acquireDirectoryLock(lockFile: string): DirectoryLock {
  if (heldHere.has(lockFile))
    throw new Error(`The embedded database ${lockFile} is already open in this process`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      heldHere.add(lockFile);
      return {
        release: () => {
          heldHere.delete(lockFile);
          try {
            if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The embedded database is in use by process ${owner} (${lockFile}). ` +
            'Stop that server or point DATA_DIR elsewhere; if no server is running, delete the lock file.',
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}
