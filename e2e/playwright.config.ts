import { defineConfig } from '@playwright/test';
import path from 'node:path';

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
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
