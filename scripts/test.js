#!/usr/bin/env node
// `npm test`: typecheck, lint, every unit and API test, then the production build and the browser
// tests. Prints one closing line with the totals of all runners.
const path = require('path');
const { spawn } = require('child_process');

const root = path.join(__dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };

function count(raw) {
  // Some runners colour their summary even with FORCE_COLOR=0: read it without the escape codes.
  const text = raw.replace(/\x1b\[[0-9;]*m/g, '');
  // Jest: "Tests:       2 failed, 1 skipped, 40 passed, 43 total"
  for (const line of text.match(/^\s*Tests:.*$/gm) ?? []) {
    totals.passed += Number(/(\d+) passed/.exec(line)?.[1] ?? 0);
    totals.failed += Number(/(\d+) failed/.exec(line)?.[1] ?? 0);
    totals.skipped += Number(/(\d+) skipped/.exec(line)?.[1] ?? 0);
  }
  // Playwright: "  12 passed (1.2m)", "  1 failed"
  for (const m of text.matchAll(/^\s+(\d+) (passed|failed|skipped|flaky)\b(?! \d)/gm)) {
    const kind = m[2] === 'flaky' ? 'failed' : m[2];
    totals[kind] += Number(m[1]);
  }
}

function run(label, cmd, args) {
  return new Promise((resolve) => {
    console.log(`\n=== ${label} ===`);
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    let out = '';
    const take = (stream) => (chunk) => {
      out += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('close', (code) => {
      if (label !== 'static checks') count(out);
      resolve(code ?? 1);
    });
  });
}

(async () => {
  const steps = [
    ['static checks', bin('nx'), ['run-many', '-t', 'typecheck', 'lint', '--output-style=static']],
    ['unit and API tests', bin('nx'), ['run-many', '-t', 'test', '--output-style=static']],
    ['Chromium', process.execPath, [path.join(__dirname, 'ensure-chromium.js')]],
    ['production build', bin('nx'), ['run-many', '-t', 'build', '--output-style=static']],
    ['browser tests', bin('nx'), ['run', 'e2e:e2e', '--output-style=static', '--skip-nx-cache']],
  ];
  let failedStep = null;
  for (const [label, cmd, args] of steps) {
    const code = await run(label, cmd, args);
    if (code !== 0) {
      failedStep = label;
      if (label === 'Chromium' || label === 'production build') break;
    }
  }
  console.log('');
  if (failedStep) console.log(`npm test: "${failedStep}" failed`);
  console.log(`total: ${totals.passed} passed, ${totals.failed} failed` + (totals.skipped ? `, ${totals.skipped} skipped` : ''));
  process.exit(failedStep || totals.failed > 0 ? 1 : 0);
})();
