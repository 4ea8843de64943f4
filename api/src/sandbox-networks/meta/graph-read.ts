// Read routes of the fake Graph API: /me, /me/permissions, /me/accounts, object lookups and the
// lists used for reconciliation (platform-contracts §2.1, §2.3, §3.1).
import { str, graphTime, permalinkFor, pick, pictureFor, requestedFields, type GraphCall, type MetaContext } from './context';
import { errors, type GraphAnswer } from './graph-errors';
import type { FbPage, StoredPost, TokenRecord } from './state';

const ok = (body: unknown): GraphAnswer => ({ status: 200, body });

/** Whether a token may act for a Page: its own Page token, or a user token of the Page's admin. */
export function canActOnPage(ctx: MetaContext, token: TokenRecord, pageId: string): boolean {
  if (token.kind === 'page') return token.pageId === pageId;
  return ctx.state.users.get(token.userId)?.pageIds.includes(pageId) ?? false;
}

/** Graph paging (§1.4): `next` is built on the fake's own base URL and carries the token, like the real one. */
export function paginate<T>(ctx: MetaContext, call: GraphCall, items: T[], defaultLimit: number): { data: T[]; paging?: unknown } {
  const limit = Math.min(Math.max(Number(str(call.req.params.limit) ?? defaultLimit) || defaultLimit, 1), 100);
  const after = str(call.req.params.after);
  const offset = after ? Number(Buffer.from(after, 'base64url').toString('utf8')) || 0 : 0;
  const data = items.slice(offset, offset + limit);
  if (items.length === 0) return { data };
  const cursor = (n: number) => Buffer.from(String(n)).toString('base64url');
  const paging: Record<string, unknown> = { cursors: { before: cursor(offset), after: cursor(offset + data.length) } };
  if (offset + limit < items.length) {
    const next = new URL(`${ctx.baseUrl}/graph/${call.version ?? 'v23.0'}/${call.segments.join('/')}`);
    for (const [k, v] of call.req.query) if (k !== 'after' && k !== 'access_token') next.searchParams.set(k, v);
    next.searchParams.set('access_token', call.token.token);
    next.searchParams.set('after', cursor(offset + limit));
    paging.next = next.toString();
  }
  return { data, paging };
}

function pageObject(ctx: MetaContext, page: FbPage, token: TokenRecord | null): Record<string, unknown> {
  return {
    id: page.id,
    name: page.name,
    username: page.username,
    link: `${ctx.baseUrl}/www/${page.id}`,
    category: 'Sandbox',
    tasks: ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'],
    picture: { data: { url: pictureFor(ctx, page.id), is_silhouette: false } },
    instagram_business_account: page.igUserId ? { id: page.igUserId } : undefined,
    access_token: token && token.kind === 'user' && canActOnPage(ctx, token, page.id) ? ctx.state.pageTokenFor(token, page.id) : undefined,
  };
}

export function me(ctx: MetaContext, call: GraphCall): GraphAnswer {
  const fields = requestedFields(call.req.params.fields, ['id', 'name']);
  if (call.token.kind === 'page') {
    const page = ctx.state.pages.get(call.token.pageId ?? '');
    return page ? ok(pick(pageObject(ctx, page, null), fields)) : errors.badToken();
  }
  const user = ctx.state.users.get(call.token.userId);
  if (!user) return errors.badToken();
  return ok(pick({ id: user.id, name: user.name, picture: { data: { url: pictureFor(ctx, user.id), is_silhouette: false } } }, fields));
}

export function permissions(_ctx: MetaContext, call: GraphCall): GraphAnswer {
  const data = [
    ...call.token.scopes.map((permission) => ({ permission, status: 'granted' })),
    ...call.token.declined.map((permission) => ({ permission, status: 'declined' })),
  ];
  return ok({ data });
}

export function accounts(ctx: MetaContext, call: GraphCall): GraphAnswer {
  if (call.token.kind !== 'user') return errors.param('Tried accessing nonexisting field (accounts) on node type (Page)');
  if (!call.token.scopes.includes('pages_show_list')) return ok({ data: [] });
  const user = ctx.state.users.get(call.token.userId);
  const fields = requestedFields(call.req.params.fields, ['id', 'name', 'access_token', 'category', 'tasks']);
  const pages = (user?.pageIds ?? []).map((id) => ctx.state.pages.get(id)).filter((p): p is FbPage => p !== undefined);
  const page = paginate(ctx, call, pages, 25);
  return ok({ ...page, data: page.data.map((p) => pick(pageObject(ctx, p, call.token), fields)) });
}

