// The application key (32 bytes) signs and encrypts. From APP_KEY when set (base64, `base64:…`
// or 64 hex digits); otherwise generated once into DATA_DIR/app-key, readable by the owner only.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const KEY_BYTES = 32;

export function decodeAppKey(value: string): Buffer {
  const raw = value.startsWith('base64:') ? value.slice('base64:'.length) : value;
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error(`must be ${KEY_BYTES} bytes as base64 ("base64:…") or 64 hex digits (got ${key.length} bytes)`);
  }
  return key;
}

export function loadAppKey(value: string | undefined, dataDir: string): Buffer {
  if (value !== undefined) return decodeAppKey(value);
  const file = path.join(dataDir, 'app-key');
  if (fs.existsSync(file)) return decodeAppKey(fs.readFileSync(file, 'utf8').trim());
  fs.mkdirSync(dataDir, { recursive: true });
  const encoded = `base64:${randomBytes(KEY_BYTES).toString('base64')}`;
  // 'wx' fails if another process created it meanwhile; then we read theirs.
  try {
    fs.writeFileSync(file, `${encoded}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return decodeAppKey(fs.readFileSync(file, 'utf8').trim());
  }
  return decodeAppKey(encoded);
}
