// The auto-publishing monitor and its two actions (contract publishing.ts; the 'auto-publishing'
// feature is enforced by registerEndpoint from the contract entry).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpoints, publishingMessages } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { replyMessage, replyValidation } from '../../http/replies';
import { HttpMessages } from '../../plugins/http/messages';
import { currentUser } from '../planners/current-user';
import { MonitorService, type ActionResult } from './monitor-service';
import { PublishingScheduler } from './scheduler';

function refusal(result: Exclude<ActionResult<unknown>, { outcome: 'ok' }>, reply: FastifyReply): FastifyReply {
  if (result.outcome === 'not-found') return replyMessage(reply, 404, HttpMessages.notFound);
  return replyValidation(reply, result.field, result.message);
}

export async function publishingRoutes(app: FastifyInstance): Promise<void> {
  const scheduler = new PublishingScheduler(app.db, app.clock, app.jobs, (message, details) => app.log.warn(details, message));
  const service = new MonitorService(app.db, app.clock, app.mediaUrls, scheduler);

  registerEndpoint(app, endpoints.autoPublishingMonitor, async ({ query }, request) => ({ data: await service.list(currentUser(request).id, query) }));
  registerEndpoint(app, endpoints.publishNow, async ({ params }, request, reply) => {
    const result = await service.publishNow(currentUser(request).id, params.postId);
    return result.outcome === 'ok' ? { data: { row: result.value } } : refusal(result, reply);
  });
  registerEndpoint(app, endpoints.disableAutoPublishing, async ({ params }, request, reply) => {
    const result = await service.disable(currentUser(request).id, params.postId);
    return result.outcome === 'ok' ? { success: true as const, message: publishingMessages.disabled } : refusal(result, reply);
  });
}
