// The morning reminder job, called directly with a settable clock against the real database and
// the app's mail outbox.
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { postReminders as postRemindersTable, posts } from '../../src/db/schema';
import { jobContextOf } from '../../src/jobs/context';
import { postReminders } from '../../src/modules/reminders/jobs';
import { ReminderService } from '../../src/modules/reminders/service';
import { makePlanner, type Headers } from '../posts/fixtures';
import { mailsTo } from '../setup/outbox';
import { createTestApp, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';

/** Tokens that outlive the months the clock moves through. */
const LONG_TOKENS = { TOKEN_TTL_HOURS: String(24 * 365), TOKEN_IDLE_MINUTES: String(60 * 24 * 365) };
const NOTIFICATIONS = '/api/web/v1/account-settings/notifications';
const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';

describe('morning post reminder emails', () => {
  let now = new Date('2026-11-30T10:00:00Z');
  const clock = () => new Date(now);
  const at = (iso: string) => {
    now = new Date(iso);
  };
  let t: TestApp;
  const run = () => postReminders(jobContextOf(t.app));

  type Person = { headers: Headers; user: { id: number }; email: string };
  const person = () => registerUser(t.app) as Promise<Person>;
  const reminders = (p: Person) => mailsTo(t.config.dataDir, p.email).filter((m) => m.subject.startsWith('Today you have'));
  const setReminder = async (p: Person, on: boolean) => {
    const response = await t.app.inject({ method: 'PUT', url: NOTIFICATIONS, headers: p.headers, payload: { notifications: { email: { post_reminder: on } } } });
    expect(response.statusCode).toBe(200);
  };
  /** A post at a wall-clock time of the planner's zone (stored as the posts module stores it). */
  const addPost = async (
    p: Person,
    planner: { id: number; timezone: string },
    local: string,
    fields: { caption: string; title?: string; channels?: string[]; state?: 'draft' | 'scheduled' },
  ) => {
    const wall = DateTime.fromISO(local, { zone: planner.timezone });
    await t.db.insert(posts).values({
      planner_id: planner.id,
      user_id: p.user.id,
      state: fields.state ?? 'scheduled',
      title: fields.title ?? null,
      caption: fields.caption,
      channels: fields.channels ?? ['facebook'],
      scheduled_at: wall.toJSDate(),
      local_time: wall.toFormat("yyyy-MM-dd'T'HH:mm"),
      timezone: planner.timezone,
    });
  };

  let baker: Person;
  let quiet: Person;
  let idle: Person;
  let american: Person;
  let traveller: Person;
  let late: Person;
  let unlucky: Person;

  beforeAll(async () => {
    t = await createTestApp({ clock, env: LONG_TOKENS });
    [baker, quiet, idle, american, traveller, late, unlucky] = await Promise.all([person(), person(), person(), person(), person(), person(), person()]);

    const bakery = await makePlanner(t.app, baker.headers, { name: 'Bakery', timezone: BERLIN });
    await setReminder(baker, true);
    await addPost(baker, bakery, '2026-12-01T09:30', { title: 'Fresh bread', caption: 'Our sourdough is out of the oven', channels: ['facebook', 'instagram'] });
    await addPost(baker, bakery, '2026-12-01T18:00', { caption: `Evening ${'special '.repeat(20)}`, channels: ['linkedin', 'twitter'] });
    await addPost(baker, bakery, '2026-12-01T11:00', { caption: 'a draft is not a scheduled post', state: 'draft' });
    await addPost(baker, bakery, '2026-12-02T09:00', { caption: 'tomorrow' });

    // Same posts, setting off.
    const quietBakery = await makePlanner(t.app, quiet.headers, { name: 'Quiet', timezone: BERLIN });
    await addPost(quiet, quietBakery, '2026-12-01T10:00', { caption: 'quiet post' });

    // Setting on, but nothing on 1 December.
    const idleBakery = await makePlanner(t.app, idle.headers, { name: 'Idle', timezone: BERLIN });
    await setReminder(idle, true);
    await addPost(idle, idleBakery, '2026-12-02T10:00', { caption: 'only the next day' });

    // New York only: its morning comes six hours after Berlin's.
    const diner = await makePlanner(t.app, american.headers, { name: 'Diner', timezone: NEW_YORK });
    await setReminder(american, true);
    await addPost(american, diner, '2026-12-01T10:00', { caption: 'pancakes' });
    // Spring forward (14 March 2027: 02:00 EST → 03:00 EDT): 07:00 is 11:00Z that day, not 12:00Z.
    await addPost(american, diner, '2027-03-14T09:00', { caption: 'daylight saving brunch', channels: ['twitter'] });

    // Planners in both zones.
    const berlinShop = await makePlanner(t.app, traveller.headers, { name: 'Berlin shop', timezone: BERLIN });
    const nyShop = await makePlanner(t.app, traveller.headers, { name: 'NY shop', timezone: NEW_YORK });
    await setReminder(traveller, true);
    await addPost(traveller, berlinShop, '2026-12-01T08:15', { caption: 'guten Morgen' });
    await addPost(traveller, nyShop, '2026-12-01T20:45', { caption: 'good evening' });

    // Turns the setting on after the morning is over.
    const lateShop = await makePlanner(t.app, late.headers, { name: 'Late', timezone: BERLIN });
    await addPost(late, lateShop, '2026-12-01T19:00', { caption: 'tonight' });

    // Their reminder meets a mail outage first.
    const unluckyShop = await makePlanner(t.app, unlucky.headers, { name: 'Unlucky', timezone: BERLIN });
    await setReminder(unlucky, true);
    await addPost(unlucky, unluckyShop, '2027-03-15T10:00', { caption: 'after the outage' });
  });
  afterAll(() => t.close());

  it('sends nothing before 07:00 local time', async () => {
    at('2026-12-01T05:55:00Z'); // 06:55 in Berlin
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect(reminders(baker)).toHaveLength(0);
  });

  it('after 07:00 sends one email listing the day\'s scheduled posts with time (zone), planner, networks and excerpt', async () => {
    at('2026-12-01T06:05:00Z'); // 07:05 in Berlin, 01:05 in New York
    // Two workers running the job at once still send one email per person.
    const runs = await Promise.all([run(), run()]);
    expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBe(2); // the baker and the traveller

    const [mail] = reminders(baker);
    expect(reminders(baker)).toHaveLength(1);
    expect(mail.subject).toBe('Today you have 2 posts scheduled');
    const lines = mail.text.split('\n').filter((l) => l.startsWith('- '));
    expect(lines).toEqual([
      '- 09:30 (Europe/Berlin) | Bakery | Facebook, Instagram | Fresh bread',
      `- 18:00 (Europe/Berlin) | Bakery | LinkedIn, Twitter | ${`Evening ${'special '.repeat(20)}`.slice(0, 77).trimEnd()}...`,
    ]);
    expect(mail.text).not.toContain('tomorrow');
    expect(mail.text).not.toContain('draft');
    expect(mail.links).toContain(`${t.config.publicUrl}/posts/queue`);
  });

  it('sends it once a day, however often the job runs', async () => {
    at('2026-12-01T06:20:00Z');
    await run();
    at('2026-12-01T09:00:00Z');
    await run();
    expect(reminders(baker)).toHaveLength(1);
    expect(await t.db.select().from(postRemindersTable).where(eq(postRemindersTable.user_id, baker.user.id))).toEqual([
      expect.objectContaining({ local_date: '2026-12-01' }),
    ]);
  });

  it('sends nothing when the setting is off, and sends once it is turned on that morning', async () => {
    expect(reminders(quiet)).toHaveLength(0);
    at('2026-12-01T09:10:00Z'); // 10:10 in Berlin
    await setReminder(quiet, true);
    await run();
    expect(reminders(quiet).map((m) => m.subject)).toEqual(['Today you have 1 post scheduled']);
  });

  it('sends nothing for a day without scheduled posts', async () => {
    expect(reminders(idle)).toHaveLength(0);
    expect(await t.db.select().from(postRemindersTable).where(eq(postRemindersTable.user_id, idle.user.id))).toEqual([]);
  });

  it('does not send once the morning is over', async () => {
    at('2026-12-01T11:30:00Z'); // 12:30 in Berlin
    await setReminder(late, true);
    await run();
    expect(reminders(late)).toHaveLength(0);
  });

  it('each planner zone has its own morning: New York at 07:00 EST, one email covering both zones', async () => {
    // The traveller's email went out at Berlin's 07:00 and already listed the New York post of that date.
    const [travellerMail] = reminders(traveller);
    expect(reminders(traveller)).toHaveLength(1);
    expect(travellerMail.text).toContain('- 08:15 (Europe/Berlin) | Berlin shop | Facebook | guten Morgen');
    expect(travellerMail.text).toContain('- 20:45 (America/New_York) | NY shop | Facebook | good evening');

    at('2026-12-01T11:55:00Z'); // 06:55 in New York
    await run();
    expect(reminders(american)).toHaveLength(0);
    at('2026-12-01T12:05:00Z'); // 07:05 in New York
    await run();
    expect(reminders(american).map((m) => m.text.split('\n').find((l) => l.startsWith('- ')))).toEqual([
      '- 10:00 (America/New_York) | Diner | Facebook | pancakes',
    ]);
    expect(reminders(traveller)).toHaveLength(1);
  });

  it('follows daylight saving time: on the spring-forward day 07:00 in New York is 11:00Z', async () => {
    at('2027-03-14T10:55:00Z'); // 06:55 EDT
    await run();
    expect(reminders(american)).toHaveLength(1);
    at('2027-03-14T11:05:00Z'); // 07:05 EDT (06:05 if the offset were still EST's)
    await run();
    const mails = reminders(american);
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain('- 09:00 (America/New_York) | Diner | Twitter | daylight saving brunch');
  });

  it('when the mail cannot be sent, the day is not marked: the next run sends it', async () => {
    at('2027-03-15T07:00:00Z'); // 08:00 in Berlin
    const errors: number[] = [];
    const outage = { send: () => Promise.reject(new Error('SMTP connection refused')) };
    const failing = new ReminderService(t.app.db, clock, outage, t.config.publicUrl, (_error, userId) => errors.push(userId));
    expect(await failing.sendDue()).toEqual({ sent: 0, failed: 1 });
    expect(errors).toEqual([unlucky.user.id]);
    expect(await t.db.select().from(postRemindersTable).where(eq(postRemindersTable.user_id, unlucky.user.id))).toEqual([]);

    at('2027-03-15T07:05:00Z');
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(reminders(unlucky).map((m) => m.subject)).toEqual(['Today you have 1 post scheduled']);
  });
});
