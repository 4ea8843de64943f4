// Builds the QA variant of mfe-planner (its own version + the /qa/boom route) once per run and
// serves it from a second origin, so redeploy.spec can repoint /remotes.json at it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { qaBuildDir, qaPort, qaVersion, repoRoot } from './support/run-env';
import { serveStatic } from './support/static-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '-c', 'mfe-planner/webpack.config.js'],
    {
      cwd: repoRoot,
      env: { ...process.env, APP_VERSION: qaVersion, QA_ROUTES: '1', OUT_DIR: qaBuildDir },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    throw new Error(`QA build of mfe-planner failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  console.log(`QA build of mfe-planner ${qaVersion} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const server = await serveStatic(qaBuildDir, qaPort);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
