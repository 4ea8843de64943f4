// Publishing to LinkedIn members and organizations against the LinkedIn fake, faults included.
import { createLinkedInOAuth, createLinkedInPublisher } from '../../src/modules/social/linkedin';
import type { PublishAccount } from '../../src/modules/social/types';
import { bytes, configFor, content, failureOf, LINKEDIN_APP, media, PNG, prepared, startFakes, type Fakes } from './helpers';

let fakes: Fakes;
let member: PublishAccount;
let organization: PublishAccount;

beforeAll(async () => {
  fakes = await startFakes();
});
afterAll(() => fakes.close());
beforeEach(() => {
  fakes.linkedin.fake.reset();
  const minted = fakes.linkedin.fake.mintAccount('Publishing Member');
  member = { platform: 'linkedin', kind: 'member', externalId: minted.externalId, accessToken: minted.accessToken, parentExternalId: null };
  organization = { platform: 'linkedin', kind: 'organization', externalId: minted.organization.externalId, accessToken: minted.accessToken, parentExternalId: null };
});

const publisher = () => createLinkedInPublisher(fakes.config, LINKEDIN_APP);

async function publish(account: PublishAccount, c = content('Hello LinkedIn')) {
  const p = publisher();
  const { progress } = await prepared((progress) => p.prepare(account, c, progress));
  return p.create(account, c, progress);
}

test('a text post by a member goes out once, with a link to the live post', async () => {
  const ref = await publish(member, content('Launch day (finally) #cadence @team 100% *done*'));
  expect(ref.externalId).toMatch(/^urn:li:share:\d{19}$/);
  expect(ref.link).toBe(`${fakes.linkedin.url}/www/feed/update/${ref.externalId}`);
  const posts = fakes.linkedin.fake.posts();
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({ id: ref.externalId, accountId: `urn:li:person:${member.externalId}`, mediaCount: 0 });
  // Little-text markup characters are escaped, so LinkedIn shows them as typed.
  expect(posts[0].text).toBe('Launch day \\(finally\\) \\#cadence \\@team 100% \\*done\\*');
  const page = await (await fetch(ref.link)).text();
  expect(page).toContain('Sandbox network.');
  expect(page).toContain('Launch day');
});

test('an organization posts a single image; the image is uploaded with one PUT and checked before the post', async () => {
  const ref = await publish(organization, content('One picture', { media: [media('image', PNG)] }));
  const [post] = fakes.linkedin.fake.posts();
  expect(post).toMatchObject({ id: ref.externalId, accountId: `urn:li:organization:${organization.externalId}`, mediaCount: 1 });
  expect(fakes.linkedin.fake.calls('POST /api/rest/images')).toBe(1);
});

test('LinkedIn lets an organization read its image status back, but not a member (403)', async () => {
  const p = publisher();
  const orgRun = await prepared((progress) => p.prepare(organization, content('x', { media: [media('image', PNG)] }), progress));
  const memberRun = await prepared((progress) => p.prepare(member, content('x', { media: [media('image', PNG)] }), progress));
  const urnOf = (progress: Record<string, unknown>) => (progress.linkedinMedia as Array<{ urn: string }>)[0].urn;
  const read = (urn: string) =>
    fetch(`${fakes.linkedin.url}/api/rest/images/${encodeURIComponent(urn)}`, {
      headers: { authorization: `Bearer ${member.accessToken}`, 'linkedin-version': '202601', 'x-restli-protocol-version': '2.0.0' },
    });
  const orgImage = await read(urnOf(orgRun.progress));
  expect(orgImage.status).toBe(200);
  expect(await orgImage.json()).toMatchObject({ status: 'AVAILABLE' });
  expect((await read(urnOf(memberRun.progress))).status).toBe(403);
});

