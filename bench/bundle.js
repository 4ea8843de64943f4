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

// `--detail` also lists the largest scripts of each page.
const DETAIL = process.argv.includes('--detail');
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
  const shown = await ready(page);
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter(Boolean);
  const landed = new URL(page.url()).pathname;
  await context.close();
  return { scripts, shown, landed };
}

/** What the page shows once settled: the remote's page, a shell state, or nothing recognisable. */
async function remoteReady(page, remote) {
  const states = [
    [`[data-remote="${remote}"] [data-testid="remote-version"], [data-remote="${remote}"] h1, [data-remote="${remote}"] h2`, 'remote page'],
    ['[data-testid="feature-unavailable"]', 'feature-unavailable'],
    // Feature-gated routes for a user whose plan lacks the feature: the remote's page never loads.
    ['[data-testid="upgrade-prompt"]', 'upgrade-prompt'],
    ['[data-testid="error-404"]', 'error-404'],
    ['[data-testid^="misc-"]', 'misc page'],
    ['[data-testid="page-error"]', 'page-error'],
  ];
  try {
    return await Promise.any(states.map(([sel, label]) => page.locator(sel).first().waitFor({ timeout: 20000 }).then(() => label)));
  } catch {
    return 'nothing recognisable';
  }
}

function printLargest(label, scripts) {
  const top = [...scripts].sort((a, b) => b.gz - a.gz).slice(0, 10);
  printTable(`${label}: largest scripts`, top.map((s) => ({ script: new URL(s.url).pathname, 'gzip KiB': kib(s.gz) })));
}

/** Scripts served from /remotes/<sub>… (every remote when `sub` is empty). */
const underRemotes = (scripts, sub) => scripts.filter((s) => new URL(s.url).pathname.startsWith(`/remotes/${sub}`));

const sum = (xs, key) => xs.reduce((n, x) => n + x[key], 0);

async function main() {
  const server = await startServer({ dataDir: path.join(tempDir('bundle'), 'data'), port: await freePort(), seedPassword: SEED_PASSWORD });
  const browser = await launchChromium();
  try {
    const rows = [];
    const { scripts: login } = await measure(browser, server.url, '/login', undefined, (page) => page.getByRole('button', { name: 'Sign in' }).waitFor().then(() => 'login form'));
    if (DETAIL) printLargest('/login', login);
    rows.push({ page: '/login', shows: 'login form', scripts: login.length, 'raw KiB': kib(sum(login, 'raw')), 'gzip KiB': kib(sum(login, 'gz')), 'from /remotes/ KiB': kib(sum(underRemotes(login, ''), 'gz')), 'own remote KiB': 0 });

    const states = {};
    for (const role of Object.keys(EMAILS)) states[role] = await signedInState(browser, server.url, EMAILS[role], SEED_PASSWORD);

    for (const p of PAGES) {
      const { scripts, shown, landed } = await measure(browser, server.url, p.route, states[p.role], (page) => remoteReady(page, p.remote));
      const own = underRemotes(scripts, `${p.folder}/`);
      if (DETAIL) printLargest(p.route, scripts);
      const shows = landed === p.route ? shown : `${shown} at ${landed}`;
      rows.push({ page: `${p.route} (${p.remote})`, shows, scripts: scripts.length, 'raw KiB': kib(sum(scripts, 'raw')), 'gzip KiB': kib(sum(scripts, 'gz')), 'from /remotes/ KiB': kib(sum(underRemotes(scripts, ''), 'gz')), 'own remote KiB': kib(sum(own, 'gz')) });
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
