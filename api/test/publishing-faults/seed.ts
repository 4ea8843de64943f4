// Arranges the fault test's world in the database: a user whose plan includes auto publishing,
// the channels' app credentials, connected accounts whose tokens the fakes minted, and posts due
// now, each with unique text so a fake post can be traced back to its target.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { channels, mediaFiles, planFeatures, planners, plans, posts, socialAccounts, socialGrants, subscriptions, users } from '../../src/db/schema';
import { CHANNEL_SECRET_PURPOSE } from '../../src/modules/admin-channels/service';
import { SOCIAL_TOKEN_PURPOSE } from '../../src/modules/connections/token-service';
import { AUTO_PUBLISHING_FEATURE } from '../../src/modules/publishing/feature';
import type { Platform } from '../../src/modules/social/types';
import { CryptoBox } from '../../src/support/crypto-box';
import { SANDBOX_CREDENTIALS } from '../../src/sandbox-networks/mount';
import type { Fakes } from './fakes';

export interface SeededAccount {
  id: number;
  platform: Platform;
}

export async function seedPublisher(db: Database, appKey: Buffer): Promise<{ userId: number; plannerId: number }> {
  const [user] = await db
    .insert(users)
    .values({ full_name: 'Fault Tester', email: `faults-${randomBytes(4).toString('hex')}@example.com`, password_hash: 'not-used', email_verified_at: new Date(), approved_at: new Date() })
    .returning();
  const [plan] = await db.insert(plans).values({ name: 'Publisher', free: true }).returning();
  await db.insert(planFeatures).values({ plan_id: plan.id, key: AUTO_PUBLISHING_FEATURE, active: true });
  await db.insert(subscriptions).values({ user_id: user.id, plan_id: plan.id, status: 'active' });
  const [planner] = await db.insert(planners).values({ user_id: user.id, name: 'Fault planner', timezone: 'UTC' }).returning();

  // Live mode reads the app credentials from /admin/channels: the ones the fakes accept.
  const box = new CryptoBox(appKey, CHANNEL_SECRET_PURPOSE);
  for (const platform of ['facebook', 'instagram', 'linkedin', 'twitter'] as const) {
    const { clientId, clientSecret } = SANDBOX_CREDENTIALS[platform];
    await db
      .insert(channels)
      .values({ platform, enabled: true, client_id: clientId, client_secret_encrypted: box.encrypt(clientSecret) })
      .onConflictDoUpdate({ target: channels.platform, set: { enabled: true, client_id: clientId, client_secret_encrypted: box.encrypt(clientSecret) } });
  }
  return { userId: user.id, plannerId: planner.id };
}

/** `perNetwork` consents on each fake (a Facebook one brings a Page and its Instagram account). */
export async function seedAccounts(db: Database, appKey: Buffer, userId: number, fakes: Fakes, perNetwork: number): Promise<SeededAccount[]> {
  const box = new CryptoBox(appKey, SOCIAL_TOKEN_PURPOSE);
  const in60Days = new Date(Date.now() + 60 * 86_400_000);
  const grant = async (network: 'facebook' | 'linkedin' | 'twitter', externalUserId: string, name: string, access: string, refresh: string | null, expiresAt: Date | null) => {
    const [row] = await db
      .insert(socialGrants)
      .values({
        user_id: userId,
        network,
        external_user_id: externalUserId,
        name,
        access_token_encrypted: box.encrypt(access),
        refresh_token_encrypted: refresh ? box.encrypt(refresh) : null,
        expires_at: expiresAt,
      })
      .returning();
    return row.id;
  };
  const account = async (values: Omit<typeof socialAccounts.$inferInsert, 'user_id'>): Promise<SeededAccount> => {
    const [row] = await db.insert(socialAccounts).values({ ...values, user_id: userId }).returning();
    return { id: row.id, platform: row.platform };
  };

  const seeded: SeededAccount[] = [];
  for (let i = 0; i < perNetwork; i++) {
    const meta = fakes.meta.fake.mintAccount();
    const metaGrant = await grant('facebook', meta.userId, `FB user ${i}`, meta.userToken, null, in60Days);
    const pageToken = box.encrypt(meta.pageToken);
    seeded.push(await account({ grant_id: metaGrant, platform: 'facebook', kind: 'page', external_id: meta.pageId, name: meta.pageName, token_encrypted: pageToken }));
    if (meta.igUserId) {
      seeded.push(
        await account({
          grant_id: metaGrant,
          platform: 'instagram',
          kind: 'instagram_business',
          external_id: meta.igUserId,
          name: meta.igUsername ?? meta.igUserId,
          username: meta.igUsername,
          token_encrypted: pageToken,
          parent_external_id: meta.pageId,
        }),
      );
    }

    const member = fakes.linkedin.fake.mintAccount();
    const linkedinGrant = await grant('linkedin', member.externalId, member.name, member.accessToken, member.refreshToken, in60Days);
    seeded.push(await account({ grant_id: linkedinGrant, platform: 'linkedin', kind: 'member', external_id: member.externalId, name: member.name }));

    const x = fakes.x.fake.mintAccount();
    const xGrant = await grant('twitter', x.externalId, x.name, x.accessToken, x.refreshToken, new Date(Date.now() + 7_000_000));
    seeded.push(await account({ grant_id: xGrant, platform: 'twitter', kind: 'user', external_id: x.externalId, name: x.name, username: x.username }));
  }
  return seeded;
}

/** One stored PNG (Instagram needs an image; Meta fetches it from the media URL). */
export async function seedImage(app: FastifyInstance, userId: number): Promise<number> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c05020' } }).png().toBuffer();
  const stored = await app.storage.put(png, { kind: 'image', maxBytes: 5_000_000 });
  const [row] = await app.db
    .insert(mediaFiles)
    .values({ user_id: userId, kind: 'image', path: stored.file, mime: stored.contentType, size: stored.size, width: 64, height: 64 })
    .returning();
  return row.id;
}

/** `count` posts due at `dueAt`, round-robin over the accounts, each one account; returns id → text. */
export async function seedPosts(
  db: Database,
  owner: { userId: number; plannerId: number },
  accounts: readonly SeededAccount[],
  imageId: number,
  count: number,
  dueAt: Date,
): Promise<Map<number, string>> {
  const run = randomBytes(3).toString('hex');
  const rows = Array.from({ length: count }, (_, i) => {
    const account = accounts[i % accounts.length];
    return {
      planner_id: owner.plannerId,
      user_id: owner.userId,
      state: 'scheduled' as const,
      type: account.platform === 'instagram' ? ('image' as const) : ('text' as const),
      caption: `Fault test ${run} post ${i} for ${account.platform}`,
      channels: [account.platform],
      account_ids: [account.id],
      media_ids: account.platform === 'instagram' ? [imageId] : [],
      scheduled_at: dueAt,
      local_time: dueAt.toISOString().slice(0, 16),
      timezone: 'UTC',
    };
  });
  const inserted = await db.insert(posts).values(rows).returning({ id: posts.id, caption: posts.caption });
  return new Map(inserted.map((p) => [p.id, p.caption]));
}
