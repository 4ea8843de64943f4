// Runs every benchmark in sequence (each starts and stops its own server).
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const BENCHES = ['startup.js', 'bundle.js', 'api-load.js'];
let failed = 0;
for (const name of BENCHES) {
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(process.execPath, [path.join(__dirname, name)], { stdio: 'inherit', cwd: path.resolve(__dirname, '..') });
  if (r.status !== 0) failed++;
}
process.exitCode = failed ? 1 : 0;
