#!/usr/bin/env node
// `npm start`: build what is not built yet (Nx cache makes a second start instant), then run the
// API, which serves the shell, the six remotes and /api on one port with the embedded PostgreSQL.
const path = require('path');
const { spawn, spawnSync } = require('child_process');

const root = path.join(__dirname, '..');
const nx = path.join(root, 'node_modules', '.bin', 'nx');

const build = spawnSync(nx, ['run-many', '-t', 'build', '--output-style=static'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('\nThe build failed; nothing was started. Fix the error above and run `npm start` again.');
  process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'api', 'dist', 'cli.js'), 'serve'], {
  cwd: root,
  stdio: 'inherit',
  env: { FRONTEND_ROOT: root, ...process.env },
});

// Ctrl-C reaches the whole process group; forward other signals so the API can stop its database.
for (const signal of ['SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
process.on('SIGINT', () => {
  /* the child receives it too; wait for it to shut down cleanly */
});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
