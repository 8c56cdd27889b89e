import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { providersBaseURL, providersPort } from './providers/providers-server';

const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
// Relative paths here are the config folder's (e2e/).
const outputDir = process.env.E2E_OUTPUT_DIR ?? '../test-results';

// Journeys run against the production build served by the API, on a fresh embedded database,
// in Debian's Chromium (no browser download). The 'providers' project runs its journeys against a
// second shop whose Stripe and PayPal are local fakes (e2e/serve-providers.ts, E2E_PROVIDERS_PORT),
// the providers' browser scripts replaced by stand-ins (e2e/provider-standins/).
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Generous for a loaded 2-core machine (two parts, four shops and two browsers at once: load
  // average 11 to 13): a scholar's signup took 35 s there, and a page 10 s to show. A passing
  // journey takes no longer for it; only a failing one reports later.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The JSON report gives e2e/run-journeys.mjs each file's time (E2E_RECORD_TIMES=1).
  reporter: process.env.E2E_RECORD_TIMES === '1' ? [['list'], ['json', { outputFile: path.join(outputDir, 'report.json') }]] : [['list']],
  // One folder per part when the journeys run in parts at once (e2e/run-journeys.mjs).
  outputDir,
  use: {
    baseURL,
    // A trace records the screen and the page all along: about 40% more of the browser's CPU and
    // half as long again per journey, measured. In CI only a retry records one (the first
    // failure keeps its screenshot and error context); locally every failing journey keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: 'providers/**', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    {
      name: 'providers',
      testMatch: 'providers/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, baseURL: providersBaseURL },
    },
  ],
  webServer: [
    {
      command: 'node e2e/serve.mjs',
      cwd: '..',
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000', REGISTER_LIMIT_PER_HOUR: '100000' },
    },
    {
      command: 'node --import tsx e2e/serve-providers.ts',
      cwd: '..',
      url: `${providersBaseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      // So that the script removes its database and the fakes' file (SIGKILL, the default, leaves them).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: { PORT: String(providersPort), LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000', REGISTER_LIMIT_PER_HOUR: '100000' },
    },
  ],
});
