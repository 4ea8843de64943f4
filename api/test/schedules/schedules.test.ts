import { ScheduleAccount, ScheduleItem, postMessages, UnscheduledItem } from '@cadence/shared-lib/contract';
import { createTestApp, manualClock, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';
import { errorsOf, makeMedia, makePlanner, postOf, postsApi, type Headers } from '../posts/fixtures';

// 23:10 UTC on 31 January is already 1 February in Berlin: the default month is the planner's.
const NOW = new Date('2026-01-31T23:10:00Z');

describe('GET /schedules/:id', () => {
  let t: TestApp;
  let api: ReturnType<typeof postsApi>;
  let owner: { headers: Headers; user: { id: number } };
  let planner: { id: number };

  const schedule = async (query = '') => {
    const response = await api.schedule(planner.id, owner.headers, query);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    return {
      account: ScheduleAccount.strict().parse(data.account),
      schedule: (data.schedule as unknown[]).map((i) => ScheduleItem.strict().parse(i)),
      unscheduled: (data.unscheduled as unknown[]).map((i) => UnscheduledItem.strict().parse(i)),
    };
  };
  const captions = async (query = '') => (await schedule(query)).schedule.map((i) => i.post.caption);

  beforeAll(async () => {
    t = await createTestApp({ clock: manualClock(NOW) });
    api = postsApi(t.app);
    owner = await registerUser(t.app, { full_name: 'Olga Owner' });
    planner = await makePlanner(t.app, owner.headers, { name: 'Bakery', desc: 'Bread daily', color: '#aa5500', timezone: 'Europe/Berlin' });
    const other = await makePlanner(t.app, owner.headers, { name: 'Other' });
    const image = await makeMedia(t.db, owner.user.id);
    const add = (body: Record<string, unknown>, into = planner) => api.create(into.id, body, owner.headers).then(postOf);
    // 00:30 on 1 February in Berlin is still 31 January in UTC: it belongs to February here.
    await add({ caption: 'feb-first', state: 'scheduled', date: '2026-02-01', time: '00:30' });
    await add({
      caption: 'feb-image',
      title: 'Loaf',
      state: 'scheduled',
      date: '2026-02-14',
      time: '09:00',
      media_ids: [image.id],
      channels: ['facebook', 'linkedin'],
      link_url: 'https://bakery.example.com/loaf',
      link_meta: { title: 'Loaf', description: 'Sourdough', host: 'bakery.example.com', image: 'https://bakery.example.com/loaf.jpg' },
      first_comment: 'Yum',
    });
    await add({ caption: 'feb-last-draft', date: '2026-02-28', time: '23:59' });
    await add({ caption: 'march', state: 'scheduled', date: '2026-03-01', time: '00:00' });
    await add({ caption: 'undated' });
    await add({ caption: 'other-planner', state: 'scheduled', date: '2026-02-10', time: '09:00' }, other);
  });
  afterAll(() => t.close());

  it("answers the planner's current month (in its zone) in time order, with the account and the undated drafts", async () => {
    const { account, schedule: items, unscheduled } = await schedule();
    expect(account).toEqual({ id: planner.id, name: 'Bakery', desc: 'Bread daily', color: '#aa5500', timezone: 'Europe/Berlin', user: { full_name: 'Olga Owner' } });
    expect(items.map((i) => [i.post.caption, i.local_date, i.local_time, i.start_date])).toEqual([
      ['feb-first', '2026-02-01', '00:30', '2026-01-31T23:30:00.000Z'],
      ['feb-image', '2026-02-14', '09:00', '2026-02-14T08:00:00.000Z'],
      ['feb-last-draft', '2026-02-28', '23:59', '2026-02-28T22:59:00.000Z'],
    ]);
    expect(unscheduled.map((u) => u.post.caption)).toEqual(['undated']);
  });

  it('describes each post as the preview needs it (spec §3 Post preview)', async () => {
    const [, item] = (await schedule()).schedule;
    expect(item.post).toMatchObject({
      title: 'Loaf',
      type: 'image',
      state: 'scheduled',
      channels: ['facebook', 'linkedin'],
      channelsName: 'Facebook, LinkedIn',
      data: { caption: 'feb-image', image: expect.stringMatching(/^\/media\/show\/image-/), url: 'https://bakery.example.com/loaf' },
      meta: { title: 'Loaf', description: 'Sourdough', host: 'bakery.example.com', image: 'https://bakery.example.com/loaf.jpg' },
      first_comment: 'Yum',
      review_status: 'none',
    });
    expect(item.post.media).toHaveLength(1);
  });

  it('answers a chosen window of local days, both ends included', async () => {
    expect(await captions('?from=2026-02-14&to=2026-03-01')).toEqual(['feb-image', 'feb-last-draft', 'march']);
    expect(await captions('?from=2026-02-15&to=2026-02-27')).toEqual([]);
  });

  it('refuses windows that are reversed, longer than 62 days or half given', async () => {
    const errors = async (query: string) => errorsOf(await api.schedule(planner.id, owner.headers, query));
    expect(await errors('?from=2026-03-01&to=2026-02-01')).toEqual({ to: [postMessages.windowOrder] });
    expect(await errors('?from=2026-01-01&to=2026-03-04')).toEqual({ to: [postMessages.windowTooLong] });
    expect(await errors('?from=2026-01-01')).toEqual({ to: [postMessages.windowBoth] });
    expect(await errors('?from=2026-13-01&to=2026-13-02')).toEqual({
      from: ['The from field must match the format Y-m-d.'],
      to: ['The to field must match the format Y-m-d.'],
    });
    // 62 days exactly is fine.
    expect((await api.schedule(planner.id, owner.headers, '?from=2026-01-01&to=2026-03-03')).statusCode).toBe(200);
  });

  it("answers 404 for an unknown planner or another user's", async () => {
    const stranger = await registerUser(t.app);
    expect((await api.schedule(planner.id, stranger.headers)).statusCode).toBe(404);
    expect((await api.schedule(999999, owner.headers)).statusCode).toBe(404);
  });
});
