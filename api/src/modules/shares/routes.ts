// Share links (owner, role user) and the shared views (any signed-in user, spec §2).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { replyMessage } from '../../http/replies';
import { HttpMessages } from '../../plugins/http/messages';
import { currentUser } from '../planners/current-user';
import { OwnerFeedbackService } from './feedback-service';
import { ShareLinksService } from './links-service';
import { VisitorService } from './visitor-service';

export async function sharesRoutes(app: FastifyInstance): Promise<void> {
  const links = new ShareLinksService(app.db, app.config.appKey, app.clock);
  const visitor = new VisitorService(app.db, app.clock, app.mediaUrls);
  const ownerFeedback = new OwnerFeedbackService(app.db, app.clock);
  const notFound = 404;

  registerEndpoint(app, endpoints.plannerShareLinks, async ({ params }, request, reply) => {
    const list = await links.listForPlanner(currentUser(request), params.id);
    return list ? { data: { links: list } } : replyMessage(reply, notFound, HttpMessages.notFound);
  });

  registerEndpoint(app, endpoints.createPlannerShareLink, async ({ params }, request, reply) => {
    const link = await links.createForPlanner(currentUser(request), params.id);
    if (!link) return replyMessage(reply, notFound, HttpMessages.notFound);
    request.log.info({ event: 'share-link-create', user: request.user?.id, link: link.id, planner: params.id }, 'share link created');
    return { data: { link } };
  });

  registerEndpoint(app, endpoints.queueShareLinks, async (_input, request) => ({ data: { links: await links.listQueue(currentUser(request)) } }));

  registerEndpoint(app, endpoints.createQueueShareLink, async (_input, request) => {
    const link = await links.createQueue(currentUser(request));
    request.log.info({ event: 'share-link-create', user: request.user?.id, link: link.id, kind: 'queue' }, 'share link created');
    return { data: { link } };
  });

  registerEndpoint(app, endpoints.revokeShareLink, async ({ params }, request, reply) => {
    const link = await links.revoke(currentUser(request), params.linkId);
    if (!link) return replyMessage(reply, notFound, HttpMessages.notFound);
    request.log.info({ event: 'share-link-revoke', user: request.user?.id, link: link.id }, 'share link revoked');
    return { data: { link } };
  });

  registerEndpoint(app, endpoints.sharedSchedule, async ({ params, query }) => ({ data: await visitor.schedule(params.hash, query) }));

  registerEndpoint(app, endpoints.sharedQueue, async ({ params }) => ({ data: await visitor.queue(params.hash) }));

  registerEndpoint(app, endpoints.shareFeedback, async ({ params, body }, request) => ({
    data: await visitor.leaveFeedback(currentUser(request), params.hash, params.postId, body),
  }));

  registerEndpoint(app, endpoints.postFeedback, async ({ params }, request, reply) => {
    const result = await ownerFeedback.forPost(currentUser(request), params.postId);
    return result ? { data: result } : replyMessage(reply, notFound, HttpMessages.notFound);
  });
}
