// The fake Meta network (Facebook Login, Pages and Instagram content publishing) following
// shared/reference/platform-contracts.md §1–§3. Mounted at a base URL it serves two trees:
//   /www/{ver}/dialog/oauth   the browser's consent dialog (auto-redirect or an "Allow" page),
//   /www/p/<id>, /www/<page-id>, /www/instagram/<username>   what the fake's links point at,
//   /graph/{ver}/...          the Graph API (any /vNN.N/ prefix, or none).
//
// Sandbox users: the seed makes "Sandbox User" with the Page "Cadence Sandbox Page" and the
// Instagram business account "cadence.sandbox" (seed.users / seed.pagesPerUser make more; 1,000
// Pages take a few milliseconds). Which user a consent signs in as: see MetaFakeOptions.assign —
// by default every consent is that first user (reconnecting gives back the same Pages, and two
// Cadence users each get their own Page tokens); 'per-consent' hands each consent the next user.
// The bench can skip OAuth entirely with mintAccount().
import type { IncomingMessage, ServerResponse } from 'node:http';
import { delay, sendJson } from '../http';
import type { FakeNetwork, FakePost, FaultSpec } from '../types';
import type { MetaContext, MetaFakeOptions, MetaSeed, NextConsent } from './context';
import { createMetaFaults } from './faults';
import { handleGraph } from './graph';
import { MetaState } from './state';
import { handleWww } from './www';

export type { MetaFakeOptions, MetaSeed, NextConsent } from './context';

/** Every permission the fake grants by default (what Cadence asks for, FACEBOOK_SCOPES). */
const DEFAULT_SCOPES = ['instagram_basic', 'pages_show_list', 'pages_read_engagement', 'pages_manage_posts', 'instagram_content_publish'];

export interface MintedMetaAccount {
  userId: string;
  userToken: string;
  pageId: string;
  pageName: string;
  pageToken: string;
  igUserId: string | null;
  igUsername: string | null;
}

export interface MetaFake extends FakeNetwork {
  readonly name: 'meta';
  /** The next consent declines these permissions and/or is a fresh user with `pages` Pages (0: no Pages). */
  nextConsent(options: NextConsent): void;
  /** A new sandbox user with one Page (+ Instagram) and valid long-lived tokens, without OAuth (bench). */
  mintAccount(): MintedMetaAccount;
  /** content_publishing_limit quota_total. */
  setInstagramQuota(total: number): void;
  /** The X-App-Usage percentage every Graph answer reports (default 1). */
  setAppUsage(percent: number): void;
  /** The seeded users and their Pages (tests and the sandbox page). */
  users(): Array<{ id: string; name: string; pages: Array<{ id: string; name: string; igUserId: string | null; igUsername: string | null }> }>;
}

function seed(ctx: MetaContext, spec: MetaSeed | undefined): void {
  const users = spec?.users ?? 1;
  for (let u = 0; u < users; u += 1) {
    ctx.createUser(spec?.pagesPerUser ?? 1, spec?.instagram ?? true, u === 0 ? 'Sandbox User' : `Sandbox User ${u + 1}`);
  }
}

export function createMetaFake(options: MetaFakeOptions): MetaFake {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  let pageCounter = 0;
  const ctx: MetaContext = {
    state: new MetaState(),
    faults: createMetaFaults(),
    options,
    baseUrl,
    nextConsent: null,
    consents: 0,
    instagramQuota: options.instagramQuota ?? 100,
    appUsage: 1,
    createUser(pages, instagram, name) {
      const user = ctx.state.addUser(name ?? `Sandbox User ${ctx.state.users.size + 1}`);
      for (let i = 0; i < pages; i += 1) {
        pageCounter += 1;
        const n = pageCounter;
        ctx.state.addPage(user, n === 1 ? 'Cadence Sandbox Page' : `Cadence Sandbox Page ${n}`, n === 1 ? 'cadencesandbox' : `cadencesandbox${n}`, instagram ? (n === 1 ? 'cadence.sandbox' : `cadence.sandbox${n}`) : null);
      }
      return user.id;
    },
  };
  seed(ctx, options.seed);

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const run = async () => {
      if (options.latencyMs) await delay(options.latencyMs);
      const path = (req.url ?? '/').split('?')[0];
      if (path === '/www' || path.startsWith('/www/')) return handleWww(ctx, req, res);
      if (path === '/graph' || path.startsWith('/graph/')) return handleGraph(ctx, req, res);
      sendJson(res, 404, { error: { message: `Unknown path ${path}: the fake Meta network serves /www/... and /graph/...`, type: 'OAuthException', code: 2500 } });
    };
    run().catch((error: unknown) => sendJson(res, 500, { error: { message: `Fake Meta network failure: ${(error as Error).message}`, type: 'OAuthException', code: 1 } }));
  };

  return {
    name: 'meta',
    handle,
    posts: (): FakePost[] =>
      ctx.state.posts.map((p) => ({
        id: p.id,
        accountId: p.accountId,
        text: p.text,
        mediaCount: p.mediaCount,
        link: p.link,
        permalink: p.permalink,
        createdAt: p.createdAt,
        comments: [...p.comments],
      })),
    inject: (fault: FaultSpec) => ctx.faults.inject(fault),
    clearFaults: () => ctx.faults.clear(),
    expireTokens: () => {
      for (const token of ctx.state.tokens.values()) if (token.status === 'valid') token.status = 'expired';
    },
    reset: () => {
      ctx.state = new MetaState();
      ctx.faults.clear();
      ctx.nextConsent = null;
      ctx.consents = 0;
      ctx.instagramQuota = options.instagramQuota ?? 100;
      ctx.appUsage = 1;
      pageCounter = 0;
      seed(ctx, options.seed);
    },
    nextConsent: (next) => {
      ctx.nextConsent = next;
    },
    mintAccount: () => {
      const userId = ctx.createUser(1, true);
      const user = ctx.state.users.get(userId)!;
      const page = ctx.state.pages.get(user.pageIds[0])!;
      const userToken = ctx.state.issueToken({ kind: 'user', userId, pageId: null, scopes: DEFAULT_SCOPES, declined: [], expiresAt: Date.now() + 5183944 * 1000 });
      const ig = page.igUserId ? ctx.state.igUsers.get(page.igUserId) : undefined;
      return {
        userId,
        userToken: userToken.token,
        pageId: page.id,
        pageName: page.name,
        pageToken: ctx.state.pageTokenFor(userToken, page.id),
        igUserId: ig?.id ?? null,
        igUsername: ig?.username ?? null,
      };
    },
    setInstagramQuota: (total) => {
      ctx.instagramQuota = total;
    },
    setAppUsage: (percent) => {
      ctx.appUsage = percent;
    },
    users: () =>
      [...ctx.state.users.values()].map((u) => ({
        id: u.id,
        name: u.name,
        pages: u.pageIds.map((id) => {
          const page = ctx.state.pages.get(id)!;
          const ig = page.igUserId ? ctx.state.igUsers.get(page.igUserId) : undefined;
          return { id, name: page.name, igUserId: ig?.id ?? null, igUsername: ig?.username ?? null };
        }),
      })),
  };
}
