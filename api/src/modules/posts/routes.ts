// /posts: the editor's create, read, replace and delete, the calendar's duplicate and reschedule,
// and the queue. Every answer is scoped to the signed-in user.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpoints } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { replyMessage, replyValidation } from '../../http/replies';
import { HttpMessages } from '../../plugins/http/messages';
import { currentUser } from '../planners/current-user';
import { PublishingScheduler } from '../publishing/scheduler';
import { QueueService } from './queue-service';
import { PostsService, type DeleteResult, type PostResult } from './service';

function failure(result: Exclude<PostResult, { outcome: 'ok' }>, reply: FastifyReply): FastifyReply {
  if (result.outcome === 'not-found') return replyMessage(reply, 404, HttpMessages.notFound);
  return replyValidation(reply, result.field, result.message);
}

const answer = (result: PostResult, reply: FastifyReply) => (result.outcome === 'ok' ? { data: { post: result.post } } : failure(result, reply));
const answerDelete = (result: DeleteResult, reply: FastifyReply) => (result.outcome === 'ok' ? { success: true as const } : failure(result, reply));

export async function postsRoutes(app: FastifyInstance): Promise<void> {
  const service = new PostsService(app.db, app.clock, app.mediaUrls, new PublishingScheduler(app.db, app.clock, app.jobs, (message, details) => app.log.warn(details, message)));
  const queue = new QueueService(app.db, app.clock, app.mediaUrls);

  registerEndpoint(app, endpoints.createPost, async ({ params, body }, request, reply) =>
    answer(await service.create(currentUser(request).id, params.plannerId, body), reply),
  );
  registerEndpoint(app, endpoints.postsQueue, async ({ query }, request, reply) => {
    const page = await queue.list(currentUser(request).id, query);
    return page ? { data: page } : replyMessage(reply, 404, HttpMessages.notFound);
  });
  registerEndpoint(app, endpoints.showPost, async ({ params }, request, reply) => answer(await service.show(currentUser(request).id, params.postId), reply));
  registerEndpoint(app, endpoints.updatePost, async ({ params, body }, request, reply) =>
    answer(await service.update(currentUser(request).id, params.postId, body), reply),
  );
  registerEndpoint(app, endpoints.deletePost, async ({ params }, request, reply) =>
    answerDelete(await service.delete(currentUser(request).id, params.postId), reply),
  );
  registerEndpoint(app, endpoints.duplicatePost, async ({ params }, request, reply) =>
    answer(await service.duplicate(currentUser(request).id, params.postId), reply),
  );
  registerEndpoint(app, endpoints.reschedulePost, async ({ params, body }, request, reply) =>
    answer(await service.reschedule(currentUser(request).id, params.postId, body), reply),
  );
}
