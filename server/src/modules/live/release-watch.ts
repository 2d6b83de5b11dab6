import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, SHELL_APP } from '@dis/contract/remotes';

/** Changes of the release pointers arrive in bursts (a rename, a write): one look after the last. */
const SETTLE_MS = 200;

/**
 * Watches the release pointers (`RELEASES_DIR/<dir>/current`, docs/architecture.md "Releases") and
 * calls `onChange` with what `/builds.json` answers now whenever that changes. Each process
 * watches for itself (every replica sees the same volume), so the event is sent to this process's
 * streams only. `fs.watch` on the release folders and on `RELEASES_DIR` itself (a section released
 * for the first time); `check()` looks again without an event (the live hub calls it at each
 * heartbeat, for file systems that report no changes).
 */
export class ReleaseWatch {
  private readonly watchers = new Map<string, fs.FSWatcher>();
  private last: string;
  private settle: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly releasesDir: string,
    private readonly builds: () => Record<string, string>,
    private readonly onChange: (builds: Record<string, string>) => void,
  ) {
    this.last = JSON.stringify(builds());
  }

  start(): void {
    this.watchFolders();
  }

  private watch(folder: string): void {
    if (this.watchers.has(folder) || !fs.existsSync(folder)) return;
    try {
      const watcher = fs.watch(folder, { persistent: false }, () => this.soon());
      watcher.on('error', () => {
        watcher.close();
        this.watchers.delete(folder);
      });
      this.watchers.set(folder, watcher);
    } catch {
      // not watchable (gone meanwhile, too many watches): the heartbeat's look still sees changes
    }
  }

  private watchFolders(): void {
    this.watch(this.releasesDir);
    for (const app of [SHELL_APP, ...REMOTES]) this.watch(path.join(this.releasesDir, app.dir));
  }

  private soon(): void {
    if (this.closed) return;
    clearTimeout(this.settle);
    this.settle = setTimeout(() => {
      this.watchFolders();
      this.check();
    }, SETTLE_MS);
    this.settle.unref();
  }

  /** Compares the builds with the last seen; calls `onChange` when they differ. */
  check(): void {
    if (this.closed) return;
    let builds: Record<string, string>;
    try {
      builds = this.builds();
    } catch {
      return;
    }
    const text = JSON.stringify(builds);
    if (text === this.last) return;
    this.last = text;
    this.onChange(builds);
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.settle);
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }
}
