// Serves the built front ends on the API's port: the shell at / (with the SPA fallback), each
// remote under /remotes/<name>/, and /remotes.json. A missing build answers 503, never a crash.
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpMessages } from './http/messages';
import { notBuiltPage } from './http/not-built-page';
import { defaultRemotesMap, isRemoteName, readRemotesFile } from './http/remotes-map';
import { cacheControlFor } from './http/static-cache';
import { findFile, isDirectory, looksLikeFile } from './http/static-files';

export interface FrontendsOptions {
  /** The repository root holding shell/dist and mfe-<name>/dist. */
  root: string;
  /** A JSON file with the remotes map; re-read on every request. */
  remotesFile?: string;
}

// Paths that belong to the API, never to the SPA.
const SERVER_PREFIXES = ['/api', '/media', '/remotes', '/sanctum'];

function isServerPath(url: string): boolean {
  return SERVER_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function notBuilt(reply: FastifyReply, what: string): FastifyReply {
  return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(notBuiltPage(what));
}

/** Hands over to the app's not-found handler (the JSON 404 of the errors plugin). */
function passToNotFound(reply: FastifyReply): FastifyReply {
  reply.callNotFound();
  return reply;
}

function sendBuilt(reply: FastifyReply, dir: string, file: string): FastifyReply {
  reply.header('cache-control', cacheControlFor(file));
  return reply.sendFile(file, dir, { cacheControl: false, dotfiles: 'ignore' });
}

async function frontends(app: FastifyInstance, options: FrontendsOptions): Promise<void> {
  const root = path.resolve(options.root);
  const shellDist = path.join(root, 'shell', 'dist');

  app.get('/remotes.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!options.remotesFile) return defaultRemotesMap();
    const result = await readRemotesFile(options.remotesFile);
    if (result.ok) return result.map;
    request.log.error({ remotesFile: options.remotesFile, problem: result.problem }, 'remotes file rejected');
    return reply.code(503).send({ message: `The front-end remotes map is unavailable: ${result.problem}.` });
  });

  // Encapsulated so that reply.sendFile does not clash with another @fastify/static registration.
  await app.register(async (files) => {
    await files.register(fastifyStatic, { root, serve: false });

    files.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', async (request, reply) => {
      const { name, '*': requested } = request.params;
      // Remotes are public static files any shell origin may load.
      reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
      reply.removeHeader('access-control-allow-credentials');
      if (!isRemoteName(name)) return reply.code(404).send({ message: HttpMessages.notFound });
      const dist = path.join(root, `mfe-${name}`, 'dist');
      if (!(await isDirectory(dist))) return notBuilt(reply, `The remote "${name}"`);
      const file = await findFile(dist, requested === '' ? 'standalone.html' : requested);
      if (file) return sendBuilt(reply, dist, file);
      // The remote's standalone QA entry has client-side routes too.
      if (!looksLikeFile(requested) && acceptsHtml(request) && (await findFile(dist, 'standalone.html'))) {
        return sendBuilt(reply, dist, 'standalone.html');
      }
      return reply.code(404).send({ message: HttpMessages.notFound });
    });

    const serveShell = async (request: FastifyRequest, reply: FastifyReply, requested: string): Promise<FastifyReply> => {
      if (isServerPath(request.url)) return passToNotFound(reply);
      if (!(await findFile(shellDist, 'index.html'))) {
        return acceptsHtml(request) || requested === '' ? notBuilt(reply, 'The front end') : passToNotFound(reply);
      }
      const file = requested === '' ? 'index.html' : await findFile(shellDist, requested);
      if (file) return sendBuilt(reply, shellDist, file);
      if (looksLikeFile(requested) || !acceptsHtml(request)) return passToNotFound(reply);
      return sendBuilt(reply, shellDist, 'index.html');
    };
    files.get('/', (request, reply) => serveShell(request, reply, ''));
    files.get<{ Params: { '*': string } }>('/*', (request, reply) => serveShell(request, reply, request.params['*']));
  });
}

export const frontendsPlugin = fp(frontends, { name: 'cadence-frontends', fastify: '5.x' });
export default frontendsPlugin;
