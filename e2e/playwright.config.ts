import { defineConfig } from '@playwright/test';
import path from 'node:path';
import chromiumLaunch from '../scripts/lib/chromium.cjs';

const { CHROMIUM_ARGS, CHROMIUM_PATH } = chromiumLaunch;

const reports = path.join(__dirname, '..', 'reports');

export default defineConfig({
  testDir: __dirname,
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(reports, 'e2e.json') }]],
  outputDir: path.join(reports, 'e2e-artifacts'),
  use: {
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1366, height: 860 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
