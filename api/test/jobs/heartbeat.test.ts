import { BILLING_LAPSES_JOB } from '../../src/jobs/billing';
import { HEARTBEAT_JOB } from '../../src/jobs/heartbeat';
import { createTestApp, type TestApp } from '../setup/test-app';

describe('pg-boss jobs (JOBS=inline)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { JOBS: 'inline' } });
  });
  afterAll(() => t.close());

  it('a system.heartbeat job sent through app.jobs is handled by the in-process worker', async () => {
    const id = await t.app.jobs.send(HEARTBEAT_JOB, { from: 'test' });
    let job = await t.app.jobs.find(HEARTBEAT_JOB, id);
    const deadline = Date.now() + 15_000;
    while (job?.state !== 'completed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      job = await t.app.jobs.find(HEARTBEAT_JOB, id);
    }
    expect(job?.state).toBe('completed');
    expect(job?.output).toMatchObject({ job: id, received: { from: 'test' } });
  });

  it('a billing job sent through the queue runs with the app services', async () => {
    const id = await t.app.jobs.send(BILLING_LAPSES_JOB, {});
    let job = await t.app.jobs.find(BILLING_LAPSES_JOB, id);
    const deadline = Date.now() + 15_000;
    while (job?.state !== 'completed' && job?.state !== 'failed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      job = await t.app.jobs.find(BILLING_LAPSES_JOB, id);
    }
    expect(job?.state).toBe('completed');
    expect(job?.output).toEqual({ trials_ended: 0, cancelled_ended: 0, past_due_expired: 0 });
  });
});
