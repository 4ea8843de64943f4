// Throughput and p99 latency of the production server under autocannon (50 connections, 10 s):
// the constant /api/health route and an authenticated GET /api/web/v1/auth/user.
const autocannon = require('autocannon');
const path = require('node:path');
const { freePort, startServer } = require('./lib/server');
const { printTable, saveResults } = require('./lib/report');
const { tempDir } = require('./lib/temp');

const SEED_PASSWORD = 'Bench!Pass123';
const DURATION_S = 10;
const CONNECTIONS = 50;

/** Signs the demo user in the way the shell does (CSRF cookie first) and returns the bearer token. */
async function demoToken(base) {
  let csrf = await fetch(`${base}/api/web/v1/sanctum/csrf-cookie`);
  if (csrf.status === 404) csrf = await fetch(`${base}/sanctum/csrf-cookie`);
  const cookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='));
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (cookies.length) headers.Cookie = cookies.join('; ');
  if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length));
  const res = await fetch(`${base}/api/web/v1/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'demo@example.com', password: SEED_PASSWORD, remember_me: false }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return body.data.access_token;
}

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function main() {
  const server = await startServer({
    dataDir: path.join(tempDir('load'), 'data'),
    port: await freePort(),
    seedPassword: SEED_PASSWORD,
    // Asked of the API (not yet read by it): lift the per-IP limit so the route itself is measured.
    env: { RATE_LIMIT_MAX: '100000000' },
  });
  try {
    const token = await demoToken(server.url);
    const targets = [
      { name: 'GET /api/health', url: `${server.url}/api/health`, headers: {} },
      { name: 'GET /api/web/v1/auth/user', url: `${server.url}/api/web/v1/auth/user`, headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
    ];
    const rows = [];
    for (const t of targets) {
      const r = await load(t.url, t.headers);
      rows.push({
        route: t.name,
        'req/s': Math.round(r.requests.average),
        'p99 ms': r.latency.p99,
        '2xx': r['2xx'],
        'rate-limited (429)': r.statusCodeStats?.['429']?.count ?? 0,
        'other non-2xx': r.non2xx - (r.statusCodeStats?.['429']?.count ?? 0),
        errors: r.errors + r.timeouts,
      });
    }
    printTable(`API load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each (load generator on the same cores)`, rows);
    if (rows.some((r) => r['rate-limited (429)'] > 0)) {
      console.log('\nNote: 429 answers come from the global rate limit (per IP); for those routes the numbers measure the limiter, not the route.');
    }
    saveResults('api-load', { rows });
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
