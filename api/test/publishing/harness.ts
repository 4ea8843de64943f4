// Arrangement for the publishing tests: a user who has (or lacks) the auto-publishing feature,
// connected accounts, posts through the posts API, and the engine run directly with an injected
// clock. StubNetwork is a test double of a *network* (not of our code): it lets the engine's state
// machine be driven through every failure class; the integration suite uses the real fakes.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { addonOrders, addons, mediaFiles, publishEvents, publishTargets, socialAccounts, socialGrants, type PublishTargetRow, type SocialAccountRow } from '../../src/db/schema';
import { jobContextOf, type JobContext } from '../../src/jobs/context';
import { createPublishingEngine, type PublishingEngine } from '../../src/modules/publishing/jobs';
import type { PublishingOptions } from '../../src/modules/publishing/options';
import type { AccountAccess, SocialServices } from '../../src/plugins/social';
import {
  NetworkError,
  type Platform,
  type PlatformPublisher,
  type Progress,
  type PublishAccount,
  type PublishContent,
  type PublishedRef,
} from '../../src/modules/social/types';
import { registerUser } from '../setup/users';
import { API, makeMedia, makePlanner, postOf, postsApi, type Headers } from '../posts/fixtures';

export { API, postOf, postsApi, type Headers };

export interface Owner {
  id: number;
  headers: Headers;
}

/** A registered user; with `feature`, a paid add-on unlocks auto-publishing (as a purchase would). */
export async function makeOwner(app: FastifyInstance, db: Database, feature = true): Promise<Owner> {
  const user = await registerUser(app);
  if (feature) {
    const [addon] = await db.insert(addons).values({ name: `Auto publishing ${user.user.id}`, kind: 'feature', feature_key: 'auto-publishing', price: 900 }).returning();
    await db.insert(addonOrders).values({ user_id: user.user.id, addon_id: addon.id, amount: 900, currency: 'USD', payment_status: 'paid' });
  }
  return { id: user.user.id, headers: user.headers };
}

export { makePlanner };

const GRANT_NETWORK: Record<Platform, 'facebook' | 'linkedin' | 'twitter'> = { facebook: 'facebook', instagram: 'facebook', linkedin: 'linkedin', twitter: 'twitter' };
const KIND: Record<Platform, SocialAccountRow['kind']> = { facebook: 'page', instagram: 'instagram_business', linkedin: 'member', twitter: 'user' };

/** A connected account row (the tokens module is stubbed in the engine tests, so the token is not read). */
export async function connectAccount(db: Database, userId: number, platform: Platform, name: string): Promise<SocialAccountRow> {
  const [grant] = await db
    .insert(socialGrants)
    .values({ user_id: userId, network: GRANT_NETWORK[platform], external_user_id: `u-${name}`, name, access_token_encrypted: 'unused' })
    .onConflictDoUpdate({ target: [socialGrants.user_id, socialGrants.network, socialGrants.external_user_id], set: { name } })
    .returning();
  const [account] = await db
    .insert(socialAccounts)
    .values({ user_id: userId, grant_id: grant.id, platform, kind: KIND[platform], external_id: `ext-${name}`, name, link: `https://example.test/${name}` })
    .returning();
  return account;
}

export const targetsOfPost = (db: Database, postId: number): Promise<PublishTargetRow[]> =>
  db.select().from(publishTargets).where(eq(publishTargets.post_id, postId)).orderBy(publishTargets.id);

export const eventsOf = async (db: Database, targetId: number): Promise<string[]> =>
  (await db.select().from(publishEvents).where(eq(publishEvents.target_id, targetId)).orderBy(publishEvents.id)).map((e) => `${e.from_state ?? "∅"}→${e.to_state}${e.detail && process.env.EVENT_DETAIL ? ` (${e.detail})` : ""}`);

/** A JPEG row (no bytes on disk): Instagram needs an image, and a JPEG needs no converted copy. */
async function makeJpegRow(db: Database, userId: number): Promise<number> {
  const row = await makeMedia(db, userId);
  await db.update(mediaFiles).set({ mime: 'image/jpeg' }).where(eq(mediaFiles.id, row.id));
  return row.id;
}

/** A post body (scheduled by default); Instagram gets an image, as it needs one. */
export async function postBody(db: Database, owner: Owner, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const channels = (body.channels as string[] | undefined) ?? [];
  const media = body.media_ids === undefined && channels.includes('instagram') ? { media_ids: [await makeJpegRow(db, owner.id)] } : {};
  return { title: 'Launch', caption: 'Fresh bread today', state: 'scheduled', date: '2030-01-01', time: '10:00', ...media, ...body };
}

/** A post through the posts API (scheduled unless the body says otherwise). */
export async function schedulePost(app: FastifyInstance, owner: Owner, plannerId: number, body: Record<string, unknown>, db?: Database) {
  const database = db ?? (app as FastifyInstance & { db: Database }).db;
  return postOf(await postsApi(app).create(plannerId, await postBody(database, owner, body), owner.headers));
}

