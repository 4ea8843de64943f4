// Stops the run's PostgreSQL and removes its files.
import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis.cadenceTestPostgres;
  if (!state) return;
  await state.server.stop();
  fs.rmSync(state.dir, { recursive: true, force: true });
}
