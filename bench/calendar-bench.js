// The calendar's month query under volume: a database of 1,000,000 posts (100 users × 10 planners;
// one planner holds 10,000 posts over 2026, so a month of it is about 830 posts), then GET /api/web/v1/schedules/:id for a month of that
// planner, through the real app in-process (app.inject: routing, auth, validation, serialization;
// no socket). Prints p50/p95/p99 (target p95 ≤ 50 ms) and the month query's plan.
//
// Database: DATABASE_URL's server when set (a scratch database is created there and dropped after),
// otherwise a private embedded PostgreSQL in a temp folder. Needs the API built (`npm run build`, or
// API_DIST=<folder> pointing at a build).
const crypto = require('node:crypto');
const os = require('node:os');
const path = require('node:path');
const { withClient } = require('./lib/pg');
const { repoRoot } = require('./lib/server');
const { printTable, saveResults } = require('./lib/report');
const { tempDir } = require('./lib/temp');

const dist = path.resolve(repoRoot, process.env.API_DIST || 'api/dist');
const TOTAL_POSTS = 1_000_000;
const USERS = 100;
const PLANNERS_PER_USER = 10;
const BIG_PLANNER_POSTS = 10_000;
const WARMUP = 20;
const SAMPLES = Number(process.env.SAMPLES || 300);
const ZONE = 'Europe/Berlin';

