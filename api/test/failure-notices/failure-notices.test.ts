// Failure notice emails: a user hears once about each post delivery that failed, with the network,
// the account, the reason and a link to the monitor's failures — one email per run however many
// failed, nothing for a failure already retried, and nothing lost when the mail server is down.
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { jobContextOf } from '../../src/jobs/context';
import { failureNotices } from '../../src/modules/failure-notices/jobs';
import { FailureNoticeService } from '../../src/modules/failure-notices/service';
import { applyTransitions } from '../../src/modules/publishing/transitions';
import { connectAccount, makeOwner, makePlanner, schedulePost, targetsOfPost, type Owner } from '../publishing/harness';
import { mailsTo } from '../setup/outbox';
import { createTestApp, manualClock, type TestApp } from '../setup/test-app';

const HOUR = 60 * 60 * 1000;

describe('failure notice emails', () => {
  const clock = manualClock(new Date('2029-12-31T12:00:00Z'));
  let t: TestApp;
  const run = () => failureNotices(jobContextOf(t.app));

  type Person = Owner & { email: string; plannerId: number };
  async function person(): Promise<Person> {
    const owner = await makeOwner(t.app, t.db);
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, owner.id));
    const plannerId = (await makePlanner(t.app, owner.headers, { name: 'Bakery', timezone: 'Europe/Berlin' })).id;
    await connectAccount(t.db, owner.id, 'facebook', `Bakery Page ${owner.id}`);
    await connectAccount(t.db, owner.id, 'linkedin', `Dana ${owner.id}`);
    return { ...owner, email: row.email, plannerId };
  }
  const notices = (p: Person) => mailsTo(t.config.dataDir, p.email).filter((m) => m.subject.includes('could not be published'));

  /** A post to Facebook and LinkedIn whose deliveries then go through `steps` (as the worker writes them). */
  async function postThrough(p: Person, caption: string, steps: Record<'facebook' | 'linkedin', Array<{ to: 'processing' | 'failure' | 'scheduled' | 'published'; message?: string }>>) {
    const post = await schedulePost(t.app, p, p.plannerId, { channels: ['facebook', 'linkedin'], title: caption, caption, date: '2030-01-02', time: '09:30' });
    for (const target of await targetsOfPost(t.db, post.id)) {
      let from = target.state;
      for (const step of steps[target.platform as 'facebook' | 'linkedin']) {
        const patch = step.to === 'failure' ? { error_code: 'x', error_message: step.message ?? 'Refused.', error_action: 'fix' as const } : {};
        await applyTransitions(t.db, [{ id: target.id, postId: post.id, from, to: step.to, patch }], clock());
        from = step.to;
      }
    }
    return post;
  }

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('emails the owner once about the deliveries that failed, with where, why and a link to the failures', async () => {
    const baker = await person();
    const other = await person();
    await postThrough(baker, 'Fresh bread every morning', {
      facebook: [{ to: 'processing' }, { to: 'failure', message: 'Facebook refused the image: use a JPEG or PNG under 4 MB and publish again.' }],
      linkedin: [{ to: 'processing' }, { to: 'failure', message: 'LinkedIn refused the post because it repeats a recent post of this account: change the text and publish again.' }],
    });
    await postThrough(other, 'Rye day', { facebook: [{ to: 'processing' }, { to: 'published' }], linkedin: [{ to: 'processing' }, { to: 'published' }] });

    expect(await run()).toEqual({ sent: 1, failed: 0 });
    const [mail] = notices(baker);
    expect(notices(baker)).toHaveLength(1);
    expect(mail.subject).toBe('2 posts could not be published');
    expect(mail.text).toContain(`Facebook | Bakery Page ${baker.id} | 2 Jan 2030 09:30 (Europe/Berlin) | Bakery | Fresh bread every morning`);
    expect(mail.text).toContain('Facebook refused the image: use a JPEG or PNG under 4 MB and publish again.');
    expect(mail.text).toContain(`LinkedIn | Dana ${baker.id}`);
    expect(mail.text).toContain('change the text and publish again.');
    expect(mail.links).toContain(`${t.config.publicUrl}/schedules/auto-publishing-monitor?state=failure`);
    expect(notices(other)).toEqual([]);

    // Each failure is told once.
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect(notices(baker)).toHaveLength(1);
  });

  it('says nothing about a failure already back in the queue, and tells again when a retry fails again', async () => {
    const baker = await person();
    await postThrough(baker, 'Edited in time', {
      facebook: [{ to: 'processing' }, { to: 'failure' }, { to: 'scheduled' }],
      linkedin: [{ to: 'processing' }, { to: 'published' }],
    });
    expect(await run()).toEqual({ sent: 0, failed: 0 });

    const tried = await postThrough(baker, 'Tried twice', {
      facebook: [{ to: 'processing' }, { to: 'published' }],
      linkedin: [{ to: 'processing' }, { to: 'failure', message: 'First refusal.' }],
    });
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(notices(baker).map((m) => m.subject)).toEqual(['A post could not be published']);
    expect(notices(baker)[0].text).toContain('First refusal.');

    // The user retried (edit and save schedules it again) and it failed again: a new failure, a new email.
    const [, linkedin] = await targetsOfPost(t.db, tried.id);
    await applyTransitions(
      t.db,
      [
        { id: linkedin.id, postId: linkedin.post_id, from: 'failure', to: 'scheduled', patch: {} },
        { id: linkedin.id, postId: linkedin.post_id, from: 'scheduled', to: 'processing', patch: {} },
        { id: linkedin.id, postId: linkedin.post_id, from: 'processing', to: 'failure', patch: { error_message: 'Second refusal.' } },
      ],
      clock(),
    );
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(notices(baker)).toHaveLength(2);
    expect(notices(baker)[1].text).toContain('Second refusal.');
  });

  it('keeps a failure for the next run when the mail cannot be sent, and forgets failures older than a day', async () => {
    const baker = await person();
    await postThrough(baker, 'Mail server down', { facebook: [{ to: 'processing' }, { to: 'failure' }], linkedin: [{ to: 'processing' }, { to: 'published' }] });
    const errors: number[] = [];
    const down = new FailureNoticeService(t.db, clock, { send: () => Promise.reject(new Error('SMTP unavailable')) }, t.config.publicUrl, (_e, userId) => errors.push(userId));
    expect(await down.sendDue()).toEqual({ sent: 0, failed: 1 });
    expect(errors).toEqual([baker.id]);
    expect(notices(baker)).toEqual([]);
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(notices(baker)).toHaveLength(1);

    const late = await person();
    await postThrough(late, 'Long ago', { facebook: [{ to: 'processing' }, { to: 'failure' }], linkedin: [{ to: 'processing' }, { to: 'published' }] });
    clock.advance(25 * HOUR);
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect(notices(late)).toEqual([]);
  });
});
