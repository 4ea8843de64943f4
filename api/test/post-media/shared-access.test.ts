import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PostMedia } from '@cadence/shared-lib/contract';
import { planners, posts, shareLinks } from '../../src/db/schema';
import { login } from '../setup/login';
import { multipartBody } from '../setup/multipart';
import { createTestApp, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';
import { solidImage } from './fixtures';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

describe('/media/show for post media through a share link', () => {
  let t: TestApp;
  let ownerId: number;
  let media: PostMedia;
  let unusedMedia: PostMedia;
  let plannerA: number;
  let plannerB: number;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await login(t.app);
    ownerId = owner.user.id;
    const send = async () => {
      const body = await multipartBody({}, { file: { name: 'a.png', type: 'image/png', bytes: await solidImage(4, 4).png().toBuffer() } });
      const response = await t.app.inject({ method: 'POST', url: '/api/web/v1/post-media', headers: { ...owner.headers, ...body.headers }, payload: body.payload });
      return PostMedia.parse(response.json().data.media);
    };
    media = await send();
    unusedMedia = await send();
    [{ id: plannerA }, { id: plannerB }] = await t.db
      .insert(planners)
      .values([{ user_id: ownerId, name: 'Brand A' }, { user_id: ownerId, name: 'Brand B' }])
      .returning({ id: planners.id });
    await t.db.insert(posts).values({ planner_id: plannerA, user_id: ownerId, type: 'image', media_ids: [media.id] });
  });
  afterAll(() => t.close());

  const link = async (token: string, values: { kind: 'planner' | 'queue'; planner_id?: number; user_id?: number }) => {
    const [row] = await t.db
      .insert(shareLinks)
      .values({ user_id: ownerId, token_digest: digest(token), token_encrypted: 'x', ...values })
      .returning();
    return row;
  };
  // The bare address (no signature): only the share token can open it here.
  const show = (file: PostMedia, token: string) =>
    t.app.inject({ method: 'GET', url: `${new globalThis.URL(file.url, 'http://x').pathname}?share=${token}` });

  it("serves a post's media to holders of its planner's or the owner's queue link, and nothing else", async () => {
    await link('planner-a-token', { kind: 'planner', planner_id: plannerA });
    await link('planner-b-token', { kind: 'planner', planner_id: plannerB });
    await link('queue-token', { kind: 'queue' });

    expect((await show(media, 'planner-a-token')).statusCode).toBe(200);
    expect((await show(media, 'queue-token')).statusCode).toBe(200);
    // Another planner's link, a made-up token, and media no shared post uses: 404.
    expect((await show(media, 'planner-b-token')).statusCode).toBe(404);
    expect((await show(media, 'guessed-token')).statusCode).toBe(404);
    expect((await show(unusedMedia, 'planner-a-token')).statusCode).toBe(404);
  });

  it('stops serving once the link is revoked, and never serves another user media by their link', async () => {
    const revocable = await link('revocable-token', { kind: 'planner', planner_id: plannerA });
    expect((await show(media, 'revocable-token')).statusCode).toBe(200);
    await t.db.update(shareLinks).set({ revoked_at: new Date() }).where(eq(shareLinks.id, revocable.id));
    expect((await show(media, 'revocable-token')).statusCode).toBe(404);

    const stranger = await registerUser(t.app);
    await t.db.insert(shareLinks).values({ user_id: stranger.user.id, kind: 'queue', token_digest: digest('stranger-token'), token_encrypted: 'x' });
    expect((await show(media, 'stranger-token')).statusCode).toBe(404);
  });
});