/** A database for this run: a scratch one on DATABASE_URL's server, or an embedded server. */
async function openDatabase() {
  if (process.env.DATABASE_URL) {
    const name = `cadence_calendar_bench_${crypto.randomBytes(4).toString('hex')}`;
    await withClient(process.env.DATABASE_URL, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = process.env.DATABASE_URL.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
    return { url, stop: () => withClient(process.env.DATABASE_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
  }
  const { EmbeddedPostgres } = require(path.join(dist, 'db/embedded-postgres'));
  const dir = tempDir('calendar');
  const server = new EmbeddedPostgres({ dataDir: path.join(dir, 'pg'), passwordFile: path.join(dir, 'pg-password'), database: 'cadence', onLog: () => undefined });
  await server.start();
  return { url: server.url, stop: () => server.stop() };
}

/** 100 users × 10 planners and 1,000,000 posts, by INSERT … SELECT generate_series (one statement each). */
async function fill(url, ownerId) {
  await withClient(url, async (c) => {
    await c.query(
      `INSERT INTO users (full_name, email, password_hash, email_verified_at, approved_at)
       SELECT 'Bench user ' || g, 'bench' || g || '@example.com', 'x', now(), now() FROM generate_series(2, $1) g`,
      [USERS],
    );
    // The registered owner first, so the first planner (the big one) is theirs.
    await c.query(
      `INSERT INTO planners (user_id, name, color, timezone)
       SELECT u.id, 'Planner ' || u.id || '-' || p, '#7367f0', $2
       FROM (SELECT id, CASE WHEN id = $1 THEN 0 ELSE 1 END AS o FROM users WHERE role = 'user' AND (id = $1 OR email LIKE 'bench%') ) u, generate_series(1, $3) p
       ORDER BY u.o, u.id, p`,
      [ownerId, ZONE, PLANNERS_PER_USER],
    );
    const { rows } = await c.query('SELECT id, user_id FROM planners ORDER BY id');
    const big = rows[0];
    if (Number(big.user_id) !== ownerId) throw new Error('the big planner must be the signed-in user\'s');
    // Post g goes to the big planner for g ≤ 10,000, otherwise round-robin over the other 999;
    // instants spread over 2026 (about 830 a month for the big planner).
    await c.query(
      `WITH p AS (SELECT id, user_id, row_number() OVER (ORDER BY id) - 1 AS i FROM planners),
            g AS (SELECT g,
                         CASE WHEN g <= $1 THEN 0 ELSE 1 + (g % ((SELECT count(*) FROM planners) - 1)) END AS i,
                         timestamptz '2026-01-01 00:00Z' + (random() * interval '365 days') AS at
                  FROM generate_series(1, $2) g)
       INSERT INTO posts (planner_id, user_id, state, type, title, caption, channels, link_url, link_meta, scheduled_at, local_time, timezone)
       SELECT p.id, p.user_id,
              CASE WHEN g.g % 5 = 0 THEN 'draft' ELSE 'scheduled' END,
              CASE WHEN g.g % 4 = 0 THEN 'link' ELSE 'text' END,
              'Post ' || g.g,
              'Caption of post ' || g.g || ': fresh bread, warm coffee and a new week of recipes for our followers.',
              CASE WHEN g.g % 2 = 0 THEN '["facebook","twitter"]'::jsonb ELSE '["linkedin"]'::jsonb END,
              CASE WHEN g.g % 4 = 0 THEN 'https://bakery.example.com/p/' || g.g END,
              CASE WHEN g.g % 4 = 0 THEN jsonb_build_object('title', 'Recipe ' || g.g, 'description', 'A recipe', 'host', 'bakery.example.com', 'image', null) END,
              date_trunc('minute', g.at),
              to_char(g.at AT TIME ZONE $3, 'YYYY-MM-DD"T"HH24:MI'),
              $3
       FROM g JOIN p ON p.i = g.i`,
      [BIG_PLANNER_POSTS, TOTAL_POSTS, ZONE],
    );
    await c.query('ANALYZE');
  });
}

async function monthPlan(url, plannerId) {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      // The shape of SchedulesRepository.inWindow's query (March 2026 in Europe/Berlin).
      `EXPLAIN SELECT * FROM posts WHERE planner_id = $1 AND scheduled_at >= $2 AND scheduled_at < $3 ORDER BY scheduled_at, id`,
      [plannerId, '2026-02-28T23:00:00Z', '2026-03-31T22:00:00Z'],
    );
    return rows.map((r) => r['QUERY PLAN']);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const { buildApp } = require(path.join(dist, 'app'));
  const { loadConfig } = require(path.join(dist, 'config'));
  const { runMigrations } = require(path.join(dist, 'db/migrate'));
  const database = await openDatabase();
  let app;
  try {
    await runMigrations(database.url);
    const dataDir = tempDir('calendar-data');
    const config = loadConfig(
      { DATABASE_URL: database.url, DATA_DIR: dataDir, APP_KEY: `base64:${crypto.randomBytes(32).toString('base64')}`, JOBS: 'off', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000' },
      dataDir,
    );
    app = await buildApp(config, { databaseUrl: database.url, version: 'bench' });

    const registered = await app.inject({
      method: 'POST',
      url: '/api/web/v1/auth/register',
      payload: { full_name: 'Bench Owner', phone: '+201001234567', email: 'owner@example.com', password: 'Bench#Pass123' },
    });
    if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
    const { access_token: token, user } = registered.json().data;

    const filling = process.hrtime.bigint();
    await fill(database.url, user.id);
    const fillSeconds = Number(process.hrtime.bigint() - filling) / 1e9;
    const planner = await withClient(database.url, async (c) => (await c.query('SELECT id FROM planners ORDER BY id LIMIT 1')).rows[0].id);
    const counts = await withClient(database.url, async (c) => (await c.query('SELECT count(*)::int AS total, count(*) FILTER (WHERE planner_id = $1)::int AS big FROM posts', [planner])).rows[0]);

    const headers = { authorization: `Bearer ${token}` };
    const months = Array.from({ length: 12 }, (_, i) => {
      const m = String(i + 1).padStart(2, '0');
      const last = new Date(Date.UTC(2026, i + 1, 0)).getUTCDate();
      return `?from=2026-${m}-01&to=2026-${m}-${last}`;
    });
    const call = (i) => app.inject({ method: 'GET', url: `/api/web/v1/schedules/${planner}${months[i % months.length]}`, headers });
    for (let i = 0; i < WARMUP; i++) await call(i);
    const times = [];
    let items = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const started = process.hrtime.bigint();
      const response = await call(i);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (response.statusCode !== 200) throw new Error(`GET /schedules answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      items += response.json().data.schedule.length;
    }
    times.sort((a, b) => a - b);
    const round = (x) => Math.round(x * 10) / 10;
    const row = {
      route: 'GET /schedules/:id (one month)',
      posts: counts.total,
      'planner posts': counts.big,
      'posts/month': Math.round(items / SAMPLES),
      samples: SAMPLES,
      'p50 ms': round(percentile(times, 50)),
      'p95 ms': round(percentile(times, 95)),
      'p99 ms': round(percentile(times, 99)),
      'p95 ≤ 50 ms': percentile(times, 95) <= 50 ? 'yes' : 'NO',
    };
    // Latency on a shared machine says little without its load: print it beside the numbers.
    const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
    printTable(
      `Calendar month query (in-process app.inject, sequential; database filled in ${Math.round(fillSeconds)} s; ${os.cpus().length} cores, load average ${load})`,
      [row],
    );
    const plan = await monthPlan(database.url, planner);
    console.log(`\nMonth query plan:\n  ${plan.join('\n  ')}`);
    saveResults('calendar-bench', { row, plan, fillSeconds, loadAverage: os.loadavg() });
  } finally {
    if (app) await app.close();
    await database.stop();
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}

module.exports = { fill };
