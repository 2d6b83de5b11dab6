import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDirectoryLock } from './directory-lock';

describe('acquireDirectoryLock', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('holds the lock until released', () => {
    const file = path.join(dir, 'pgdata.lock');
    const lock = acquireDirectoryLock(file);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    expect(() => acquireDirectoryLock(file)).toThrow(/already open in this process/);
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
    acquireDirectoryLock(file).release();
  });

  it('refuses a lock held by another running process', () => {
    const file = path.join(dir, 'pgdata.lock');
    fs.writeFileSync(file, String(process.ppid));
    expect(() => acquireDirectoryLock(file)).toThrow(`in use by process ${process.ppid}`);
  });

  it('takes over a lock left by a process that is gone', () => {
    const file = path.join(dir, 'pgdata.lock');
    const finished = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(file, finished.stdout.toString());
    const lock = acquireDirectoryLock(file);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