test('a member posts several images as a multi-image post (member tokens cannot read images back, so no status check)', async () => {
  const images = [media('image', PNG), media('image', bytes(3000, 'b')), media('image', bytes(4000, 'c'))];
  await publish(member, content('Three pictures', { media: images }));
  expect(fakes.linkedin.fake.posts()[0].mediaCount).toBe(3);
  expect(fakes.linkedin.fake.calls('POST /api/rest/images')).toBe(3);
});

test('a video goes up in LinkedIn-sized parts with their ETags, is finalized, and the post names it', async () => {
  const video = bytes(9 * 1024 * 1024 + 123, 'video');
  await publish(member, content('Watch this', { media: [media('video', video)] }));
  expect(fakes.linkedin.fake.posts()[0].mediaCount).toBe(1);
  expect(fakes.linkedin.fake.calls('POST /api/rest/videos')).toBe(2); // initialize + finalize
});

test('a link post becomes an article with the preview title', async () => {
  await publish(member, content('Read our post', { link: { url: 'https://example.com/blog', title: 'Our blog', description: 'News', image: null } }));
  expect(fakes.linkedin.fake.posts()[0].link).toBe('https://example.com/blog');
});

test('the first comment appears under the post', async () => {
  const ref = await publish(organization);
  await publisher().comment(organization, ref, 'First!');
  expect(fakes.linkedin.fake.posts()[0].comments).toEqual(['First!']);
});

test('media still processing: prepare() asks to retry until LinkedIn says AVAILABLE', async () => {
  fakes.linkedin.fake.inject({ kind: 'media-in-progress', times: 2 });
  const p = publisher();
  const c = content('Processing', { media: [media('image', PNG)] });
  const { progress, calls } = await prepared((progress) => p.prepare(organization, c, progress));
  expect(calls).toBe(3);
  expect(fakes.linkedin.fake.calls('POST /api/rest/images')).toBe(1); // the upload is not repeated
  await p.create(organization, c, progress);
  expect(fakes.linkedin.fake.posts()).toHaveLength(1);
});

test('a member image still processing makes the create a retry (nothing is created)', async () => {
  fakes.linkedin.fake.inject({ kind: 'media-in-progress', times: 1 });
  const p = publisher();
  const c = content('Member image', { media: [media('image', PNG)] });
  const { progress } = await prepared((progress) => p.prepare(member, c, progress));
  expect(await failureOf(p.create(member, c, progress))).toMatchObject({ failure: 'retry' });
  expect(fakes.linkedin.fake.posts()).toHaveLength(0);
  await p.create(member, c, progress);
  expect(fakes.linkedin.fake.posts()).toHaveLength(1);
});

test('media that LinkedIn cannot process fails the post for the user to fix', async () => {
  fakes.linkedin.fake.inject({ kind: 'media-error' });
  const p = publisher();
  const failure = await failureOf(p.prepare(member, content('Bad video', { media: [media('video', bytes(1000))] }), {}));
  expect(failure).toMatchObject({ failure: 'permanent', code: 'PROCESSING_FAILED' });
  expect(failure.userMessage).toMatch(/replace it/);
});

test.each([
  ['server-error', 'retry', '500'],
  ['rate-limit', 'retry', 'TOO_MANY_REQUESTS'],
  ['expired-token', 'refresh', 'EXPIRED_ACCESS_TOKEN'],
  ['revoked-token', 'reconnect', 'REVOKED_ACCESS_TOKEN'],
  ['duplicate', 'permanent', 'duplicate'],
] as const)('fault %s on the create → %s', async (kind, failure, code) => {
  fakes.linkedin.fake.inject({ kind });
  const result = await failureOf(publish(member));
  expect(result).toMatchObject({ failure, code });
  expect(result.userMessage.length).toBeGreaterThan(20);
  expect(fakes.linkedin.fake.posts()).toHaveLength(0);
  if (kind === 'rate-limit') expect(result.retryAfterMs).toBeGreaterThan(0);
});

