// pg-boss on the app's database as app.jobs. With JOBS=inline the workers run in this process;
// with JOBS=off jobs can still be sent, and `api worker` processes handle them.
import fp from 'fastify-plugin';
import { createJobQueue } from '../jobs/job-queue';

export interface JobsPluginOptions {
  url: string;
}

export default fp<JobsPluginOptions>(
  async (app, options) => {
    const queue = createJobQueue(options.url, (error) => app.log.error({ err: error }, 'job queue error'));
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
