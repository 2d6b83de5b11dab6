// Starts the real server (production build + API) on a free port for browser tests and benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/**
 * @param {{ env?: Record<string,string>, quiet?: boolean }} options
 * @returns {Promise<{ url: string, port: number, pid: number, dataDir: string, stop: () => Promise<void> }>}
 */
export async function startServer(options = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dis-server-'));
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join(ROOT, 'server', 'src', 'main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        // production builds no URL from the Host header (docs/security.md "Public origin")
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
        // the browser tests share two cores with Chromium and the embedded database blocks the
        // loop while it works: no 503s there (the rule has its own test, docs/site/speed.md)
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
        ...options.env,
      },
      stdio: options.quiet === false ? 'inherit' : ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${url}/prod-api/health`, child, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${error.message}\n${stderr}`);
  }
  return {
    url,
    port,
    // the tsx launcher's; the server runs in its child process
    pid: child.pid,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => {
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            resolve();
          }, 5000);
          child.on('exit', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
