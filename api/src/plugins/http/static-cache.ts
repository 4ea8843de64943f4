// Cache headers for built front-end files: content-hashed chunks never change, everything else
// (index.html, main.js, remoteEntry.js, mf-manifest.json, standalone.html, …) is revalidated so a
// new build is picked up at once.
const CONTENT_HASHED = /\.[0-9a-f]{8}(\.[a-z0-9]+)+$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(file: string): string {
  return CONTENT_HASHED.test(file) ? IMMUTABLE : NO_CACHE;
}