test('after a revoked token even the refresh is refused: the member must reconnect', async () => {
  const minted = fakes.linkedin.fake.mintAccount('Revoking Member');
  const account: PublishAccount = { ...member, externalId: minted.externalId, accessToken: minted.accessToken };
  fakes.linkedin.fake.inject({ kind: 'revoked-token' });
  await failureOf(publish(account));
  expect(await failureOf(publish(account))).toMatchObject({ failure: 'reconnect', code: 'REVOKED_ACCESS_TOKEN' });
  expect(await failureOf(createLinkedInOAuth(fakes.config, LINKEDIN_APP).refresh(minted.refreshToken)!)).toMatchObject({ failure: 'reconnect' });
});

test('drop-after-accept: the create has no answer (unknown), and findExisting() finds the post it made', async () => {
  fakes.linkedin.fake.inject({ kind: 'drop-after-accept' });
  const since = new Date(Date.now() - 1000);
  const c = content('Did it go out? #maybe');
  expect(await failureOf(publish(member, c))).toMatchObject({ failure: 'unknown' });
  expect(fakes.linkedin.fake.posts()).toHaveLength(1);
  const found = await publisher().findExisting(member, c, {}, since);
  expect(found?.externalId).toBe(fakes.linkedin.fake.posts()[0].id);
  expect(await publisher().findExisting(member, content('Another text'), {}, since)).toBeNull();
  expect(await publisher().findExisting(member, c, {}, new Date(Date.now() + 5 * 60_000))).toBeNull();
});

test('a slow answer still publishes once', async () => {
  fakes.linkedin.fake.inject({ kind: 'slow', delayMs: 300 });
  const started = Date.now();
  await publish(member);
  expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  expect(fakes.linkedin.fake.posts()).toHaveLength(1);
});

test('a LinkedIn-Version LinkedIn no longer serves is a configuration error for the administrator', async () => {
  const old = createLinkedInPublisher(configFor(fakes.linkedin.url, fakes.x.url, { LINKEDIN_VERSION: '202301' }), LINKEDIN_APP);
  const failure = await failureOf(old.create(member, content('Old version'), {}));
  expect(failure).toMatchObject({ failure: 'permanent', code: '426' });
  expect(failure.userMessage).toBe('LinkedIn no longer accepts API version 202301: the administrator must update LINKEDIN_VERSION.');
});

test('the fake refuses /rest calls without LinkedIn-Version or with a post naming an image that was never uploaded', async () => {
  const noVersion = await fetch(`${fakes.linkedin.url}/api/rest/posts`, { method: 'POST', headers: { authorization: `Bearer ${member.accessToken}` } });
  expect(noVersion.status).toBe(400);
  expect(await noVersion.json()).toMatchObject({ code: 'VERSION_MISSING' });
  const p = publisher();
  const failure = await failureOf(p.create(member, content('Ghost', { media: [media('image', PNG)] }), { linkedinMedia: [{ urn: 'urn:li:image:ghost', kind: 'image', ready: true }] }));
  expect(failure.failure).toBe('permanent');
  expect(fakes.linkedin.fake.posts()).toHaveLength(0);
});

test('a member cannot post as an organization they do not administer', async () => {
  const stranger = fakes.linkedin.fake.mintAccount('Stranger');
  const failure = await failureOf(publish({ ...organization, accessToken: stranger.accessToken }));
  expect(failure.failure).toBe('reconnect');
});

test('the sandbox control routes list the posts and take faults', async () => {
  await publish(member);
  const listed = (await (await fetch(`${fakes.linkedin.url}/__sandbox/posts`)).json()) as { data: unknown[] };
  expect(listed.data).toHaveLength(1);
  await fetch(`${fakes.linkedin.url}/__sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'server-error', times: 2 }) });
  expect((await failureOf(publish(member, content('a')))).failure).toBe('retry');
  expect((await failureOf(publish(member, content('b')))).failure).toBe('retry');
  await publish(member, content('c'));
  expect(fakes.linkedin.fake.posts()).toHaveLength(2);
});
