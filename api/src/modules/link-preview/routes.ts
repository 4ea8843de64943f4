// GET /posts/link-preview?url= — the card (title, description, host, image) of a public page.
import type { FastifyInstance } from 'fastify';
import { endpoints, serverMessages as m } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { messages, replyMessage } from '../../http/replies';
import { LinkPreviewService, type LinkPreviewOptions } from './service';
import { PreviewThrottle } from './throttle';

export async function linkPreviewRoutes(app: FastifyInstance, options: LinkPreviewOptions = {}): Promise<void> {
  const service = new LinkPreviewService(app.clock, options);
  const throttle = new PreviewThrottle(app.clock);

  registerEndpoint(app, endpoints.linkPreview, async ({ query }, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    const wait = throttle.take(request.user.id);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      return replyMessage(reply, 429, m.tooManyRequests(wait));
    }
    return { data: { meta: await service.preview(query.url) } };
  });
}
