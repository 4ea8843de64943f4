// Starts the production server (`node api/dist/cli.js serve`) and times it to its ready line.
const { spawn } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..');
const READY = /Cadence is ready on (http:\/\/\S+)/;

/** A port the OS reports free right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ dataDir: string, port: number, seedPassword?: string, env?: Record<string,string>, timeoutMs?: number }} o
 * @returns {Promise<{ url: string, readyMs: number, stop: () => Promise<void> }>}
 */
function startServer({ dataDir, port, seedPassword = 'Bench!Pass123', env = {}, timeoutMs = 180000 }) {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, ['api/dist/cli.js', 'serve'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SEED_PASSWORD: seedPassword, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  // If this script dies early (an error, a closed stdout pipe), the server must not outlive it:
  // SIGTERM lets it stop its embedded PostgreSQL on its own.
  const orphanGuard = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.on('exit', orphanGuard);
  child.once('exit', () => process.off('exit', orphanGuard));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    // Give the server time to stop its embedded PostgreSQL cleanly.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20000);
    await exited;
    clearTimeout(timer);
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop().finally(() => reject(new Error(`server not ready after ${timeoutMs} ms:\n${log.slice(-2000)}`)));
    }, timeoutMs);
    const onData = (chunk) => {
      log += chunk.toString();
      const match = READY.exec(log);
      if (match) {
        clearTimeout(timer);
        const readyMs = Number(process.hrtime.bigint() - started) / 1e6;
        child.stdout.removeAllListeners('data');
        child.stderr.removeAllListeners('data');
        // Keep draining output so a chatty server never blocks on a full pipe.
        child.stdout.resume();
        child.stderr.resume();
        resolve({ url: `http://127.0.0.1:${port}`, readyMs, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (code ${code}, signal ${signal}) before ready:\n${log.slice(-2000)}`));
    });
  });
}

module.exports = { repoRoot, freePort, startServer };
