// Publishing to a Facebook Page against the fake: each kind of post ends as exactly one post on
// the Page, with a permalink a person can open, and the first comment under it.
import { createFacebookPublisher } from '../../src/modules/social/meta';
import type { PlatformPublisher, PublishAccount, PublishContent } from '../../src/modules/social/types';
import type { MetaFake } from '../../src/sandbox-networks/meta';
import type { RunningFake } from '../../src/sandbox-networks/server';
import { connect, content, CREDENTIALS, media, publishAccounts, socialConfig, startMediaServer, startMeta, type MediaServer } from './helpers';

let meta: RunningFake<MetaFake>;
let files: MediaServer;
let page: PublishAccount;
let publisher: PlatformPublisher;

beforeAll(async () => {
  [meta, files] = await Promise.all([startMeta(), startMediaServer()]);
  const config = socialConfig(meta.url, files.url);
  page = publishAccounts((await connect(config)).discovery).page;
  publisher = createFacebookPublisher(config, CREDENTIALS);
});
afterAll(() => Promise.all([meta.close(), files.close()]));
beforeEach(() => meta.fake.clearFaults());

async function publish(c: PublishContent) {
  const progress = await publisher.prepare(page, c, {});
  const ref = await publisher.create(page, c, progress);
  return { ref, progress };
}

const postsOfPage = () => meta.fake.posts().filter((p) => p.accountId === page.externalId);

describe('Facebook Page publishing', () => {
  it('publishes a text post with a permalink that shows it', async () => {
    const before = postsOfPage().length;
    const { ref } = await publish(content('Hello from Cadence'));
    const made = postsOfPage().slice(before);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ id: ref.externalId, text: 'Hello from Cadence', mediaCount: 0, link: null });
    expect(ref.link).toBe(made[0].permalink);
    const html = await (await fetch(ref.link)).text();
    expect(html).toContain('Hello from Cadence');
  });

  it('publishes a link post', async () => {
    const before = postsOfPage().length;
    await publish(content('Read this', { link: { url: 'https://example.com/article', title: 'Article', description: null, image: null } }));
    expect(postsOfPage().slice(before)).toEqual([expect.objectContaining({ text: 'Read this', link: 'https://example.com/article' })]);
  });

  it('publishes one photo, fetched from its public URL', async () => {
    const before = postsOfPage().length;
    const { ref } = await publish(content('One photo', { media: [media(files, '/a.jpg')] }));
    expect(files.hits.get('/a.jpg')).toBeGreaterThanOrEqual(1);
    expect(postsOfPage().slice(before)).toEqual([expect.objectContaining({ id: ref.externalId, text: 'One photo', mediaCount: 1 })]);
  });

  it('publishes several photos as one post, uploading them in prepare()', async () => {
    const before = postsOfPage().length;
    const c = content('Three photos', { media: [media(files, '/a.jpg'), media(files, '/b.jpg'), media(files, '/c.png')] });
    const progress = await publisher.prepare(page, c, {});
    expect(progress.photoIds).toHaveLength(3);
    // Unpublished photos are not posts.
    expect(postsOfPage().slice(before)).toHaveLength(0);
    // Running prepare again with the saved progress uploads nothing new.
    const again = await publisher.prepare(page, c, progress);
    expect(again.photoIds).toEqual(progress.photoIds);
    const ref = await publisher.create(page, c, again);
    expect(postsOfPage().slice(before)).toEqual([expect.objectContaining({ id: ref.externalId, text: 'Three photos', mediaCount: 3 })]);
  });

  it('publishes a video by URL', async () => {
    const before = postsOfPage().length;
    const { ref } = await publish(content('A clip', { media: [media(files, '/clip.mp4')] }));
    expect(postsOfPage().slice(before)).toEqual([expect.objectContaining({ id: ref.externalId, text: 'A clip', mediaCount: 1 })]);
  });

  it('puts the first comment under the post', async () => {
    const { ref } = await publish(content('With a comment'));
    await publisher.comment(page, ref, 'First!');
    expect(meta.fake.posts().find((p) => p.id === ref.externalId)?.comments).toEqual(['First!']);
    expect(await (await fetch(ref.link)).text()).toContain('First!');
  });

  it('refuses a photo the network cannot download, as something to fix', async () => {
    await expect(publish(content('Broken', { media: [media(files, '/missing.jpg')] }))).rejects.toMatchObject({ failure: 'permanent', code: '324' });
    await expect(publish(content('Not an image', { media: [{ ...media(files, '/notes.txt'), kind: 'image' }] }))).rejects.toMatchObject({
      failure: 'permanent',
    });
  });

  it('finds an existing post by its text since a moment, and nothing before it was made', async () => {
    const since = new Date();
    const { ref } = await publish(content('Findable post'));
    await expect(publisher.findExisting(page, content('Findable post'), {}, since)).resolves.toEqual({ externalId: ref.externalId, link: ref.link });
    await expect(publisher.findExisting(page, content('Never published'), {}, since)).resolves.toBeNull();
  });
});
