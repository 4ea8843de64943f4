// Sandbox X users, derived from a display name so the same name is always the same user (a
// reconnect finds the same account) and no table is kept.
import { createHash } from 'node:crypto';

export const DEFAULT_USER_NAME = 'Sandbox User';

export interface SandboxUser {
  /** Numeric string, as X's. */
  id: string;
  name: string;
  username: string;
}

export function userNamed(rawName: string): SandboxUser {
  const name = rawName.trim().slice(0, 50) || DEFAULT_USER_NAME;
  const hash = createHash('sha256').update(`x-user:${name}`).digest();
  const id = String(1_000_000_000_000_000n + (hash.readBigUInt64BE(0) % 8_000_000_000_000_000_000n));
  const base = name.replace(/[^A-Za-z0-9_]/g, '').slice(0, 10) || 'sandbox';
  return { id, name, username: `${base}_${id.slice(-4)}` };
}
