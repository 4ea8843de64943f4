// Gzipped size (zlib level 9) of the JavaScript Chromium loads for /login and for each remote's
// first page, each measured on a cold cache. Target: /login under 350 KiB.
const zlib = require('node:zlib');
const path = require('node:path');
const { freePort, startServer } = require('./lib/server');
const { launchChromium, signedInState } = require('./lib/browser');
const { printTable, saveResults } = require('./lib/report');
const { tempDir } = require('./lib/temp');

const SEED_PASSWORD = 'Bench!Pass123';
const LOGIN_TARGET_KIB = 350;
const PAGES = [
  { remote: 'mfe_planner', folder: 'planner', route: '/accounts', role: 'user' },
  { remote: 'mfe_checklists', folder: 'checklists', route: '/to-do', role: 'user' },
  { remote: 'mfe_analytics', folder: 'analytics', route: '/twitter/trends', role: 'user' },
  { remote: 'mfe_ideas', folder: 'ideas', route: '/ideas-generator', role: 'user' },
  { remote: 'mfe_admin', folder: 'admin', route: '/admin/users', role: 'admin' },
  { remote: 'mfe_account', folder: 'account', route: '/pages/account-setting', role: 'user' },
];
const EMAILS = { user: 'demo@example.com', admin: 'admin@example.com' };

const kib = (bytes) => Number((bytes / 1024).toFixed(1));

/** Loads `route` in a fresh context and returns every script response with its gzipped size. */
async function measure(browser, base, route, storageState, ready) {
  const context = await browser.newContext({ baseURL: base, storageState });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res.body().then(
        (body) => ({ url: res.url(), raw: body.length, gz: zlib.gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  await page.goto(route);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  return scripts;
}

const sum = (xs, key) => xs.reduce((n, x) => n + x[key], 0);

async function main() {
  const server = await startServer({ dataDir: path.join(tempDir('bundle'), 'data'), port: await freePort(), seedPassword: SEED_PASSWORD });
  const browser = await launchChromium();
  try {
    const rows = [];
    const login = await measure(browser, server.url, '/login', undefined, (page) => page.getByRole('button', { name: 'Sign in' }).waitFor());
    rows.push({ page: '/login', scripts: login.length, 'raw KiB': kib(sum(login, 'raw')), 'gzip KiB': kib(sum(login, 'gz')), 'of it remote KiB': 0 });

    const states = {};
    for (const role of Object.keys(EMAILS)) states[role] = await signedInState(browser, server.url, EMAILS[role], SEED_PASSWORD);

    for (const p of PAGES) {
      const ready = (page) => page.locator(`[data-remote="${p.remote}"], [data-testid="feature-unavailable"]`).first().waitFor({ timeout: 30000 });
      const scripts = await measure(browser, server.url, p.route, states[p.role], ready);
      const own = scripts.filter((s) => new URL(s.url).pathname.startsWith(`/remotes/${p.folder}/`));
      rows.push({ page: `${p.route} (${p.remote})`, scripts: scripts.length, 'raw KiB': kib(sum(scripts, 'raw')), 'gzip KiB': kib(sum(scripts, 'gz')), 'of it remote KiB': kib(sum(own, 'gz')) });
    }

    printTable('JavaScript loaded on a cold cache (gzip -9 of each script body)', rows);
    const loginKiB = rows[0]['gzip KiB'];
    const within = loginKiB <= LOGIN_TARGET_KIB;
    console.log(`\n/login: ${loginKiB} KiB gzipped — ${within ? 'within' : 'OVER'} the ${LOGIN_TARGET_KIB} KiB target`);
    saveResults('bundle', { rows, loginTargetKiB: LOGIN_TARGET_KIB, loginWithinTarget: within });
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
