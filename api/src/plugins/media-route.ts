// GET /media/show/:file — uploads are served only to whom `authorize` allows; everyone else gets
// the same 404 as for a file that does not exist, so names cannot be probed.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseByteRange } from './http/byte-range';
import { isMediaFileName } from './http/local-disk-storage';
import { HttpMessages } from './http/messages';

export interface MediaRouteOptions {
  authorize: (request: FastifyRequest, file: string) => Promise<boolean>;
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ message: HttpMessages.notFound });
}

async function mediaRoute(app: FastifyInstance, options: MediaRouteOptions): Promise<void> {
  app.get<{ Params: { file: string } }>('/media/show/:file', async (request, reply) => {
    const { file } = request.params;
    if (!isMediaFileName(file) || !(await options.authorize(request, file))) return notFound(reply);
    const whole = await app.storage.open(file);
    if (!whole) return notFound(reply);
    const range = parseByteRange(request.headers.range, whole.size);

    reply
      .header('content-type', whole.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="${file}"`)
      .header('accept-ranges', 'bytes')
      // Names are never reused, but access can be withdrawn: only the user's own browser caches.
      .header('cache-control', 'private, max-age=86400');

    if (range === null) {
      whole.stream.destroy();
      return reply.code(416).header('content-range', `bytes */${whole.size}`).send({ message: 'Range Not Satisfiable.' });
    }
    if (range === undefined) {
      return reply.header('content-length', String(whole.size)).send(whole.stream);
    }
    whole.stream.destroy();
    const part = await app.storage.open(file, range);
    if (!part) return notFound(reply);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${whole.size}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(part.stream);
  });
}

export const mediaRoutePlugin = fp(mediaRoute, { name: 'cadence-media-route', fastify: '5.x', dependencies: ['cadence-storage'] });
export default mediaRoutePlugin;
