// Fetches and checks /remotes.json (served by the API; never cached so a repointed remote is picked up).
import type { RemotesMap } from './remote-types';

const FEDERATION_NAME = /^[a-z][a-z0-9_]*$/;

export function parseRemotesMap(value: unknown): RemotesMap {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('remotes.json must be an object of name → manifest URL');
  }
  const map: RemotesMap = {};
  for (const [name, entry] of Object.entries(value)) {
    if (!FEDERATION_NAME.test(name) || typeof entry !== 'string' || entry.length === 0) {
      throw new Error(`remotes.json has an invalid entry: ${name}`);
    }
    map[name] = entry;
  }
  return map;
}

export async function fetchRemotesMap(url = '/remotes.json'): Promise<RemotesMap> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRemotesMap(await response.json());
}
