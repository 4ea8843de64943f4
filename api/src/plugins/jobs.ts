// pg-boss on the app's database as app.jobs. With JOBS=inline the workers (and the schedules) run
// in this process; with JOBS=off jobs can still be sent, and `api worker` processes handle them.
import fp from 'fastify-plugin';
import { jobContextOf } from '../jobs/context';
import { createJobHandlers } from '../jobs/handlers';
import { createJobQueue } from '../jobs/job-queue';

export interface JobsPluginOptions {
  url: string;
}

export default fp<JobsPluginOptions>(
  async (app, options) => {
    // The handlers use app services registered after this plugin (mail, payments): resolved on first use.
    const queue = createJobQueue(
      options.url,
      (error) => app.log.error({ err: error }, 'job queue error'),
      () => createJobHandlers(jobContextOf(app)),
    );
    app.decorate('jobs', queue);
    if (app.config.jobs === 'inline') {
      app.addHook('onReady', async () => {
        await queue.work();
      });
    }
    app.addHook('onClose', async () => {
      await queue.stop();
    });
  },
  { name: 'cadence-jobs' },
);