function fbPostObject(ctx: MetaContext, post: StoredPost): Record<string, unknown> {
  return { id: post.id, message: post.text || undefined, created_time: graphTime(post.createdAt), permalink_url: post.permalink, link: post.link ?? undefined };
}

function igMediaObject(post: StoredPost): Record<string, unknown> {
  return {
    id: post.id,
    caption: post.text || undefined,
    timestamp: graphTime(post.createdAt),
    permalink: post.permalink,
    media_type: post.mediaCount > 1 ? 'CAROUSEL_ALBUM' : 'IMAGE',
    media_product_type: 'FEED',
    like_count: 0,
    comments_count: post.comments.length,
  };
}

/** Posts of one account created at/after `since` (unix seconds), newest first. */
function postsOf(ctx: MetaContext, network: StoredPost['network'], accountId: string, since: unknown, until: unknown): StoredPost[] {
  const from = Number(str(since) ?? 0) * 1000 || 0;
  const to = Number(str(until) ?? 0) * 1000 || Infinity;
  return (ctx.state.postsByAccount.get(accountId) ?? [])
    .filter((p) => p.network === network && p.createdAt.getTime() >= from && p.createdAt.getTime() <= to)
    .reverse();
}

export function pagePosts(ctx: MetaContext, call: GraphCall): GraphAnswer {
  const pageId = call.segments[0];
  if (!ctx.state.pages.has(pageId)) return errors.notFound(pageId);
  if (!canActOnPage(ctx, call.token, pageId)) return errors.notAuthorized();
  const fields = requestedFields(call.req.params.fields, ['id', 'message', 'created_time']);
  const list = paginate(ctx, call, postsOf(ctx, 'facebook', pageId, call.req.params.since, call.req.params.until), 25);
  return ok({ ...list, data: list.data.map((p) => pick(fbPostObject(ctx, p), fields)) });
}

export function igMediaList(ctx: MetaContext, call: GraphCall): GraphAnswer {
  const ig = ctx.state.igUsers.get(call.segments[0]);
  if (!ig) return errors.notFound(call.segments[0]);
  if (!canActOnPage(ctx, call.token, ig.pageId)) return errors.notAuthorized();
  const fields = requestedFields(call.req.params.fields, ['id']);
  const list = paginate(ctx, call, postsOf(ctx, 'instagram', ig.id, call.req.params.since, call.req.params.until), 25);
  return ok({ ...list, data: list.data.map((p) => pick(igMediaObject(p), fields)) });
}

export function publishingLimit(ctx: MetaContext, call: GraphCall): GraphAnswer {
  const ig = ctx.state.igUsers.get(call.segments[0]);
  if (!ig) return errors.notFound(call.segments[0]);
  if (!canActOnPage(ctx, call.token, ig.pageId)) return errors.notAuthorized();
  return ok({ data: [{ quota_usage: instagramUsage(ctx, ig.id), config: { quota_total: ctx.instagramQuota, quota_duration: 86400 } }] });
}

/** Instagram posts published in the last 24 h (a carousel counts once). */
export function instagramUsage(ctx: MetaContext, igUserId: string): number {
  const since = Date.now() - 24 * 60 * 60 * 1000;
  return (ctx.state.postsByAccount.get(igUserId) ?? []).filter((p) => p.createdAt.getTime() >= since).length;
}

/** GET /{id}: users, Pages, Instagram accounts, posts and media. Containers are answered by graph-instagram. */
export function object(ctx: MetaContext, call: GraphCall): GraphAnswer {
  const id = call.segments[0];
  const s = ctx.state;
  const user = s.users.get(id);
  if (user) return ok(pick({ id: user.id, name: user.name }, requestedFields(call.req.params.fields, ['id', 'name'])));
  const page = s.pages.get(id);
  if (page) return ok(pick(pageObject(ctx, page, null), requestedFields(call.req.params.fields, ['id', 'name'])));
  const ig = s.igUsers.get(id);
  if (ig) {
    if (!canActOnPage(ctx, call.token, ig.pageId)) return errors.notFound(id);
    const media = s.postsByAccount.get(ig.id)?.length ?? 0;
    const full = { id: ig.id, username: ig.username, name: ig.name, profile_picture_url: pictureFor(ctx, ig.id), followers_count: 0, media_count: media };
    return ok(pick(full, requestedFields(call.req.params.fields, ['id'])));
  }
  const post = s.postsById.get(id);
  if (post) {
    const full = post.network === 'facebook' ? fbPostObject(ctx, post) : igMediaObject(post);
    return ok(pick(full, requestedFields(call.req.params.fields, ['id'])));
  }
  const photo = s.photos.get(id);
  if (photo) return ok({ id: photo.id, link: permalinkFor(ctx, photo.id) });
  return errors.notFound(id);
}
