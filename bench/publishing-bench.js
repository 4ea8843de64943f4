// Publishing lag under a burst: 10,000 posts due in the same instant across 1,000 connected
// accounts (250 each on Facebook, Instagram, LinkedIn and X), fake networks answering in 50 ms (in
// a child process, apart from the workers), WORKERS `api worker` processes as production runs them
// (JOBS inline, pg-boss on the same PostgreSQL), a private embedded PostgreSQL. Seeded in SQL.
// Prints per-target lateness (published_at − due_at) p50/p90/p99/max, throughput, targets published
// twice (must be 0), failures and the machine's load. Target: p99 ≤ 10 s on a 2-core machine.
//
//   npm run bench:publishing
//   WORKERS=2 PUBLISH_CONCURRENCY=200 POSTS_PER_ACCOUNT=10 ACCOUNTS=1000 LATENCY_MS=50 npm run bench:publishing
//
// Runs the API from its TypeScript sources through tsx (no build needed). Not a test: it prints numbers.
require('tsx/cjs/api').register();
const crypto = require('node:crypto');
const { fork, spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { withClient } = require('./lib/pg');
const { repoRoot } = require('./lib/server');
const { printTable, saveResults } = require('./lib/report');
const { tempDir } = require('./lib/temp');
const { seed, makeDue } = require('./publishing/seed');
const { cpuSeconds, postgresCpuSeconds, machineCpu } = require('./publishing/cpu');

const api = path.join(repoRoot, 'api', 'src');
const { EmbeddedPostgres } = require(path.join(api, 'db', 'embedded-postgres.ts'));
const { runMigrations } = require(path.join(api, 'db', 'migrate.ts'));
const { createJobQueue } = require(path.join(api, 'jobs', 'job-queue.ts'));
const { PUBLISH_JOB } = require(path.join(api, 'modules', 'publishing', 'jobs-names.ts'));

const ACCOUNTS = Number(process.env.ACCOUNTS || 1000);
const POSTS_PER_ACCOUNT = Number(process.env.POSTS_PER_ACCOUNT || 10);
const USERS = Number(process.env.USERS || 100);
const WORKERS = Number(process.env.WORKERS || 2);
const CONCURRENCY = process.env.PUBLISH_CONCURRENCY || '200';
const LATENCY_MS = Number(process.env.LATENCY_MS || 50);
const LEAD_MS = 5000; // between queuing the jobs and the due instant
const SETTLE_TIMEOUT_MS = Number(process.env.SETTLE_TIMEOUT_MS || 180_000);
const TARGET_P99_S = 10;
/** PG_DURABLE=0 turns fsync off (what the tests do) to see how much of the lag is commit flushing. */
const PG_DURABLE = process.env.PG_DURABLE !== '0';
/** PG_STATEMENTS=1 loads pg_stat_statements and prints the statements that took PostgreSQL's time. */
const PG_STATEMENTS = process.env.PG_STATEMENTS === '1';
const PG_SETTINGS = {
  ...(PG_DURABLE ? {} : { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }),
  ...(PG_STATEMENTS ? { shared_preload_libraries: 'pg_stat_statements' } : {}),
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startFakes() {
  const child = fork(path.join(__dirname, 'publishing', 'fakes-process.js'), [], {
    env: { ...process.env, LATENCY_MS: String(LATENCY_MS) },
    execArgv: profileArgs(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type) => new Promise((resolve, reject) => {
    const onMessage = (m) => {
      if (m.type !== type) return;
      child.off('message', onMessage);
      resolve(m);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`fake networks exited (${code})`)));
  });
  return {
    child,
    ready: next('ready'),
    mint: (counts) => (child.send({ type: 'mint', ...counts }), next('minted')),
    posts: () => (child.send({ type: 'posts' }), next('posts')),
  };
}

/** PROFILE_DIR=<folder>: the workers and the fakes write V8 CPU profiles there when they stop (see publishing/profile-summary.js). */
function profileArgs() {
  return process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.PROFILE_DIR)}`] : [];
}

function startWorker(env) {
  const child = spawn(process.execPath, [...profileArgs(), '--import', 'tsx', path.join(api, 'cli.ts'), 'worker'], {
    cwd: path.join(repoRoot, 'api'),
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk) => (log = (log + chunk).slice(-10_000));
  child.stderr.on('data', keep);
  const ready = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      keep(chunk);
      if (log.includes('Cadence worker is running')) resolve();
    });
    child.once('exit', (code, signal) => reject(new Error(`worker exited (${code ?? signal}):\n${log}`)));
  });
  process.on('exit', () => child.exitCode === null && child.kill('SIGKILL'));
  return { child, ready, log: () => log };
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const round1 = (x) => Math.round(x * 10) / 10;

/** Database-wide counters (pg_stat_database): what the burst cost PostgreSQL. */
async function dbCounters(c) {
  const { rows: [r] } = await c.query(
    `SELECT xact_commit::bigint AS commits, xact_rollback::bigint AS rollbacks, tup_fetched::bigint AS fetched,
            (tup_inserted + tup_updated + tup_deleted)::bigint AS written
     FROM pg_stat_database WHERE datname = current_database()`,
  );
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)]));
}

async function main() {
  const dir = tempDir('publishing');
  const pgData = path.join(dir, 'pg');
  const pg = new EmbeddedPostgres({ dataDir: pgData, passwordFile: path.join(dir, 'pg-password'), database: 'cadence', settings: PG_SETTINGS, onLog: () => undefined });
  const fakes = startFakes();
  const workers = [];
  try {
    await pg.start();
    await runMigrations(pg.url);
    if (PG_STATEMENTS) await withClient(pg.url, (c) => c.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements'));
    const urls = (await fakes.ready).urls;

    const appKey = crypto.randomBytes(32);
    const dataDir = path.join(dir, 'data');
    fs.mkdirSync(path.join(dataDir, 'media'), { recursive: true });
    // A JPEG, as Instagram publishes (a PNG would get a JPEG copy per target first).
    const imagePath = 'bench.jpg';
    fs.writeFileSync(path.join(dataDir, 'media', imagePath), Buffer.from('/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKpAB//Z', 'base64'));

    // Accounts: a quarter per platform; a Meta consent brings a Page and its Instagram account.
    const quarter = Math.round(ACCOUNTS / 4);
    const minted = await fakes.mint({ meta: quarter, linkedin: quarter, x: ACCOUNTS - 3 * quarter });
    const run = crypto.randomBytes(3).toString('hex');
    const seeding = Date.now();
    const seeded = await withClient(pg.url, (c) =>
      seed(c, { appKey, users: USERS, minted, postsPerAccount: POSTS_PER_ACCOUNT, imagePath, run, placeholderAt: new Date(Date.now() + 3_600_000) }),
    );
    const seedSeconds = (Date.now() - seeding) / 1000;

    const env = {
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      APP_KEY: `base64:${appKey.toString('base64')}`,
      JOBS: 'inline',
      LOG_LEVEL: 'warn',
      SOCIAL_NETWORKS: 'live',
      FACEBOOK_GRAPH_URL: `${urls.meta}/graph/v23.0`,
      LINKEDIN_OAUTH_URL: `${urls.linkedin}/www/oauth/v2`,
      LINKEDIN_API_URL: `${urls.linkedin}/api`,
      X_API_URL: `${urls.x}/api`,
      MEDIA_PUBLIC_URL: urls.media,
      PUBLISH_CONCURRENCY: CONCURRENCY,
    };
    // One after the other: two workers creating pg-boss's queues at the same instant on a fresh
    // database can deadlock in createQueue and one of them exits (seen here; reported).
    for (let i = 0; i < WORKERS; i++) {
      workers.push(startWorker(env));
      await workers[i].ready;
    }
    // Let the workers' start-up sweep and compilation settle before the burst.
    await sleep(2000);

    // The burst: every target due at one instant, its job queued ahead like the scheduler does.
    const dueAt = new Date(Date.now() + LEAD_MS);
    await withClient(pg.url, (c) => makeDue(c, dueAt));
    const queue = createJobQueue(pg.url, () => undefined, () => ({}), {});
    const jobIds = await queue.sendMany(PUBLISH_JOB, seeded.targetIds.map((targetId) => ({ data: { targetId }, startAfter: dueAt })));
    await withClient(pg.url, (c) =>
      c.query('UPDATE publish_targets t SET job_id = j.job_id FROM unnest($1::bigint[], $2::text[]) AS j(id, job_id) WHERE t.id = j.id', [seeded.targetIds, jobIds]),
    );
    await queue.stop();
    if (Date.now() >= dueAt.getTime()) console.warn('warning: the jobs were queued after the due instant; lateness includes queuing');

    const pids = [...workers.map((w) => w.child.pid), fakes.child.pid];
    while (Date.now() < dueAt.getTime()) await sleep(20);
    if (PG_STATEMENTS) await withClient(pg.url, (c) => c.query('SELECT pg_stat_statements_reset()'));
    const dbBefore = await withClient(pg.url, dbCounters);
    const cpuBefore = { machine: machineCpu(), procs: pids.map(cpuSeconds), pg: postgresCpuSeconds(pgData) };
    const load1Before = os.loadavg()[0];

    // Wait until every target is published or failed.
    let states = {};
    for (;;) {
      states = await withClient(pg.url, async (c) =>
        Object.fromEntries((await c.query('SELECT state, count(*)::int AS n FROM publish_targets GROUP BY state')).rows.map((r) => [r.state, r.n])),
      );
      const open = seeded.targetIds.length - (states.published ?? 0) - (states.failure ?? 0) - (states.cancelled ?? 0);
      if (open === 0) break;
      if (Date.now() - dueAt.getTime() > SETTLE_TIMEOUT_MS) {
        console.warn(`gave up waiting: ${open} targets still open after ${SETTLE_TIMEOUT_MS / 1000} s (${JSON.stringify(states)})`);
        break;
      }
      await sleep(250);
    }
    const cpuAfter = { machine: machineCpu(), procs: pids.map(cpuSeconds), pg: postgresCpuSeconds(pgData) };
    // Backends flush their statistics when idle, at most once a second: let them.
    await sleep(2500);
    const dbAfter = await withClient(pg.url, dbCounters);
    const elapsed = (Date.now() - dueAt.getTime()) / 1000;

    const stats = await withClient(pg.url, async (c) => {
      const { rows: [s] } = await c.query(
        `SELECT count(*)::int AS published,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM published_at - due_at)) AS p50,
                percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM published_at - due_at)) AS p90,
                percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM published_at - due_at)) AS p99,
                max(extract(epoch FROM published_at - due_at)) AS max,
                extract(epoch FROM max(published_at) - min(due_at)) AS span
         FROM publish_targets WHERE state = 'published'`,
      );
      const { rows: byPlatform } = await c.query(
        `SELECT platform, count(*) FILTER (WHERE state = 'published')::int AS published, count(*) FILTER (WHERE state = 'failure')::int AS failed,
                percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM published_at - due_at)) AS p99
         FROM publish_targets GROUP BY platform ORDER BY platform`,
      );
      const { rows: failures } = await c.query(`SELECT error_code, count(*)::int AS n FROM publish_targets WHERE state = 'failure' GROUP BY error_code ORDER BY n DESC`);
      const { rows: captions } = await c.query(`SELECT p.caption FROM publish_targets t JOIN posts p ON p.id = t.post_id WHERE t.state = 'published'`);
      return { s, byPlatform, failures, published: new Set(captions.map((r) => r.caption)) };
    });

    const { texts } = await fakes.posts();
    const onNetworks = new Map();
    for (const text of texts) onNetworks.set(text, (onNetworks.get(text) ?? 0) + 1);
    const twice = [...onNetworks.values()].filter((n) => n > 1).length;
    const notRecorded = [...onNetworks.keys()].filter((text) => !stats.published.has(text)).length;

    const busy = (cpuAfter.machine.busy - cpuBefore.machine.busy) / (cpuAfter.machine.total - cpuBefore.machine.total);
    const procCpu = pids.map((_, i) => round1(cpuAfter.procs[i] - cpuBefore.procs[i]));
    const pgCpu = round1(cpuAfter.pg - cpuBefore.pg);
    const machineSeconds = (cpuAfter.machine.busy - cpuBefore.machine.busy) / 100;
    const otherCpu = machineSeconds - procCpu.reduce((a, b) => a + b, 0) - pgCpu;
    const s = stats.s;
    const row = {
      targets: seeded.targetIds.length,
      accounts: seeded.accounts,
      workers: WORKERS,
      concurrency: Number(CONCURRENCY),
      published: s.published,
      failed: states.failure ?? 0,
      'twice on network': twice,
      'p50 s': round1(Number(s.p50)),
      'p90 s': round1(Number(s.p90)),
      'p99 s': round1(Number(s.p99)),
      'max s': round1(Number(s.max)),
      'targets/s': Math.round(s.published / Math.max(0.001, Number(s.span))),
      'p99 ≤ 10 s': Number(s.p99) <= TARGET_P99_S ? 'yes' : 'NO',
    };
    printTable(
      `Publishing burst (${seeded.posts} posts due at one instant, fakes answer in ${LATENCY_MS} ms; seeded in ${round1(seedSeconds)} s; ${os.cpus().length} cores; PostgreSQL ${PG_DURABLE ? 'durable (fsync on)' : 'fsync OFF'})`,
      [row],
    );
    printTable('Per platform', stats.byPlatform.map((p) => ({ platform: p.platform, published: p.published, failed: p.failed, 'p99 s': round1(Number(p.p99 ?? 0)) })));
    if (stats.failures.length > 0) printTable('Failures', stats.failures.map((f) => ({ error: f.error_code ?? '(none)', targets: f.n })));
    console.log(
      `\nMachine during the burst (${round1(elapsed)} s): CPU ${Math.round(busy * 100)} % busy over ${os.cpus().length} cores; load average 1 min ${load1Before.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}; ` +
        `CPU seconds: ${procCpu.slice(0, WORKERS).map((c, i) => `worker ${i + 1} ${c}`).join(', ')}, fake networks ${procCpu[WORKERS]}, PostgreSQL ${pgCpu}, ` +
        `other processes on the machine ${round1(Math.max(0, otherCpu))}.`,
    );
    const perTarget = (k) => round1((dbAfter[k] - dbBefore[k]) / seeded.targetIds.length);
    console.log(
      `PostgreSQL per target: ${perTarget('commits')} commits, ${perTarget('rollbacks')} rollbacks, ${perTarget('fetched')} rows fetched, ` +
        `${perTarget('written')} rows written (inserts + updates + deletes, pg-boss included).`,
    );
    if (PG_STATEMENTS) {
      const top = await withClient(pg.url, async (c) =>
        (await c.query(
          `SELECT calls::int, round(total_exec_time)::int AS ms, rows::int, left(regexp_replace(query, '\\s+', ' ', 'g'), 140) AS query
           FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 12`,
        )).rows,
      );
      printTable('PostgreSQL statements by total time during the burst', top.map((r) => ({ 'total ms': r.ms, calls: r.calls, rows: r.rows, query: r.query })));
    }
    if (notRecorded > 0) console.log(`Posts on the fakes with no published target: ${notRecorded}`);
    const file = saveResults('publishing-bench', { row, byPlatform: stats.byPlatform, failures: stats.failures, cpuBusy: busy, procCpu, pgCpu, otherCpu, elapsed, notRecorded });
    console.log(`\n(saved to ${path.relative(repoRoot, file)})`);
    if (twice > 0) process.exitCode = 1;
  } finally {
    await Promise.all(workers.map((w) => stopChild(w.child)));
    fakes.child.connected && fakes.child.disconnect();
    await stopChild(fakes.child);
    await pg.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
