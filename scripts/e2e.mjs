#!/usr/bin/env node
// Browser tests: production build, the real server on a free port (captcha off; a second one with
// the captcha on for the captcha story), Playwright driving Debian's Chromium.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { build } from './build.mjs';
import { ROOT } from './lib/apps.mjs';
import { startServer } from './lib/server.mjs';

export async function runE2E(extraArgs = []) {
  await build({ forceAll: false });
  mkdirSync(path.join(ROOT, 'reports', 'screenshots'), { recursive: true });
  const main = await startServer({ env: { CAPTCHA_ENABLED: 'false' } });
  const withCaptcha = await startServer({ env: { CAPTCHA_ENABLED: 'true' } });
  console.log(`e2e: server ${main.url} (captcha off), ${withCaptcha.url} (captcha on)`);
  try {
    return await new Promise((resolve) => {
      const child = spawn(
        path.join(ROOT, 'node_modules', '.bin', 'playwright'),
        ['test', '-c', path.join(ROOT, 'e2e', 'playwright.config.ts'), ...extraArgs],
        {
          cwd: ROOT,
          stdio: 'inherit',
          env: { ...process.env, E2E_BASE_URL: main.url, E2E_CAPTCHA_URL: withCaptcha.url },
        },
      );
      child.on('exit', (code) => resolve(code ?? 1));
    });
  } finally {
    await Promise.all([main.stop(), withCaptcha.stop()]);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runE2E(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
