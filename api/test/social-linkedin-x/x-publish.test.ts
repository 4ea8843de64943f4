// Publishing to X against the X fake: text, images, video with processing, replies, and faults.
import { createXOAuth, createXPublisher } from '../../src/modules/social/x';
import type { PublishAccount } from '../../src/modules/social/types';
import { bytes, content, failureOf, media, PNG, prepared, startFakes, X_APP, type Fakes } from './helpers';

let fakes: Fakes;
let user: PublishAccount;
let refreshToken: string;

beforeAll(async () => {
  fakes = await startFakes();
});
afterAll(() => fakes.close());
beforeEach(() => {
  fakes.x.fake.reset();
  const minted = fakes.x.fake.mintAccount();
  user = { platform: 'twitter', kind: 'user', externalId: minted.externalId, accessToken: minted.accessToken, parentExternalId: null };
  refreshToken = minted.refreshToken;
});

const publisher = () => createXPublisher(fakes.config, X_APP);

async function publish(c = content('Hello X')) {
  const p = publisher();
  const { progress } = await prepared((progress) => p.prepare(user, c, progress));
  return p.create(user, c, progress);
}

test('a text post goes out once, with a link to it', async () => {
  const ref = await publish(content('Hello X & friends <3'));
  expect(ref.externalId).toMatch(/^\d{19}$/);
  expect(ref.link).toBe(`${fakes.x.url}/www/i/web/status/${ref.externalId}`);
  expect(fakes.x.fake.posts()).toEqual([expect.objectContaining({ id: ref.externalId, accountId: user.externalId, text: 'Hello X & friends <3', mediaCount: 0 })]);
  expect(await (await fetch(ref.link)).text()).toContain('Hello X &amp; friends');
});

test('four images go up with the chunked upload and are ready at once', async () => {
  const images = [PNG, bytes(1500, 'a'), bytes(2500 * 1024, 'big'), bytes(900, 'c')].map((b) => media('image', b));
  await publish(content('Four', { media: images }));
  expect(fakes.x.fake.posts()[0].mediaCount).toBe(4);
  expect(fakes.x.fake.calls('POST /api/2/media/upload/initialize')).toBe(4);
  expect(fakes.x.fake.calls('GET /api/2/media/upload')).toBe(0);
});

test('a video is processed asynchronously: prepare() polls STATUS once per call and asks to retry until it succeeds', async () => {
  const p = publisher();
  const c = content('Video', { media: [media('video', bytes(2 * 1024 * 1024 + 10, 'v'))] });
  const first = await failureOf(p.prepare(user, c, {}));
  expect(first).toMatchObject({ failure: 'retry', code: 'media_processing' });
  expect(first.retryAfterMs).toBeGreaterThan(0);
  const { progress, calls } = await prepared((progress) => p.prepare(user, c, progress));
  expect(calls).toBe(2);
  await p.create(user, c, progress);
  expect(fakes.x.fake.posts()[0].mediaCount).toBe(1);
});

test('media that X cannot process fails the post for the user to fix', async () => {
  fakes.x.fake.inject({ kind: 'media-error' });
  const failure = await failureOf(prepared((progress) => publisher().prepare(user, content('Bad', { media: [media('video', bytes(5000))] }), progress)));
  expect(failure).toMatchObject({ failure: 'permanent', code: 'media_failed' });
});

test('media-in-progress keeps an image in processing for the given number of polls', async () => {
  fakes.x.fake.inject({ kind: 'media-in-progress', times: 2 });
  const { calls } = await prepared((progress) => publisher().prepare(user, content('Slow image', { media: [media('image', PNG)] }), progress));
  expect(calls).toBe(3);
});

