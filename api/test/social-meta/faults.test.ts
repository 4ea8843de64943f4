// Every fault the fake Meta network can inject, seen through the real clients: each lands in the
// failure class the publisher acts on (platform-contracts §7), with words a user understands.
import { createFacebookPublisher, createInstagramPublisher } from '../../src/modules/social/meta';
import { resetGraphCooldowns } from '../../src/modules/social/meta/graph-client';
import { NetworkError, type PlatformPublisher, type PublishAccount } from '../../src/modules/social/types';
import type { MetaFake } from '../../src/sandbox-networks/meta';
import type { RunningFake } from '../../src/sandbox-networks/server';
import { connect, content, CREDENTIALS, media, publishAccounts, socialConfig, startMediaServer, startMeta, type MediaServer } from './helpers';

let meta: RunningFake<MetaFake>;
let files: MediaServer;
let page: PublishAccount;
let ig: PublishAccount;
let facebook: PlatformPublisher;
let instagram: PlatformPublisher;

beforeAll(async () => {
  [meta, files] = await Promise.all([startMeta(), startMediaServer()]);
  const config = socialConfig(meta.url, files.url);
  ({ page, instagram: ig } = publishAccounts((await connect(config)).discovery));
  facebook = createFacebookPublisher(config, CREDENTIALS);
  instagram = createInstagramPublisher(config, CREDENTIALS);
});
afterAll(() => Promise.all([meta.close(), files.close()]));
beforeEach(() => {
  meta.fake.clearFaults();
  resetGraphCooldowns();
});

async function failure(run: () => Promise<unknown>): Promise<NetworkError> {
  const error: unknown = await run().then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof NetworkError)) throw new Error(`Expected a NetworkError, got ${String(error)}`);
  return error;
}

const post = (text: string) => () => facebook.create(page, content(text), {});

describe('Meta faults through the clients', () => {
  it('server error → retry, and nothing was posted', async () => {
    const before = meta.fake.posts().length;
    meta.fake.inject({ kind: 'server-error' });
    const error = await failure(post('During an outage'));
    expect(error).toMatchObject({ failure: 'retry', code: '2' });
    expect(error.userMessage).toContain('Facebook had a temporary problem');
    expect(meta.fake.posts()).toHaveLength(before);
    // One-shot: the next attempt goes through.
    await expect(post('During an outage')()).resolves.toMatchObject({ externalId: expect.any(String) });
  });

  it('rate limit → retry after the time the usage header gives', async () => {
    meta.fake.inject({ kind: 'rate-limit' });
    const error = await failure(post('Too fast'));
    expect(error).toMatchObject({ failure: 'retry', code: '32', retryAfterMs: 5 * 60_000 });
    meta.fake.inject({ kind: 'rate-limit' });
    const c = content('Too fast on Instagram', { media: [media(files, '/a.jpg')] });
    const progress = await instagram.prepare(ig, c, {});
    await expect(failure(() => instagram.create(ig, c, progress))).resolves.toMatchObject({ failure: 'retry', code: '80002', retryAfterMs: 5 * 60_000 });
  });

  it('expired and revoked tokens → reconnect, saying what to do', async () => {
    meta.fake.inject({ kind: 'expired-token' });
    const expired = await failure(post('Expired'));
    expect(expired).toMatchObject({ failure: 'reconnect', code: '190/463', action: 'reconnect' });
    expect(expired.userMessage).toBe(
      'Facebook says the access token has expired. Reconnect Facebook in Account settings → Connections. (code 190/463)',
    );
    meta.fake.inject({ kind: 'revoked-token' });
    await expect(failure(post('Revoked'))).resolves.toMatchObject({ failure: 'reconnect', code: '190/460' });
  });

  it('expireTokens() makes every issued token fail with reconnect', async () => {
    const fresh = await startMeta();
    try {
      const config = socialConfig(fresh.url, files.url);
      const accounts = publishAccounts((await connect(config)).discovery);
      fresh.fake.expireTokens();
      await expect(failure(() => createFacebookPublisher(config, CREDENTIALS).create(accounts.page, content('Late'), {}))).resolves.toMatchObject({
        failure: 'reconnect',
        code: '190/463',
      });
    } finally {
      await fresh.close();
    }
  });

  it('duplicate → permanent (fix the content)', async () => {
    meta.fake.inject({ kind: 'duplicate' });
    const error = await failure(post('Same again'));
    expect(error).toMatchObject({ failure: 'permanent', code: '506', action: 'fix' });
    expect(error.userMessage).toContain('duplicate');
  });

  it('media error → permanent with the reason', async () => {
    meta.fake.inject({ kind: 'media-error' });
    const error = await failure(() => instagram.prepare(ig, content('Bad reel', { media: [media(files, '/clip.mp4')] }), {}));
    expect(error).toMatchObject({ failure: 'permanent', code: 'container/2207026' });
    expect(error.userMessage).toContain('video');
  });

  it('drop after accept on the create → unknown, and findExisting finds the post', async () => {
    const since = new Date();
    meta.fake.inject({ kind: 'drop-after-accept' });
    const error = await failure(post('Did it go out?'));
    expect(error).toMatchObject({ failure: 'unknown' });
    const made = meta.fake.posts().filter((p) => p.text === 'Did it go out?');
    expect(made).toHaveLength(1);
    await expect(facebook.findExisting(page, content('Did it go out?'), {}, since)).resolves.toEqual({ externalId: made[0].id, link: made[0].permalink });
  });

  it('drop after accept on media_publish → unknown, and findExisting finds the Instagram post', async () => {
    const since = new Date();
    const c = content('Dropped on Instagram', { media: [media(files, '/a.jpg')] });
    const progress = await instagram.prepare(ig, c, {});
    meta.fake.inject({ kind: 'drop-after-accept' });
    await expect(failure(() => instagram.create(ig, c, progress))).resolves.toMatchObject({ failure: 'unknown' });
    const made = meta.fake.posts().filter((p) => p.text === 'Dropped on Instagram');
    expect(made).toHaveLength(1);
    await expect(instagram.findExisting(ig, c, progress, since)).resolves.toEqual({ externalId: made[0].id, link: made[0].permalink });
  });

  it('slow answers within the deadline pass; a server error while reconciling → retry', async () => {
    meta.fake.inject({ kind: 'slow', delayMs: 200 });
    await expect(post('Slow but fine')()).resolves.toMatchObject({ externalId: expect.any(String) });
    meta.fake.inject({ kind: 'server-error', match: 'published_posts' });
    await expect(failure(() => facebook.findExisting(page, content('x'), {}, new Date()))).resolves.toMatchObject({ failure: 'retry' });
  });

  it('holds back for a while once the app usage passes 90%', async () => {
    meta.fake.setAppUsage(95);
    try {
      await expect(post('Busy hour')()).resolves.toMatchObject({ externalId: expect.any(String) });
      const before = meta.fake.posts().length;
      const error = await failure(post('Held back'));
      expect(error).toMatchObject({ failure: 'retry', code: 'app_usage_high' });
      expect(error.retryAfterMs).toBeGreaterThan(0);
      // Nothing reached the network.
      expect(meta.fake.posts()).toHaveLength(before);
    } finally {
      meta.fake.setAppUsage(1);
    }
  });
});
