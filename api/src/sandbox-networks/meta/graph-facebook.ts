// Facebook Page publishing in the fake (platform-contracts §2.2): /feed, /photos, /videos and
// comments. Media URLs are really fetched, as Facebook does.
import { bool, permalinkFor, pick, requestedFields, str, type GraphCall, type MetaContext } from './context';
import { errors, type GraphAnswer } from './graph-errors';
import { canActOnPage } from './graph-read';
import { checkMediaUrl } from './media-fetch';
import type { Photo, StoredPost } from './state';

const FB_TEXT_MAX = 63206;

/** The Page of the call, or the error the real API gives. */
function pageFor(ctx: MetaContext, call: GraphCall): { pageId: string } | { error: GraphAnswer } {
  const pageId = call.segments[0];
  if (!ctx.state.pages.has(pageId)) return { error: errors.unsupportedPost(pageId) };
  if (!canActOnPage(ctx, call.token, pageId)) return { error: errors.notAuthorized() };
  if (!call.token.scopes.includes('pages_manage_posts')) return { error: errors.noPermission('pages_manage_posts') };
  return { pageId };
}

/** attached_media as a JSON array, a JSON string, or form keys attached_media[0]={"media_fbid":"…"}. */
function attachedMedia(params: Record<string, unknown>): unknown[] {
  const parse = (v: unknown): unknown => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  };
  const direct = parse(params.attached_media);
  if (Array.isArray(direct)) return direct;
  return Object.keys(params)
    .filter((k) => /^attached_media\[\d+\]$/.test(k))
    .sort((a, b) => Number(a.slice(15, -1)) - Number(b.slice(15, -1)))
    .map((k) => parse(params[k]));
}

function reply(ctx: MetaContext, call: GraphCall, object: Record<string, unknown>): GraphAnswer {
  const fields = requestedFields(call.req.params.fields, []);
  if (fields.size === 0) return { status: 200, body: object };
  return { status: 200, body: pick({ ...object, permalink_url: permalinkFor(ctx, String(object.post_id ?? object.id)) }, fields) };
}

function record(ctx: MetaContext, post: Omit<StoredPost, 'permalink' | 'createdAt' | 'comments' | 'network'>): StoredPost {
  return ctx.state.recordPost({ ...post, network: 'facebook', permalink: permalinkFor(ctx, post.id), createdAt: new Date(), comments: [] });
}

export function feed(ctx: MetaContext, call: GraphCall): GraphAnswer {
  const target = pageFor(ctx, call);
  if ('error' in target) return target.error;
  const p = call.req.params;
  const message = str(p.message) ?? '';
  const link = str(p.link) ?? null;
  const attached = attachedMedia(p);
  if (message === '' && link === null && attached.length === 0) return errors.param('Missing message or attachment');
  if (message.length > FB_TEXT_MAX) return errors.param('Message is too long');
  const photos: Photo[] = [];
  for (const [i, entry] of attached.entries()) {
    const id = typeof entry === 'object' && entry !== null ? str((entry as Record<string, unknown>).media_fbid) : undefined;
    const photo = id ? ctx.state.photos.get(id) : undefined;
    if (!photo || photo.pageId !== target.pageId || photo.published || photo.attachedTo !== null) {
      return errors.param(`param attached_media[${i}] must be an unpublished photo of this Page that is not used yet`);
    }
    photos.push(photo);
  }
  const id = `${target.pageId}_${ctx.state.nextId('1015')}`;
  if (bool(p.published, true)) {
    for (const photo of photos) photo.attachedTo = id;
    record(ctx, { id, accountId: target.pageId, pageId: target.pageId, text: message, mediaCount: photos.length, link });
  }
  return reply(ctx, call, { id });
}

export async function photos(ctx: MetaContext, call: GraphCall): Promise<GraphAnswer> {
  const target = pageFor(ctx, call);
  if ('error' in target) return target.error;
  const p = call.req.params;
  const url = str(p.url);
  if (url !== undefined) {
    if ((await checkMediaUrl(url, 'image')) !== null) return errors.badImage();
  } else if (!call.req.files.source) return errors.badImage();
  const published = bool(p.published, true);
  const photo: Photo = { id: ctx.state.nextId('20100'), pageId: target.pageId, published, attachedTo: null };
  ctx.state.photos.set(photo.id, photo);
  if (!published) return reply(ctx, call, { id: photo.id });
  const postId = `${target.pageId}_${photo.id}`;
  record(ctx, { id: postId, accountId: target.pageId, pageId: target.pageId, text: str(p.caption) ?? str(p.message) ?? '', mediaCount: 1, link: null });
  return reply(ctx, call, { id: photo.id, post_id: postId });
}

export async function videos(ctx: MetaContext, call: GraphCall): Promise<GraphAnswer> {
  const target = pageFor(ctx, call);
  if ('error' in target) return target.error;
  const p = call.req.params;
  const url = str(p.file_url);
  if (url !== undefined) {
    if ((await checkMediaUrl(url, 'video')) !== null) return errors.badVideo();
  } else if (!call.req.files.source) return errors.badVideo();
  const id = ctx.state.nextId('30100');
  record(ctx, { id, accountId: target.pageId, pageId: target.pageId, text: str(p.description) ?? '', mediaCount: 1, link: null });
  return reply(ctx, call, { id });
}

export function comment(ctx: MetaContext, call: GraphCall): GraphAnswer {
  const id = call.segments[0];
  const post = ctx.state.postsById.get(id);
  if (!post) return errors.unsupportedPost(id);
  if (!canActOnPage(ctx, call.token, post.pageId)) return errors.notAuthorized();
  const message = str(call.req.params.message) ?? '';
  if (message.trim() === '') return errors.param('Missing message or attachment');
  post.comments.push(message);
  return { status: 200, body: { id: `${id}_${ctx.state.nextId('4040')}` } };
}
