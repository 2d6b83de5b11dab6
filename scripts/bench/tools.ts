// The bench's own tools (docs/site/speed.md): installed into scripts/bench-tools on first use.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib/apps.mjs';

/**
 * Lighthouse, chrome-launcher and autocannon are the bench's tools, not the product's: they live in their own
 * package, `scripts/bench-tools` (with its own lock file), which the bench installs with `npm ci`
 * the first time it needs them, so that `npm install` of the product does not fetch Lighthouse and
 * what it drags in (Sentry, OpenTelemetry, puppeteer's browser driver).
 */
const BENCH_TOOLS = path.join(ROOT, 'scripts', 'bench-tools');

export async function benchTool(
  name: 'lighthouse' | 'chrome-launcher' | 'autocannon',
): Promise<Record<string, unknown>> {
  if (!existsSync(path.join(BENCH_TOOLS, 'node_modules', name, 'package.json'))) {
    console.log(`bench: installing its own tools into ${path.relative(ROOT, BENCH_TOOLS)} (npm ci)`);
    const code = await new Promise<number>((resolve) => {
      const child = spawn('npm', ['ci', '--no-audit', '--no-fund'], { cwd: BENCH_TOOLS, stdio: 'inherit' });
      child.on('exit', (exit) => resolve(exit ?? 1));
    });
    if (code !== 0) throw new Error(`npm ci in ${BENCH_TOOLS} failed (${code})`);
  }
  const resolve = createRequire(path.join(BENCH_TOOLS, 'package.json')).resolve;
  return import(pathToFileURL(resolve(name)).href);
}

/** What the bench reads of an autocannon run. */
export interface CannonResult {
  duration: number;
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}

/** autocannon, from the bench's own tools (`benchTool`). */
export async function autocannon(options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}): Promise<CannonResult> {
  const run = (await benchTool('autocannon')).default as (o: typeof options) => Promise<CannonResult>;
  return run(options);
}
