// The running version: APP_VERSION when the deploy sets it, else api/package.json's.
import fs from 'node:fs';
import path from 'node:path';

export function appVersion(env: NodeJS.ProcessEnv = process.env): string {
  if (env.APP_VERSION) return env.APP_VERSION;
  // src/support and dist/support are both two levels below api/.
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}
