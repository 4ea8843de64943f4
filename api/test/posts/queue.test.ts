import { eq } from 'drizzle-orm';
import { QueueItem, QUEUE_PER_PAGE, serverMessages as m } from '@cadence/shared-lib/contract';
import { posts } from '../../src/db/schema';
import { createTestApp, manualClock, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';
import { errorsOf, makeMedia, makePlanner, postOf, postsApi, type Headers } from './fixtures';

const START = new Date('2026-02-15T12:00:00Z');

describe('posts queue', () => {
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  let api: ReturnType<typeof postsApi>;
  let owner: { headers: Headers; user: { id: number } };
  let other: { headers: Headers; user: { id: number } };
  let bakery: { id: number };
  let cafe: { id: number };
  const ids = new Map<string, number>();

  const queue = async (query = '') => {
    const response = await api.queue(owner.headers, query);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    return { items: (data.posts as unknown[]).map((p) => QueueItem.strict().parse(p)), meta: data.meta };
  };
  const captions = async (query = '') => (await queue(query)).items.map((i) => i.post.caption);

  beforeAll(async () => {
    clock = manualClock(START);
    t = await createTestApp({ clock });
    api = postsApi(t.app);
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
    bakery = await makePlanner(t.app, owner.headers, { name: 'Bakery', color: '#aa5500', timezone: 'Europe/Berlin' });
    cafe = await makePlanner(t.app, owner.headers, { name: 'Cafe', timezone: 'America/New_York' });
    const image = await makeMedia(t.db, owner.user.id);
    const add = async (name: string, planner: { id: number }, body: Record<string, unknown>, headers = owner.headers) =>
      ids.set(name, postOf(await api.create(planner.id, { caption: name, ...body }, headers)).id);
    await add('bakery-mar-02', bakery, { state: 'scheduled', date: '2026-03-02', time: '09:00', channels: ['facebook'] });
    await add('cafe-mar-01', cafe, { state: 'scheduled', date: '2026-03-01', time: '09:00', channels: ['instagram', 'twitter'], media_ids: [image.id] });
    await add('bakery-draft-mar-05', bakery, { date: '2026-03-05', time: '10:00', channels: ['twitter'] });
    await add('bakery-undated', bakery, {});
    await add('bakery-past', bakery, { state: 'scheduled', date: '2026-02-15', time: '13:30' });
    await add('bakery-old-draft', bakery, { date: '2026-01-10', time: '09:00' });
    const theirs = await makePlanner(t.app, other.headers);
    await add('not-mine', theirs, { state: 'scheduled', date: '2026-03-01', time: '08:00' }, other.headers);
    // An hour passes (short of the tokens' lifetime): bakery-past (12:30Z) is now behind us.
    clock.advance(3_600_000);
  });
  afterAll(() => t.close());

  it('lists upcoming posts across planners in time order, drafts with a date included, each with its planner', async () => {
    const { items, meta } = await queue();
    expect(items.map((i) => i.post.caption)).toEqual(['bakery-old-draft', 'cafe-mar-01', 'bakery-mar-02', 'bakery-draft-mar-05']);
    expect(meta).toEqual({ total: 4, page: 1, per_page: QUEUE_PER_PAGE, last_page: 1 });
    expect(items[1]).toMatchObject({
      id: ids.get('cafe-mar-01'),
      start_date: '2026-03-01T14:00:00.000Z',
      local_date: '2026-03-01',
      local_time: '09:00',
      planner: { id: cafe.id, name: 'Cafe', timezone: 'America/New_York' },
      post: { state: 'scheduled', type: 'image', channelsName: 'Instagram, Twitter' },
    });
    expect(items[2].planner).toEqual({ id: bakery.id, name: 'Bakery', color: '#aa5500', timezone: 'Europe/Berlin' });
  });

  it('filters by planner, channel and state', async () => {
    expect(await captions(`?planner=${cafe.id}`)).toEqual(['cafe-mar-01']);
    expect(await captions('?channel=twitter')).toEqual(['cafe-mar-01', 'bakery-draft-mar-05']);
    expect(await captions('?state=draft')).toEqual(['bakery-old-draft', 'bakery-draft-mar-05']);
    expect(await captions(`?planner=${bakery.id}&state=scheduled&channel=facebook`)).toEqual(['bakery-mar-02']);
    expect(await captions('?state=published')).toEqual([]);
  });

  it('pages by 20', async () => {
    for (let day = 10; day < 32; day += 1) {
      await api.create(bakery.id, { caption: `bulk-${day}`, state: 'scheduled', date: `2026-03-${day}`, time: '12:00' }, owner.headers);
    }
    const first = await queue();
    expect(first.items).toHaveLength(20);
    expect(first.meta).toEqual({ total: 26, page: 1, per_page: 20, last_page: 2 });
    const second = await queue('?page=2');
    expect(second.items.map((i) => i.post.caption)).toEqual(['bulk-26', 'bulk-27', 'bulk-28', 'bulk-29', 'bulk-30', 'bulk-31']);
    await t.db.delete(posts).where(eq(posts.planner_id, bakery.id)).then(() => undefined);
  });

  it('refuses bad filters', async () => {
    expect(errorsOf(await api.queue(owner.headers, '?channel=myspace'))).toEqual({ channel: [m.invalid('channel')] });
    expect(errorsOf(await api.queue(owner.headers, '?state=lost'))).toEqual({ state: [m.invalid('state')] });
    expect(errorsOf(await api.queue(owner.headers, '?page=0'))).toEqual({ page: [m.invalid('page')] });
  });

  it("never shows another user's posts", async () => {
    const theirs = (await api.queue(other.headers)).json().data.posts as Array<{ post: { caption: string } }>;
    expect(theirs.map((p) => p.post.caption)).toEqual(['not-mine']);
  });
});
