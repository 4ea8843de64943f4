// Browser tests of the composed production app in Debian's Chromium (never `playwright install`).
import { defineConfig } from '@playwright/test';
import { appPort, baseURL, dataDir, linkFixturePort, qaOrigin, remotesFile, repoRoot, seedPassword } from './support/run-env';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  // One worker: the machine has 2 cores and the tests share one server and one remotes map.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  globalSetup: './global-setup.ts',
  use: {
    baseURL,
    headless: true,
    locale: 'en-US',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    { name: 'chromium', testMatch: /.*\.spec\.ts/, dependencies: ['setup'] },
  ],
  webServer: {
    command: 'node api/dist/cli.js serve',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_PASSWORD: seedPassword,
      REMOTES_FILE: remotesFile,
      // The QA build is "deployed elsewhere": its origin is listed like any front-end origin
      // (CSP script-src/connect-src), which is configuration, not a shell rebuild.
      CORS_ORIGINS: `${baseURL},${qaOrigin}`,
      NODE_ENV: 'production',
      // Test seam: link previews may fetch planners.spec's local fixture site (refused for any other local host).
      LINK_PREVIEW_ALLOW_HOSTS: `127.0.0.1:${linkFixturePort}`,
    },
    reuseExistingServer: false,
    // The first start initialises the embedded PostgreSQL cluster.
    timeout: 120_000,
    // SIGTERM lets the server stop its embedded PostgreSQL cleanly.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
