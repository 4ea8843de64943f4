// Finds a built file inside a dist folder, refusing anything that would resolve outside it.
import { stat } from 'node:fs/promises';
import path from 'node:path';

/** The path of an existing regular file relative to `dir`, or null. */
export async function findFile(dir: string, requested: string): Promise<string | null> {
  const relative = path.posix.normalize(`/${requested}`).slice(1);
  if (relative === '' || relative.split('/').some((segment) => segment.startsWith('.'))) return null;
  const absolute = path.resolve(dir, relative);
  if (!absolute.startsWith(dir + path.sep)) return null;
  try {
    return (await stat(absolute)).isFile() ? relative : null;
  } catch {
    return null;
  }
}

export async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

/** A path whose last segment has an extension names a file, never a client-side route. */
export function looksLikeFile(requested: string): boolean {
  const last = requested.split('/').pop() ?? '';
  return /\.[a-z0-9]+$/i.test(last);
}