type Step = (() => void | Promise<void>) | NetworkError;

/** A scripted network: each call takes the next scripted outcome for that step (default: success). */
export class StubNetwork implements PlatformPublisher {
  readonly posts: Array<{ account: string; text: string; at: Date }> = [];
  readonly comments: string[] = [];
  readonly calls: string[] = [];
  private readonly script: Record<'prepare' | 'create' | 'findExisting' | 'comment', Step[]> = { prepare: [], create: [], findExisting: [], comment: [] };
  /** create() that records the post and then "drops the connection". */
  dropAfterAccept = 0;

  constructor(readonly platform: Platform) {}

  on(step: keyof StubNetwork['script'], ...outcomes: Step[]): this {
    this.script[step].push(...outcomes);
    return this;
  }

  private async take(step: keyof StubNetwork['script']): Promise<void> {
    this.calls.push(step);
    const next = this.script[step].shift();
    if (next instanceof NetworkError) throw next;
    await next?.();
  }

  async prepare(_account: PublishAccount, _content: PublishContent, progress: Progress): Promise<Progress> {
    await this.take('prepare');
    return { ...progress, prepared: ((progress.prepared as number | undefined) ?? 0) + 1 };
  }

  async create(account: PublishAccount, content: PublishContent): Promise<PublishedRef> {
    await this.take('create');
    const id = `${account.externalId}_${this.posts.length + 1}`;
    this.posts.push({ account: account.externalId, text: content.text, at: new Date() });
    if (this.dropAfterAccept > 0) {
      this.dropAfterAccept--;
      throw new NetworkError('unknown', 'ECONNRESET', 'The connection dropped.');
    }
    return { externalId: id, link: `https://stub.test/${id}` };
  }

  async findExisting(account: PublishAccount, content: PublishContent): Promise<PublishedRef | null> {
    await this.take('findExisting');
    const index = this.posts.findIndex((p) => p.account === account.externalId && p.text === content.text);
    if (index < 0) return null;
    const id = `${account.externalId}_${index + 1}`;
    return { externalId: id, link: `https://stub.test/${id}` };
  }

  async comment(_account: PublishAccount, _post: PublishedRef, text: string): Promise<void> {
    await this.take('comment');
    this.comments.push(text);
  }
}

export interface StubSocial {
  social: SocialServices;
  networks: Record<Platform, StubNetwork>;
  refreshed: number[];
  reconnect: Array<{ grantId: number; reason: string }>;
  /** forceRefresh's answer. */
  refreshWorks: boolean;
}

export function stubSocial(db: Database, base: JobContext): StubSocial {
  const networks: Record<Platform, StubNetwork> = {
    facebook: new StubNetwork('facebook'),
    instagram: new StubNetwork('instagram'),
    linkedin: new StubNetwork('linkedin'),
    twitter: new StubNetwork('twitter'),
  };
  const state: StubSocial = {
    networks,
    refreshed: [],
    reconnect: [],
    refreshWorks: true,
    social: {
      config: base.config.social,
      networks: {
        oauth: () => {
          throw new Error('not used');
        },
        publisher: (platform) => networks[platform],
      },
      credentials: async () => ({ clientId: 'id', clientSecret: 'secret' }),
      tokens: {
        access: async (accountId): Promise<AccountAccess | null> => {
          const [row] = await db.select().from(socialAccounts).where(eq(socialAccounts.id, accountId));
          if (!row) return null;
          return {
            accountId: row.id,
            grantId: row.grant_id,
            userId: row.user_id,
            platform: row.platform,
            name: row.name,
            account: { platform: row.platform, kind: row.kind, externalId: row.external_id, accessToken: 'token', parentExternalId: row.parent_external_id },
          };
        },
        forceRefresh: async (grantId) => {
          state.refreshed.push(grantId);
          return state.refreshWorks;
        },
        markReconnectNeeded: async (grantId, reason) => {
          state.reconnect.push({ grantId, reason });
        },
      },
    },
  };
  return state;
}

/** Test options: no jitter-sized waits; a retry is due a second later. */
export const FAST: Partial<PublishingOptions> = { backoffBaseMs: 1000, backoffCapMs: 8000, maxAttempts: 3, refreshRetryMs: 0 };

export function engineWith(app: FastifyInstance, social: SocialServices | null, options: Partial<PublishingOptions> = FAST): { engine: PublishingEngine; ctx: JobContext } {
  const base = jobContextOf(app);
  const ctx: JobContext = { ...base, social: social ?? base.social, log: () => undefined };
  return { engine: createPublishingEngine(ctx, options), ctx };
}

/** A clock a test can set to any instant. */
export function settableClock(start: Date): (() => Date) & { set(at: Date): void; advance(ms: number): void } {
  let now = start.getTime();
  return Object.assign(() => new Date(now), { set: (at: Date) => void (now = at.getTime()), advance: (ms: number) => void (now += ms) });
}