test('a post naming media that is not ready is refused by X', async () => {
  const response = await fetch(`${fakes.x.url}/api/2/tweets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'x', media: { media_ids: ['123'] } }),
  });
  expect(response.status).toBe(400);
  expect(response.headers.get('x-rate-limit-limit')).toBe('100');
});

test('the first comment is a reply to the post', async () => {
  const ref = await publish();
  await publisher().comment(user, ref, 'More in the thread');
  expect(fakes.x.fake.posts()).toHaveLength(1);
  expect(fakes.x.fake.posts()[0].comments).toEqual(['More in the thread']);
});

test('the same text twice from one user is a duplicate the user must change', async () => {
  await publish(content('Same words'));
  const failure = await failureOf(publish(content('Same words')));
  expect(failure).toMatchObject({ failure: 'permanent', code: 'duplicate' });
  expect(fakes.x.fake.posts()).toHaveLength(1);
});

test('a 429 says when to try again (x-rate-limit-reset)', async () => {
  fakes.x.fake.inject({ kind: 'rate-limit' });
  const failure = await failureOf(publish());
  expect(failure.failure).toBe('retry');
  expect(failure.retryAfterMs).toBeGreaterThan(50_000);
  expect(failure.retryAfterMs).toBeLessThanOrEqual(61_000);
});

test.each([
  ['server-error', 'retry'],
  ['expired-token', 'refresh'],
  ['duplicate', 'permanent'],
] as const)('fault %s on the create → %s', async (kind, failure) => {
  fakes.x.fake.inject({ kind });
  expect((await failureOf(publish())).failure).toBe(failure);
  expect(fakes.x.fake.posts()).toHaveLength(0);
});

test('a revoked app: the create answers 401 (refresh), and the refresh is refused (reconnect)', async () => {
  fakes.x.fake.inject({ kind: 'revoked-token' });
  expect((await failureOf(publish())).failure).toBe('refresh');
  expect(await failureOf(createXOAuth(fakes.config, X_APP).refresh(refreshToken)!)).toMatchObject({ failure: 'reconnect' });
});

test('drop-after-accept: the create has no answer (unknown), and findExisting() finds the post it made', async () => {
  fakes.x.fake.inject({ kind: 'drop-after-accept' });
  const since = new Date(Date.now() - 1000);
  const c = content('Maybe out', { link: { url: 'https://example.com/a', title: null, description: null, image: null } });
  expect(await failureOf(publish(c))).toMatchObject({ failure: 'unknown' });
  expect(fakes.x.fake.posts()).toEqual([expect.objectContaining({ text: 'Maybe out\n\nhttps://example.com/a', link: 'https://example.com/a' })]);
  const found = await publisher().findExisting(user, c, {}, since);
  expect(found?.externalId).toBe(fakes.x.fake.posts()[0].id);
  expect(await publisher().findExisting(user, content('Other'), {}, since)).toBeNull();
});

test('findExisting() ignores posts from before the target was armed', async () => {
  await publish(content('Old post'));
  expect(await publisher().findExisting(user, content('Old post'), {}, new Date(Date.now() + 5 * 60_000))).toBeNull();
});

test('text over 280 weighted characters is refused as permanent', async () => {
  const failure = await failureOf(publish(content('😀'.repeat(141))));
  expect(failure).toMatchObject({ failure: 'permanent', code: 'too-long' });
});

test('the legacy command=INIT|APPEND|FINALIZE upload and the one-shot upload still work on the fake', async () => {
  const auth = { authorization: `Bearer ${user.accessToken}` };
  const init = (await (await fetch(`${fakes.x.url}/api/2/media/upload`, { method: 'POST', headers: auth, body: new URLSearchParams({ command: 'INIT', total_bytes: String(PNG.length), media_type: 'image/png' }) })).json()) as {
    data: { id: string };
  };
  const append = new FormData();
  append.set('command', 'APPEND');
  append.set('media_id', init.data.id);
  append.set('segment_index', '0');
  append.set('media', new Blob([new Uint8Array(PNG)]));
  expect((await fetch(`${fakes.x.url}/api/2/media/upload`, { method: 'POST', headers: auth, body: append })).status).toBe(204);
  const fin = await fetch(`${fakes.x.url}/api/2/media/upload`, { method: 'POST', headers: auth, body: new URLSearchParams({ command: 'FINALIZE', media_id: init.data.id }) });
  expect(await fin.json()).toMatchObject({ data: { id: init.data.id, size: PNG.length } });

  const simple = new FormData();
  simple.set('media', new Blob([new Uint8Array(PNG)]));
  simple.set('media_category', 'tweet_image');
  const one = (await (await fetch(`${fakes.x.url}/api/2/media/upload`, { method: 'POST', headers: auth, body: simple })).json()) as { data: { id: string } };
  const tweet = await fetch(`${fakes.x.url}/api/2/tweets`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'two', media: { media_ids: [init.data.id, one.data.id] } }),
  });
  expect(tweet.status).toBe(201);
});
