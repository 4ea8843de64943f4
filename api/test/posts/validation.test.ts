import { NETWORK_LIMITS, postMessages, serverMessages as m } from '@cadence/shared-lib/contract';
import { createTestApp, manualClock, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';
import { errorsOf, makeMedia, makePlanner, postOf, postsApi, type Headers } from './fixtures';

const NOW = new Date('2026-02-15T12:00:00Z');

describe('posts: each validation message', () => {
  let t: TestApp;
  let api: ReturnType<typeof postsApi>;
  let owner: { headers: Headers; user: { id: number } };
  let other: { headers: Headers; user: { id: number } };
  let planner: { id: number };
  const errors = async (body: Record<string, unknown>) => errorsOf(await api.create(planner.id, body, owner.headers));

  beforeAll(async () => {
    t = await createTestApp({ clock: manualClock(NOW) });
    api = postsApi(t.app);
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
    planner = await makePlanner(t.app, owner.headers, { timezone: 'UTC' });
  });
  afterAll(() => t.close());

  it('needs a caption unless the post has media or a link', async () => {
    expect(await errors({ caption: '   ' })).toEqual({ caption: [postMessages.captionRequired] });
    expect(await errors({})).toEqual({ caption: [postMessages.captionRequired] });
  });

  it.each(Object.entries(NETWORK_LIMITS))('holds a %s variant to %i characters', async (network, limit) => {
    expect(await errors({ caption: 'ok', variants: { [network]: 'x'.repeat(limit + 1) } })).toEqual({
      [`variants.${network}`]: [postMessages.networkLimit(network as keyof typeof NETWORK_LIMITS)],
    });
  });

  it('counts characters, not UTF-16 units, so an emoji counts once', async () => {
    expect(postOf(await api.create(planner.id, { caption: '🍞'.repeat(280), channels: ['twitter'] }, owner.headers)).caption).toBe('🍞'.repeat(280));
  });

  it('holds the caption to the limit of each chosen network without its own variant', async () => {
    const long = 'x'.repeat(NETWORK_LIMITS.twitter + 1);
    expect(await errors({ caption: long, channels: ['facebook', 'twitter'] })).toEqual({ caption: [postMessages.networkLimit('twitter')] });
    // A variant within the limit carries that network instead.
    expect(postOf(await api.create(planner.id, { caption: long, channels: ['facebook', 'twitter'], variants: { twitter: 'short' } }, owner.headers)).variants).toEqual({
      twitter: 'short',
    });
    expect(await errors({ caption: 'x'.repeat(NETWORK_LIMITS.facebook + 1) })).toEqual({ caption: [m.max('caption', NETWORK_LIMITS.facebook)] });
  });

  it('refuses Instagram without media', async () => {
    expect(await errors({ caption: 'No picture', channels: ['instagram'] })).toEqual({ channels: [postMessages.instagramNeedsMedia] });
  });

  it('refuses a video together with images, and more than 10 images', async () => {
    const video = await makeMedia(t.db, owner.user.id, 'video');
    const image = await makeMedia(t.db, owner.user.id, 'image');
    expect(await errors({ caption: 'Mixed', media_ids: [image.id, video.id] })).toEqual({ media_ids: [postMessages.videoAlone] });
    const eleven = Array.from({ length: 11 }, (_, i) => i + 1);
    expect(await errors({ caption: 'Many', media_ids: eleven })).toEqual({ media_ids: [postMessages.tooManyImages] });
  });

  it("refuses unknown media and another user's media", async () => {
    const mine = await makeMedia(t.db, owner.user.id);
    const theirs = await makeMedia(t.db, other.user.id);
    expect(await errors({ caption: 'x', media_ids: [mine.id, theirs.id] })).toEqual({ 'media_ids.1': [m.invalid('media_ids.1')] });
    expect(await errors({ caption: 'x', media_ids: [999999] })).toEqual({ 'media_ids.0': [m.invalid('media_ids.0')] });
  });

  it('refuses a scheduled post in the past, or without a date and time', async () => {
    expect(await errors({ caption: 'Late', state: 'scheduled', date: '2026-02-15', time: '11:59' })).toEqual({ date: [postMessages.inThePast] });
    expect(await errors({ caption: 'When?', state: 'scheduled' })).toEqual({
      date: [m.requiredIf('date', 'state', 'scheduled')],
      time: [m.requiredIf('time', 'state', 'scheduled')],
    });
    expect(await errors({ caption: 'Half', date: '2026-03-01' })).toEqual({ time: [postMessages.timeRequiredWithDate] });
    expect(await errors({ caption: 'Bad', date: '2026-02-30', time: '24:00' })).toEqual({
      date: [m.dateFormat('date', 'Y-m-d')],
      time: [m.dateFormat('time', 'H:i')],
    });
  });

  it.each(['not a url', 'ftp://bakery.example.com', 'javascript:alert(1)', 'https://localhost'])('refuses the link %s', async (url) => {
    expect(await errors({ caption: 'x', link_url: url })).toEqual({ link_url: [postMessages.urlInvalid] });
  });

  it('refuses unknown channels and states, and fields it does not know', async () => {
    expect(await errors({ caption: 'x', channels: ['facebook', 'myspace'] })).toEqual({ 'channels.1': [m.invalid('channels')] });
    expect(await errors({ caption: 'x', state: 'published' })).toEqual({ state: [m.invalid('state')] });
    const unknown = await errors({ caption: 'x', user_id: other.user.id });
    expect(Object.keys(unknown)).toEqual(['user_id']);
  });

  it('holds title and first comment to their limits', async () => {
    expect(await errors({ caption: 'x', title: 't'.repeat(121) })).toEqual({ title: [m.max('title', 120)] });
    expect(await errors({ caption: 'x', first_comment: 'c'.repeat(2201) })).toEqual({ first_comment: [m.max('first_comment', 2200)] });
  });

  it('applies the same rules to a full update', async () => {
    const post = postOf(await api.create(planner.id, { caption: 'Valid' }, owner.headers));
    expect(errorsOf(await api.update(post.id, { caption: 'Valid', channels: ['instagram'] }, owner.headers))).toEqual({
      channels: [postMessages.instagramNeedsMedia],
    });
  });
});
