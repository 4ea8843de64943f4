// Where one e2e run keeps its state (temp data dir, remotes map, QA build) and how to reach
// the servers. The runner process creates it once; workers inherit it through process.env.
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const repoRoot = path.resolve(__dirname, '..', '..');

// Fixed ports so the config can name them before anything starts (see the brief).
export const appPort = Number(process.env.CADENCE_E2E_PORT ?? 8181);
export const qaPort = Number(process.env.CADENCE_E2E_QA_PORT ?? 8182);
export const baseURL = `http://127.0.0.1:${appPort}`;
export const qaOrigin = `http://127.0.0.1:${qaPort}`;
/** The link-preview fixture site planners.spec starts; the API may preview it (LINK_PREVIEW_ALLOW_HOSTS). */
export const linkFixturePort = Number(process.env.CADENCE_E2E_LINK_PORT ?? 8183);

/** Version stamped into the QA build of mfe-planner: differs from any package.json version. */
export const qaVersion = '9.9.9-qa.1';

export type RemotesMap = Record<string, string>;

export const defaultRemotes: RemotesMap = {
  mfe_planner: '/remotes/planner/mf-manifest.json',
  mfe_checklists: '/remotes/checklists/mf-manifest.json',
  mfe_analytics: '/remotes/analytics/mf-manifest.json',
  mfe_ideas: '/remotes/ideas/mf-manifest.json',
  mfe_admin: '/remotes/admin/mf-manifest.json',
  mfe_account: '/remotes/account/mf-manifest.json',
};

function ensureRunDir(): string {
  const existing = process.env.CADENCE_E2E_DIR;
  if (existing && existsSync(existing)) return existing;
  const dir = mkdtempSync(path.join(tmpdir(), 'cadence-e2e-'));
  // mkdtemp makes it 0700; as root the embedded PostgreSQL runs as user "postgres" and must reach DATA_DIR.
  chmodSync(dir, 0o755);
  process.env.CADENCE_E2E_DIR = dir;
  // Only the creating process cleans up; by then the web server has been shut down.
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function ensureSeedPassword(): string {
  // Meets the spec's password rule: upper, lower, digit, special, 8+ chars.
  process.env.CADENCE_E2E_SEED_PASSWORD ??= `E2e!${randomBytes(6).toString('hex')}Zz9`;
  return process.env.CADENCE_E2E_SEED_PASSWORD;
}

export const runDir = ensureRunDir();
export const dataDir = path.join(runDir, 'data');
export const remotesFile = path.join(runDir, 'remotes.json');
export const qaBuildDir = path.join(runDir, 'qa-planner');
export const authDir = path.join(runDir, 'auth');
export const seedPassword = ensureSeedPassword();

export function writeRemotes(map: RemotesMap): void {
  writeFileSync(remotesFile, `${JSON.stringify(map, null, 2)}\n`);
}

export function restoreDefaultRemotes(): void {
  writeRemotes(defaultRemotes);
}

if (!existsSync(remotesFile)) restoreDefaultRemotes();
