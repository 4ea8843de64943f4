import { eq } from 'drizzle-orm';
import { postMessages } from '@cadence/shared-lib/contract';
import { posts } from '../../src/db/schema';
import { login } from '../setup/login';
import { createTestApp, manualClock, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';
import { errorsOf, makeMedia, makePlanner, postOf, postsApi, type Headers } from './fixtures';

const NOW = new Date('2026-02-15T12:00:00Z');

describe('posts: create, read, edit, delete, duplicate, reschedule', () => {
  let t: TestApp;
  let api: ReturnType<typeof postsApi>;
  let owner: { headers: Headers; user: { id: number } };
  let other: { headers: Headers; user: { id: number } };
  let planner: { id: number };

  beforeAll(async () => {
    t = await createTestApp({ clock: manualClock(NOW) });
    api = postsApi(t.app);
    owner = await registerUser(t.app, { full_name: 'Olga Owner' });
    other = await registerUser(t.app, { full_name: 'Omar Other' });
    planner = await makePlanner(t.app, owner.headers, { name: 'Bakery', timezone: 'Europe/Berlin' });
  });
  afterAll(() => t.close());

  it('refuses guests and non-customers', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/api/web/v1/posts/create/${planner.id}`, payload: { caption: 'x' } })).statusCode).toBe(401);
    const admin = await login(t.app, 'admin@example.com');
    expect((await api.create(planner.id, { caption: 'x' }, admin.headers)).statusCode).toBe(403);
  });

  it('creates a scheduled image post, stores the instant and the wall clock, and shows it to the editor', async () => {
    const image = await makeMedia(t.db, owner.user.id);
    const post = postOf(
      await api.create(
        planner.id,
        {
          caption: '  Fresh bread at 9  ',
          variants: { twitter: 'Bread! #9am', instagram: '' },
          title: 'Morning bread',
          media_ids: [image.id],
          link_url: 'https://bakery.example.com/bread',
          link_meta: { title: 'Bread', description: 'Warm', host: 'bakery.example.com', image: null },
          channels: ['facebook', 'instagram', 'twitter'],
          first_comment: 'Order at the counter',
          state: 'scheduled',
          date: '2026-03-10',
          time: '09:00',
        },
        owner.headers,
      ),
    );
    expect(post).toMatchObject({
      planner_id: planner.id,
      planner: { id: planner.id, name: 'Bakery', timezone: 'Europe/Berlin' },
      state: 'scheduled',
      type: 'image',
      title: 'Morning bread',
      caption: 'Fresh bread at 9',
      variants: { twitter: 'Bread! #9am' },
      media_ids: [image.id],
      media: [{ id: image.id, kind: 'image', url: expect.stringMatching(new RegExp(`^/media/show/${image.path}\\?expires=\\d+&signature=[0-9a-f]{64}$`)), width: 640, height: 480 }],
      channels: ['facebook', 'instagram', 'twitter'],
      date: '2026-03-10',
      time: '09:00',
      scheduled_at: '2026-03-10T08:00:00.000Z',
      timezone: 'Europe/Berlin',
      review_status: 'none',
    });
    const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row).toMatchObject({ user_id: owner.user.id, local_time: '2026-03-10T09:00', timezone: 'Europe/Berlin' });
    expect(postOf(await api.show(post.id, owner.headers))).toEqual(post);
  });

  it('derives the type from what the post carries', async () => {
    const video = await makeMedia(t.db, owner.user.id, 'video');
    expect(postOf(await api.create(planner.id, { caption: 'Text only' }, owner.headers)).type).toBe('text');
    expect(postOf(await api.create(planner.id, { link_url: 'http://bakery.example.com' }, owner.headers)).type).toBe('link');
    expect(postOf(await api.create(planner.id, { media_ids: [video.id] }, owner.headers)).type).toBe('video');
  });

  it('replaces a post in full and deletes it', async () => {
    const created = postOf(await api.create(planner.id, { caption: 'First', title: 'T', channels: ['facebook'], date: '2026-03-01', time: '10:00' }, owner.headers));
    expect(created).toMatchObject({ state: 'draft', date: '2026-03-01', time: '10:00' });
    const updated = postOf(await api.update(created.id, { caption: 'Second', channels: ['linkedin'], state: 'scheduled', date: '2026-04-02', time: '18:30' }, owner.headers));
    // Full replacement: what is not sent is cleared.
    expect(updated).toMatchObject({ id: created.id, caption: 'Second', title: null, channels: ['linkedin'], state: 'scheduled', scheduled_at: '2026-04-02T16:30:00.000Z' });

    const removed = await api.remove(created.id, owner.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect((await api.show(created.id, owner.headers)).statusCode).toBe(404);
    expect(await t.db.select().from(posts).where(eq(posts.id, created.id))).toEqual([]);
  });

  it('duplicates a post as a draft at the same local time, or undated', async () => {
    const image = await makeMedia(t.db, owner.user.id);
    const source = postOf(
      await api.create(planner.id, { caption: 'Croissants', media_ids: [image.id], channels: ['instagram'], state: 'scheduled', date: '2026-03-20', time: '07:15' }, owner.headers),
    );
    const copy = postOf(await api.duplicate(source.id, owner.headers));
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({ planner_id: planner.id, state: 'draft', caption: 'Croissants', media_ids: [image.id], channels: ['instagram'], date: '2026-03-20', time: '07:15', scheduled_at: source.scheduled_at });

    const undated = postOf(await api.create(planner.id, { caption: 'Someday' }, owner.headers));
    expect(postOf(await api.duplicate(undated.id, owner.headers))).toMatchObject({ state: 'draft', caption: 'Someday', date: null, time: null, scheduled_at: null });
  });

  it('reschedules by the calendar drag: the state stays, a draft gets a time', async () => {
    const scheduled = postOf(await api.create(planner.id, { caption: 'Moving', state: 'scheduled', date: '2026-03-05', time: '12:00' }, owner.headers));
    const moved = postOf(await api.reschedule(scheduled.id, { date: '2026-03-06', time: '08:45' }, owner.headers));
    expect(moved).toMatchObject({ state: 'scheduled', caption: 'Moving', date: '2026-03-06', time: '08:45', scheduled_at: '2026-03-06T07:45:00.000Z' });
    expect(errorsOf(await api.reschedule(scheduled.id, { date: '2026-02-01', time: '08:00' }, owner.headers))).toEqual({ date: [postMessages.inThePast] });

    const draft = postOf(await api.create(planner.id, { caption: 'Undated' }, owner.headers));
    expect(postOf(await api.reschedule(draft.id, { date: '2026-03-07', time: '11:00' }, owner.headers))).toMatchObject({ state: 'draft', date: '2026-03-07', time: '11:00' });
    // A draft may sit in the past (it will not go out by itself).
    expect(postOf(await api.reschedule(draft.id, { date: '2026-01-07', time: '11:00' }, owner.headers))).toMatchObject({ state: 'draft', date: '2026-01-07' });
    expect(errorsOf(await api.reschedule(draft.id, { date: '2026-3-7', time: '9' }, owner.headers))).toEqual({
      date: ['The date field must match the format Y-m-d.'],
      time: ['The time field must match the format H:i.'],
    });
  });

  it('refuses to change a post that has been published', async () => {
    const post = postOf(await api.create(planner.id, { caption: 'Out already' }, owner.headers));
    await t.db.update(posts).set({ state: 'published' }).where(eq(posts.id, post.id));
    expect(errorsOf(await api.update(post.id, { caption: 'Changed' }, owner.headers))).toEqual({ post: [postMessages.notEditable] });
    expect(errorsOf(await api.reschedule(post.id, { date: '2026-05-01', time: '09:00' }, owner.headers))).toEqual({ post: [postMessages.notEditable] });
  });

  it("answers 404 for another user's planner or post on every endpoint, and changes nothing", async () => {
    const post = postOf(await api.create(planner.id, { caption: 'Mine', state: 'scheduled', date: '2026-03-10', time: '09:00' }, owner.headers));
    const responses = [
      await api.create(planner.id, { caption: 'Intruder' }, other.headers),
      await api.show(post.id, other.headers),
      await api.update(post.id, { caption: 'Hacked' }, other.headers),
      await api.remove(post.id, other.headers),
      await api.duplicate(post.id, other.headers),
      await api.reschedule(post.id, { date: '2026-03-11', time: '09:00' }, other.headers),
      await api.schedule(planner.id, other.headers),
      await api.queue(other.headers, `?planner=${planner.id}`),
      await api.show(999999, owner.headers),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found.' });
    }
    expect(postOf(await api.show(post.id, owner.headers))).toEqual(post);
    expect(await t.db.select().from(posts).where(eq(posts.user_id, other.user.id))).toEqual([]);
  });
});
