#!/usr/bin/env node
// Browser tests drive Debian's Chromium. Install it when it is missing and we may (root + apt);
// otherwise stop with a message that says what to do. Never downloads a browser build of its own.
const fs = require('fs');
const { spawnSync } = require('child_process');

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (fs.existsSync(chromium)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(
    `Chromium was not found at ${chromium}. Install Debian's package (sudo apt-get install -y chromium) ` +
      'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
  );
  process.exit(1);
}
console.log('Chromium is missing: installing Debian\'s package (apt-get install -y chromium)…');
const run = (cmd) => spawnSync('sh', ['-c', cmd], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
if (run('apt-get update -qq').status !== 0 || run('apt-get install -y -qq chromium').status !== 0 || !fs.existsSync(chromium)) {
  console.error('Installing Chromium failed; see the apt output above.');
  process.exit(1);
}
