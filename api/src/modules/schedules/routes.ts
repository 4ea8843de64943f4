// /schedules/:id — a planner's calendar window (spec §7: data.schedule, data.account).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { replyMessage } from '../../http/replies';
import { HttpMessages } from '../../plugins/http/messages';
import { currentUser } from '../planners/current-user';
import { SchedulesService } from './service';

export async function schedulesRoutes(app: FastifyInstance): Promise<void> {
  const service = new SchedulesService(app.db, app.clock, app.mediaUrls);

  registerEndpoint(app, endpoints.schedule, async ({ params, query }, request, reply) => {
    const schedule = await service.show(currentUser(request).id, params.id, query);
    return schedule ? { data: schedule } : replyMessage(reply, 404, HttpMessages.notFound);
  });
}
