import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { FEEDBACK_COMMENT_MAX, shareMessages as s, serverMessages as m, SharedPost, ShareLink } from '@cadence/shared-lib/contract';
import { feedbackSummary } from '../../src/modules/shares/feedback-service';
import { posts, shareLinks } from '../../src/db/schema';
import { login } from '../setup/login';
import { createTestApp, manualClock, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';
import { createPlanner, insertPost, type Headers } from '../planners/fixtures';

const API = '/api/web/v1';
const NOW = new Date('2026-11-22T10:00:00Z');
const tokenOf = (link: ShareLink) => link.url.split('/').pop() ?? '';

describe('share links and shared views', () => {
  let t: TestApp;
  let owner: { headers: Headers; user: { id: number }; email: string };
  let visitor: { headers: Headers; user: { id: number } };
  let stranger: { headers: Headers; user: { id: number } };

  const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
  const post = (url: string, headers?: Headers, payload: object = {}) => t.app.inject({ method: 'POST', url: `${API}${url}`, headers, payload });
  const newLink = async (plannerId: number) => ShareLink.strict().parse((await post(`/accounts/${plannerId}/share-links`, owner.headers)).json().data.link);
  const feedback = (token: string, postId: number, payload: object, headers: Headers = visitor.headers) =>
    post(`/share/${token}/posts/${postId}/feedback`, headers, payload);

  beforeAll(async () => {
    t = await createTestApp({ clock: manualClock(NOW) });
    owner = await registerUser(t.app, { full_name: 'Olga Owner' });
    visitor = await registerUser(t.app, { full_name: 'Vera Visitor' });
    stranger = await registerUser(t.app, { full_name: 'Sam Stranger' });
  });
  afterAll(() => t.close());

  it('creates a planner link with an unguessable token the database only keeps hashed and encrypted', async () => {
    const planner = await createPlanner(t.app, owner.headers, { name: 'Tokens' });
    const link = await newLink(planner.id);
    expect(link).toMatchObject({ kind: 'planner', revoked_at: null });
    expect(link.url).toMatch(/^\/schedules\/accounts\/[A-Za-z0-9_-]+$/);
    const token = tokenOf(link);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);

    const [row] = await t.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row.token_digest).toBe(createHash('sha256').update(token).digest('hex'));
    expect(Object.values(row).map(String).join(' ')).not.toContain(token);

    // The owner can copy it again: the list shows the same url; a second link has another token.
    const second = await newLink(planner.id);
    expect(tokenOf(second)).not.toBe(token);
    const list = await get(`/accounts/${planner.id}/share-links`, owner.headers);
    expect(list.json().data.links.map((l: ShareLink) => [l.id, l.url])).toEqual([
      [second.id, second.url],
      [link.id, link.url],
    ]);
  });

  it('shows the shared planner to any signed-in user: its window of posts, the owner name, never the email', async () => {
    const planner = await createPlanner(t.app, owner.headers, { name: 'Bakery', desc: 'Bread', color: '#aa5500', timezone: 'Europe/Berlin' });
    const elsewhere = await createPlanner(t.app, owner.headers, { name: 'Other brand' });
    const inside = await insertPost(t.db, planner, owner.user.id, {
      title: 'Croissants',
      scheduled_at: new Date('2026-12-01T08:00:00Z'),
      local_time: '2026-12-01T09:00',
      timezone: 'Europe/Berlin',
      channels: ['facebook'],
      variants: { twitter: 'Short' },
    });
    // 23:30 local on 31 December is still inside a window that ends on the 31st.
    const lastEvening = await insertPost(t.db, planner, owner.user.id, { scheduled_at: new Date('2026-12-31T22:30:00Z') });
    await insertPost(t.db, planner, owner.user.id, { scheduled_at: new Date('2027-01-01T00:30:00Z'), title: 'Too late' });
    await insertPost(t.db, planner, owner.user.id, { state: 'draft', title: 'Undated' });
    await insertPost(t.db, elsewhere, owner.user.id, { scheduled_at: new Date('2026-12-02T08:00:00Z'), title: 'Elsewhere' });
    const token = tokenOf(await newLink(planner.id));

    const response = await get(`/schedules/accounts/${token}?from=2026-12-01&to=2026-12-31`, visitor.headers);
    expect(response.statusCode).toBe(200);
    const { account, schedule } = response.json().data;
    expect(account).toEqual({ name: 'Bakery', desc: 'Bread', color: '#aa5500', timezone: 'Europe/Berlin', owner_name: 'Olga Owner' });
    const items = schedule.map((p: unknown) => SharedPost.strict().parse(p));
    expect(items.map((p: SharedPost) => p.id)).toEqual([inside.id, lastEvening.id]);
    expect(items[0]).toMatchObject({ title: 'Croissants', local_time: '2026-12-01T09:00', channels: ['facebook'], review_status: 'none', account: { name: 'Bakery' } });
    expect(response.body).not.toContain(owner.email);
    expect(response.body).not.toContain(`"user_id"`);

    // Staff and admins are signed-in users too.
    const admin = await login(t.app, 'admin@example.com');
    expect((await get(`/schedules/accounts/${token}?from=2026-12-01&to=2026-12-31`, admin.headers)).statusCode).toBe(200);
    expect((await get(`/schedules/accounts/${token}`)).statusCode).toBe(401);
  });

  it('validates the calendar window', async () => {
    const planner = await createPlanner(t.app, owner.headers, { name: 'Window' });
    const token = tokenOf(await newLink(planner.id));
    const errors = async (query: string) => {
      const response = await get(`/schedules/accounts/${token}?${query}`, visitor.headers);
      expect(response.statusCode).toBe(422);
      return response.json().errors;
    };
    expect((await errors('from=2026-12-10&to=2026-12-01')).to).toEqual([s.window]);
    expect((await errors('from=2026-12-01&to=2027-02-01')).to).toEqual([s.window]);
    expect((await errors('from=2026-02-30&to=2026-03-01')).from).toEqual([m.dateFormat('from', 'Y-m-d')]);
    expect((await errors('from=tomorrow')).from).toEqual([m.dateFormat('from', 'Y-m-d')]);
    expect((await get(`/schedules/accounts/${token}?from=2026-12-01&to=2027-01-31`, visitor.headers)).statusCode).toBe(200);
  });

  it('refuses a revoked or unknown link with a clear message; only the owner revokes', async () => {
    const planner = await createPlanner(t.app, owner.headers, { name: 'Revocable' });
    const postRow = await insertPost(t.db, planner, owner.user.id, { scheduled_at: new Date('2026-12-01T08:00:00Z') });
    const link = await newLink(planner.id);
    const token = tokenOf(link);
    expect((await get(`/schedules/accounts/${token}`, visitor.headers)).statusCode).toBe(200);

    expect((await post(`/share-links/${link.id}`, stranger.headers, { _method: 'delete' })).statusCode).toBe(404);
    expect((await get(`/schedules/accounts/${token}`, visitor.headers)).statusCode).toBe(200);

    const revoked = await post(`/share-links/${link.id}`, owner.headers, { _method: 'delete' });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.link.revoked_at).toBe(NOW.toISOString());
    for (const response of [
      await get(`/schedules/accounts/${token}`, visitor.headers),
      await feedback(token, postRow.id, { verdict: 'approved' }),
      await get(`/schedules/accounts/${'x'.repeat(43)}`, visitor.headers),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: s.linkUnavailable });
    }
    expect((await get(`/accounts/${planner.id}/share-links`, owner.headers)).json().data.links[0].revoked_at).toBe(NOW.toISOString());
    expect((await t.db.select().from(posts).where(eq(posts.id, postRow.id)))[0].review_status).toBe('none');
  });

  it('takes approvals and change requests; the owner sees them and review_status follows', async () => {
    const planner = await createPlanner(t.app, owner.headers, { name: 'Reviewed' });
    const other = await createPlanner(t.app, owner.headers, { name: 'Not shared' });
    const postRow = await insertPost(t.db, planner, owner.user.id, { scheduled_at: new Date('2026-12-03T08:00:00Z') });
    const hidden = await insertPost(t.db, other, owner.user.id, { scheduled_at: new Date('2026-12-03T08:00:00Z') });
    const strangerPlanner = await createPlanner(t.app, stranger.headers, { name: 'Stranger' });
    const strangersPost = await insertPost(t.db, strangerPlanner, stranger.user.id, { scheduled_at: new Date('2026-12-03T08:00:00Z') });
    const token = tokenOf(await newLink(planner.id));

    const approved = await feedback(token, postRow.id, { verdict: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ review_status: 'approved', feedback: { verdict: 'approved', comment: null, author_name: 'Vera Visitor' } });

    const missing = await feedback(token, postRow.id, { verdict: 'changes_requested', comment: '  ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.comment).toEqual([m.requiredIf('comment', 'verdict', 'changes_requested')]);
    expect((await feedback(token, postRow.id, { verdict: 'maybe' })).json().errors.verdict).toEqual([m.invalid('verdict')]);
    expect((await feedback(token, postRow.id, {})).json().errors.verdict).toEqual([m.invalid('verdict')]);
    const long = await feedback(token, postRow.id, { verdict: 'changes_requested', comment: 'x'.repeat(FEEDBACK_COMMENT_MAX + 1) });
    expect(long.json().errors.comment).toEqual([m.max('comment', FEEDBACK_COMMENT_MAX)]);

    const changes = await feedback(token, postRow.id, { verdict: 'changes_requested', comment: 'Use the new logo' }, stranger.headers);
    expect(changes.statusCode).toBe(200);
    expect(changes.json().data.review_status).toBe('changes_requested');

    // Posts the link does not show: another planner of the owner, another user's post, a missing one.
    for (const id of [hidden.id, strangersPost.id, 999999]) {
      const response = await feedback(token, id, { verdict: 'approved' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: s.postUnavailable });
    }
    expect((await t.db.select().from(posts).where(eq(posts.id, hidden.id)))[0].review_status).toBe('none');
    expect((await feedback(token, postRow.id, { verdict: 'approved' }, {} as Headers)).statusCode).toBe(401);

    const view = await get(`/schedules/accounts/${token}?from=2026-12-01&to=2026-12-31`, visitor.headers);
    expect(view.json().data.schedule[0].review_status).toBe('changes_requested');

    expect(await feedbackSummary(t.db, [postRow.id, hidden.id])).toEqual(
      new Map([
        [postRow.id, { feedback_count: 2, unseen_feedback_count: 2 }],
        [hidden.id, { feedback_count: 0, unseen_feedback_count: 0 }],
      ]),
    );
    const seen = await get(`/posts/${postRow.id}/feedback`, owner.headers);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toEqual({
      review_status: 'changes_requested',
      feedback: [
        { verdict: 'changes_requested', comment: 'Use the new logo', author_name: 'Sam Stranger', created_at: NOW.toISOString() },
        { verdict: 'approved', comment: null, author_name: 'Vera Visitor', created_at: NOW.toISOString() },
      ],
    });
    expect((await feedbackSummary(t.db, [postRow.id])).get(postRow.id)).toEqual({ feedback_count: 2, unseen_feedback_count: 0 });
    // Only the owner reads a post's feedback.
    expect((await get(`/posts/${postRow.id}/feedback`, visitor.headers)).statusCode).toBe(404);
    expect((await get(`/posts/${postRow.id}/feedback`)).statusCode).toBe(401);
  });

  it("shares the owner's queue: upcoming posts across planners, nothing past or published", async () => {
    const first = await createPlanner(t.app, owner.headers, { name: 'Queue A', color: '#111111' });
    const second = await createPlanner(t.app, owner.headers, { name: 'Queue B' });
    const later = await insertPost(t.db, second, owner.user.id, { scheduled_at: new Date('2026-12-05T08:00:00Z') });
    const sooner = await insertPost(t.db, first, owner.user.id, { scheduled_at: new Date('2026-11-23T08:00:00Z'), state: 'draft' });
    const past = await insertPost(t.db, first, owner.user.id, { scheduled_at: new Date('2026-11-21T08:00:00Z') });
    await insertPost(t.db, first, owner.user.id, { scheduled_at: new Date('2026-11-24T08:00:00Z'), state: 'published' });
    const strangerPlanner = await createPlanner(t.app, stranger.headers, { name: 'Not mine' });
    await insertPost(t.db, strangerPlanner, stranger.user.id, { scheduled_at: new Date('2026-11-24T08:00:00Z') });

    const created = await post('/posts/queue/share-links', owner.headers);
    expect(created.statusCode).toBe(200);
    const link = ShareLink.strict().parse(created.json().data.link);
    expect(link.url).toMatch(/^\/posts\/queue\/users\/[A-Za-z0-9_-]{43}$/);
    expect((await get('/posts/queue/share-links', owner.headers)).json().data.links).toEqual([link]);
    expect((await get('/posts/queue/share-links', stranger.headers)).json().data.links).toEqual([]);
    const token = tokenOf(link);

    const response = await get(`/posts/queue/users/${token}`, visitor.headers);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.owner_name).toBe('Olga Owner');
    const ids = data.posts.map((p: SharedPost) => p.id);
    // Earlier tests' upcoming posts of this owner are in the queue too; order is by time.
    expect(ids.indexOf(sooner.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids).not.toContain(past.id);
    expect(data.posts.find((p: SharedPost) => p.id === sooner.id).account).toEqual({ name: 'Queue A', color: '#111111' });
    expect(data.posts.every((p: SharedPost) => p.state !== 'published' && p.account.name !== 'Not mine')).toBe(true);
    expect(response.body).not.toContain(owner.email);

    expect((await feedback(token, sooner.id, { verdict: 'approved' })).statusCode).toBe(200);
    expect((await feedback(token, past.id, { verdict: 'approved' })).statusCode).toBe(404);
    // A queue token is not a planner token, and the other way round.
    expect((await get(`/schedules/accounts/${token}`, visitor.headers)).statusCode).toBe(404);
    const plannerToken = tokenOf(await newLink(first.id));
    expect((await get(`/posts/queue/users/${plannerToken}`, visitor.headers)).statusCode).toBe(404);
  });
});
