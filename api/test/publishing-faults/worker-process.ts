// Runs `api worker` (src/cli.ts) as a real child process, the way production runs it, with tsx
// compiling the TypeScript on load (no build step; tsx is already in the workspace).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const API_ROOT = path.resolve(__dirname, '..', '..');
const CLI = path.join(API_ROOT, 'src', 'cli.ts');
const READY = 'Cadence worker is running';

export interface WorkerProcess {
  child: ChildProcess;
  pid: number;
  /** Everything it printed so far (for a failure message). */
  output(): string;
  /** SIGKILL, no goodbye: the point of the fault test. */
  kill9(): void;
  /** Ends it if it still runs and waits for the exit. */
  stop(): Promise<void>;
}

export async function startWorker(env: Record<string, string>, timeoutMs = 60_000): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'worker'], {
    cwd: API_ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const append = (chunk: Buffer) => {
    // Keep the tail only: a chatty worker must not grow the test's memory without bound.
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;

  const worker: WorkerProcess = {
    child,
    pid: child.pid ?? -1,
    output: () => log,
    kill9: () => {
      if (alive() && child.pid) process.kill(child.pid, 'SIGKILL');
    },
    stop: async () => {
      if (!alive()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => alive() && child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker not ready after ${timeoutMs} ms:\n${log}`)), timeoutMs);
    const check = () => {
      if (log.includes(READY)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`worker exited (code ${child.exitCode}, signal ${child.signalCode}) before ready:\n${log}`));
    });
  });
  return worker;
}
