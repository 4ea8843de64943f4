// Seconds from spawning `node api/dist/cli.js serve` to its ready line.
// cold: a fresh DATA_DIR (embedded PostgreSQL initdb + migrations + seed); warm: a reused one.
const path = require('node:path');
const { freePort, startServer } = require('./lib/server');
const { printTable, saveResults, median } = require('./lib/report');
const { tempDir } = require('./lib/temp');

const RUNS = 3;

async function timeStart(dataDir) {
  const server = await startServer({ dataDir, port: await freePort() });
  await server.stop();
  return server.readyMs / 1000;
}

async function main() {
  const cold = [];
  let lastDir = '';
  for (let i = 0; i < RUNS; i++) {
    lastDir = path.join(tempDir('startup'), 'data');
    cold.push(await timeStart(lastDir));
  }
  const warm = [];
  for (let i = 0; i < RUNS; i++) warm.push(await timeStart(lastDir));

  const row = (kind, xs) => ({ start: kind, runs: xs.length, 'min s': Number(Math.min(...xs).toFixed(2)), 'median s': Number(median(xs).toFixed(2)), 'all s': xs.map((x) => x.toFixed(2)).join(' ') });
  const rows = [row('cold', cold), row('warm', warm)];
  printTable('Startup: spawn → "Cadence is ready"', rows);
  saveResults('startup', { rows });
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
