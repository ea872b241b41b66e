import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath, freePort } from '@job/machine';
import { defineConfig, devices } from '@playwright/test';

// Playwright loads this file in its main process and again in each worker; the workers inherit
// the environment, so the port and the database directory are chosen once and shared.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'job-e2e-'));
// The server's mail goes over real SMTP to a catcher that writes each message here (support.ts reads it).
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'job-e2e-mail-'));
process.env.E2E_STATUS_MAIL_DELAY_SECONDS ??= '20';
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// A second server with MODERATION=pre, for the approval journey (moderation.spec.ts): its own
// port and data directory (`pnpm admin` reaches it there), the same built app and mail catcher.
process.env.E2E_PRE_PORT ??= String(await freePort());
process.env.E2E_PRE_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'job-e2e-pre-'));
const preModerationURL = `http://127.0.0.1:${process.env.E2E_PRE_PORT}`;

export default defineConfig({
  testDir: '.',
  globalTeardown: './global-teardown.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright's own browser downloads are blocked on these machines.
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    // The list's journeys compare the rows with the API's newest jobs, which any journey posting a
    // job changes: they run first, while nothing else writes.
    { name: 'lists', testMatch: 'browse.spec.ts', use: { ...devices['Desktop Chrome'] } },
    {
      name: 'chromium',
      testIgnore: ['browse.spec.ts', 'moderation.spec.ts'],
      dependencies: ['lists'],
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'pre-moderation',
      testMatch: 'moderation.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: preModerationURL },
    },
  ],
  webServer: [
    {
      // The product as a user gets it, by `pnpm start`: the built app served by the built server
      // (each built first when stale) on a fresh embedded database, which seeds the sample jobs on
      // its first start.
      command: 'pnpm start',
      cwd: '..',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: process.env.E2E_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        NODE_ENV: 'production',
        // Each journey sends an address of its own (support.ts), so rate limits count visitors.
        TRUST_PROXY: '127.0.0.1',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        // The journeys' shared member posts more than a day's default 20 jobs in one run.
        POSTINGS_PER_DAY: '1000',
        // Every matching job mailed at once, so the alerts journey sees an unsubscribe stop the
        // next mail instead of the 10 minutes holding it back.
        ALERT_SPACING_SECONDS: '0',
        // A status mail waits 20 s for its undo, not a minute: time enough for a journey to
        // press it on a busy machine, without waiting out the minute for the mail.
        STATUS_MAIL_DELAY_SECONDS: process.env.E2E_STATUS_MAIL_DELAY_SECONDS,
      },
    },
    {
      // Started after the first, whose command builds the app and the server this one runs too.
      command: 'pnpm --filter @job/server start',
      cwd: '..',
      url: `${preModerationURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: process.env.E2E_PRE_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_PRE_DATA_DIR,
        NODE_ENV: 'production',
        TRUST_PROXY: '127.0.0.1',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        MODERATION: 'pre',
      },
    },
    {
      // Receives the server's mail over SMTP, as a member's mail server would.
      command: `node packages/machine/src/mailCatcherCli.js --port ${process.env.E2E_SMTP_PORT} --dir ${process.env.E2E_MAIL_DIR}`,
      cwd: '..',
      port: Number(process.env.E2E_SMTP_PORT),
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
