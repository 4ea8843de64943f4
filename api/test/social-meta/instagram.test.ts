// Publishing to Instagram against the fake: containers, polling across prepare() calls, one
// media_publish, the publishing quota, and reconciliation through the container's status.
import { createInstagramPublisher } from '../../src/modules/social/meta';
import { NetworkError, type PlatformPublisher, type Progress, type PublishAccount, type PublishContent } from '../../src/modules/social/types';
import type { MetaFake } from '../../src/sandbox-networks/meta';
import type { RunningFake } from '../../src/sandbox-networks/server';
import { connect, content, CREDENTIALS, media, publishAccounts, socialConfig, startMediaServer, startMeta, type MediaServer } from './helpers';

let meta: RunningFake<MetaFake>;
let files: MediaServer;
let ig: PublishAccount;
let publisher: PlatformPublisher;

beforeAll(async () => {
  [meta, files] = await Promise.all([startMeta(), startMediaServer()]);
  const config = socialConfig(meta.url, files.url);
  ig = publishAccounts((await connect(config)).discovery).instagram;
  publisher = createInstagramPublisher(config, CREDENTIALS);
});
afterAll(() => Promise.all([meta.close(), files.close()]));
beforeEach(() => {
  meta.fake.clearFaults();
  meta.fake.setInstagramQuota(100);
});

const igPosts = () => meta.fake.posts().filter((p) => p.accountId === ig.externalId);

/** What the publisher engine does: prepare until ready (saving progress), then create once. */
async function publish(c: PublishContent, progress: Progress = {}) {
  const ready = await publisher.prepare(ig, c, progress);
  return publisher.create(ig, c, ready);
}

describe('Instagram publishing', () => {
  it('publishes an image with a permalink that shows it', async () => {
    const before = igPosts().length;
    const ref = await publish(content('Sunny day #cadence', { media: [media(files, '/a.jpg')] }));
    const made = igPosts().slice(before);
    expect(made).toEqual([expect.objectContaining({ id: ref.externalId, text: 'Sunny day #cadence', mediaCount: 1 })]);
    expect(ref.link).toBe(made[0].permalink);
    expect(await (await fetch(ref.link)).text()).toContain('Sunny day #cadence');
  });

  it('publishes a carousel as one post', async () => {
    const before = igPosts().length;
    const c = content('Three in a row', { media: [media(files, '/a.jpg'), media(files, '/b.jpg'), media(files, '/clip.mp4')] });
    const progress: Progress = {};
    const ref = await publish(c, progress);
    expect(progress.children).toHaveLength(3);
    expect(igPosts().slice(before)).toEqual([expect.objectContaining({ id: ref.externalId, text: 'Three in a row', mediaCount: 3 })]);
  });

  it('publishes a reel after the container finishes processing over two prepare() calls', async () => {
    const before = igPosts().length;
    meta.fake.inject({ kind: 'media-in-progress', times: 1 });
    const c = content('Reel time', { media: [media(files, '/clip.mp4')] });
    const progress: Progress = {};
    const first: unknown = await publisher.prepare(ig, c, progress).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(NetworkError);
    expect(first).toMatchObject({ failure: 'retry', code: 'media_in_progress' });
    expect((first as NetworkError).retryAfterMs).toBeGreaterThanOrEqual(1000);
    const container = progress.container;
    expect(typeof container).toBe('string');

    // The second run polls the same container (no new upload) and it is ready.
    const hits = files.hits.get('/clip.mp4');
    const ready = await publisher.prepare(ig, c, progress);
    expect(ready.container).toBe(container);
    expect(files.hits.get('/clip.mp4')).toBe(hits);
    const ref = await publisher.create(ig, c, ready);
    expect(igPosts().slice(before)).toEqual([expect.objectContaining({ id: ref.externalId, text: 'Reel time' })]);
  });

  it('puts the first comment under the post', async () => {
    const ref = await publish(content('Comment me', { media: [media(files, '/a.jpg')] }));
    await publisher.comment(ig, ref, '#first');
    expect(meta.fake.posts().find((p) => p.id === ref.externalId)?.comments).toEqual(['#first']);
  });

  it('needs media', async () => {
    await expect(publisher.prepare(ig, content('Just words'), {})).rejects.toMatchObject({ failure: 'permanent', code: 'media_required' });
  });

  it('fails an image the network cannot use, and retries one it could not download with a new container', async () => {
    await expect(publisher.prepare(ig, content('Text file', { media: [{ ...media(files, '/notes.txt'), kind: 'image' }] }), {})).rejects.toMatchObject({
      failure: 'permanent',
      code: 'container/2207005',
    });
    const progress: Progress = {};
    const error: unknown = await publisher.prepare(ig, content('Missing', { media: [media(files, '/gone.jpg')] }), progress).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'retry', code: 'container/2207052' });
    expect((error as NetworkError).userMessage).toContain('MEDIA_PUBLIC_URL');
    expect(progress.container).toBeUndefined();
  });

  it('defers when the 24-hour publishing limit is used up', async () => {
    await publish(content('Last one today', { media: [media(files, '/a.jpg')] }));
    meta.fake.setInstagramQuota(igPosts().length);
    const error: unknown = await publisher.prepare(ig, content('Over the limit', { media: [media(files, '/a.jpg')] }), {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'defer', code: 'quota', action: 'wait' });
    // Until the oldest post of the last 24 h drops out of the window: almost a day, since they are all fresh.
    expect((error as NetworkError).retryAfterMs).toBeGreaterThan(23 * 60 * 60_000);
    expect((error as NetworkError).retryAfterMs).toBeLessThanOrEqual(24 * 60 * 60_000);
  });

  it('asks to retry when media_publish comes before the container is ready', async () => {
    const c = content('Not ready yet', { media: [media(files, '/a.jpg')] });
    const progress = await publisher.prepare(ig, c, {});
    meta.fake.inject({ kind: 'media-in-progress', match: 'media_publish' });
    await expect(publisher.create(ig, c, progress)).rejects.toMatchObject({ failure: 'retry', code: '9007/2207027' });
    await expect(publisher.create(ig, c, progress)).resolves.toMatchObject({ externalId: expect.any(String) });
  });

  it('reconciles through the container: published → found, not published → null', async () => {
    const since = new Date();
    const c = content('Reconcile me', { media: [media(files, '/b.jpg')] });
    const progress = await publisher.prepare(ig, c, {});
    await expect(publisher.findExisting(ig, c, progress, since)).resolves.toBeNull();
    const ref = await publisher.create(ig, c, progress);
    await expect(publisher.findExisting(ig, c, progress, since)).resolves.toEqual(ref);
    // A later prepare() sees the container is live and create() hands over to reconciliation.
    const again = await publisher.prepare(ig, c, progress);
    await expect(publisher.create(ig, c, again)).rejects.toMatchObject({ failure: 'unknown' });
  });
});
