// drizzle-kit is hoisted to the root node_modules but drizzle-orm is installed under api/, so
// drizzle-kit's `import("drizzle-orm/…")` cannot find it. This loader hook resolves drizzle-orm
// from api/ (used by `npm run db:generate`).
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';

const hooks = `
const parent = ${JSON.stringify(pathToFileURL(new URL('../package.json', import.meta.url).pathname).href)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return next(specifier, { ...context, parentURL: parent });
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
