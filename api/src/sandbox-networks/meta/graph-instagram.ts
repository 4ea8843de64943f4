// Instagram content publishing in the fake (platform-contracts §3.1): containers (image, reel,
// carousel items and parent), status polls, media_publish with the 24 h quota, and faults on polls.
import { bool, permalinkFor, pick, requestedFields, str, type GraphCall, type MetaContext } from './context';
import { errors, type GraphAnswer } from './graph-errors';
import { canActOnPage, instagramUsage } from './graph-read';
import { checkMediaUrl } from './media-fetch';
import type { Container, IgUser } from './state';

const CAPTION_MAX = 2200;

function igFor(ctx: MetaContext, call: GraphCall): { ig: IgUser } | { error: GraphAnswer } {
  const ig = ctx.state.igUsers.get(call.segments[0]);
  if (!ig) return { error: errors.unsupportedPost(call.segments[0]) };
  if (!canActOnPage(ctx, call.token, ig.pageId)) return { error: errors.notAuthorized() };
  if (!call.token.scopes.includes('instagram_content_publish')) return { error: errors.noPermission('instagram_content_publish') };
  return { ig };
}

function childIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  try {
    const parsed = JSON.parse(value) as unknown;
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // A comma-separated list, the documented form.
  }
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

export async function createContainer(ctx: MetaContext, call: GraphCall): Promise<GraphAnswer> {
  const target = igFor(ctx, call);
  if ('error' in target) return target.error;
  const p = call.req.params;
  const mediaType = (str(p.media_type) ?? 'IMAGE').toUpperCase();
  const isItem = bool(p.is_carousel_item, false);
  const caption = str(p.caption) ?? '';
  if (caption.length > CAPTION_MAX) return errors.param('The caption is too long (2,200 characters at most).', 2207010);
  const container: Container = {
    id: ctx.state.nextId('17889'),
    igUserId: target.ig.id,
    mediaType: 'IMAGE',
    isCarouselItem: isItem,
    children: [],
    caption: isItem ? '' : caption,
    status: 'FINISHED',
    statusText: null,
    mediaId: null,
    createdAt: Date.now(),
  };
  if (mediaType === 'CAROUSEL') {
    const children = childIds(p.children);
    if (children.length < 2 || children.length > 10) return errors.param('A carousel needs between 2 and 10 children.');
    for (const id of children) {
      const child = ctx.state.containers.get(id);
      if (!child || child.igUserId !== target.ig.id || !child.isCarouselItem) return errors.param(`The children parameter contains an invalid container: ${id}`);
    }
    container.mediaType = 'CAROUSEL';
    container.children = children;
  } else {
    if (!['IMAGE', 'VIDEO', 'REELS', 'STORIES'].includes(mediaType)) return errors.param(`media_type must be one of IMAGE, VIDEO, REELS, STORIES, CAROUSEL (got ${mediaType})`);
    container.mediaType = mediaType as Container['mediaType'];
    const video = mediaType === 'VIDEO' || mediaType === 'REELS' || (mediaType === 'STORIES' && p.video_url !== undefined);
    const field = video ? 'video_url' : 'image_url';
    const url = str(p[field]);
    if (url === undefined) return errors.param(`The parameter ${field} is required.`);
    // The real network downloads asynchronously; the fake does it before answering so that a
    // container's first poll is deterministic (faults simulate slow processing).
    const problem = await checkMediaUrl(url, video ? 'video' : 'image', { jpegOnly: !video });
    if (problem) {
      container.status = 'ERROR';
      container.statusText =
        problem.problem === 'unreachable'
          ? `Error: 2207052: Media download has failed. The media URI doesn't meet our requirements (${problem.detail}).`
          : video
            ? `Error: 2207026: Unsupported video format (${problem.detail}).`
            : `Error: 2207005: Unsupported image format (${problem.detail}).`;
    }
  }
  ctx.state.containers.set(container.id, container);
  return { status: 200, body: { id: container.id } };
}

/** GET /{container-id}?fields=status_code,status — null when the id is not a container. */
export function pollContainer(ctx: MetaContext, call: GraphCall): GraphAnswer | null {
  const container = ctx.state.containers.get(call.segments[0]);
  if (!container) return null;
  const ig = ctx.state.igUsers.get(container.igUserId);
  if (!ig || !canActOnPage(ctx, call.token, ig.pageId)) return errors.notFound(container.id);
  const fields = requestedFields(call.req.params.fields, ['id', 'status_code']);
  if (container.status !== 'PUBLISHED' && ctx.faults.take(call.key, ['media-error'])) {
    container.status = 'ERROR';
    container.statusText =
      container.mediaType === 'REELS' || container.mediaType === 'VIDEO'
        ? 'Error: 2207026: Unsupported video format.'
        : 'Error: 2207005: Unsupported image format.';
  }
  let { status, text } = ctx.state.containerStatus(container, Date.now());
  if (status === 'FINISHED' && ctx.faults.take(call.key, ['media-in-progress'])) {
    status = 'IN_PROGRESS';
    text = 'In Progress: Media is still being processed.';
  }
  const statusText = text ?? (status === 'FINISHED' ? 'Finished: Media has been uploaded and it is ready to be published.' : status);
  return { status: 200, body: pick({ id: container.id, status_code: status, status: statusText }, fields) };
}

export function publish(ctx: MetaContext, call: GraphCall): GraphAnswer {
  const target = igFor(ctx, call);
  if ('error' in target) return target.error;
  const creationId = str(call.req.params.creation_id);
  if (creationId === undefined) return errors.param('The parameter creation_id is required.');
  const container = ctx.state.containers.get(creationId);
  if (!container || container.igUserId !== target.ig.id) return errors.param(`Invalid creation_id: ${creationId}`, 2207006);
  if (container.isCarouselItem) return errors.param('A carousel item is published through its carousel.');
  if (ctx.faults.takeExplicit(call.key, 'media-in-progress')) return errors.notReady();
  const { status } = ctx.state.containerStatus(container, Date.now());
  if (status === 'PUBLISHED') return errors.alreadyPublished();
  if (status === 'IN_PROGRESS') return errors.notReady();
  if (status === 'ERROR') return errors.param('The media could not be processed: create a new container.', 2207032);
  if (status === 'EXPIRED') return errors.param('The media container has expired: create a new one.', 2207006);
  if (instagramUsage(ctx, target.ig.id) >= ctx.instagramQuota) return errors.quotaReached();
  const mediaId = ctx.state.nextId('17920');
  container.status = 'PUBLISHED';
  container.mediaId = mediaId;
  ctx.state.recordPost({
    id: mediaId,
    network: 'instagram',
    accountId: target.ig.id,
    pageId: target.ig.pageId,
    text: container.caption,
    mediaCount: Math.max(container.children.length, 1),
    link: null,
    permalink: permalinkFor(ctx, mediaId),
    createdAt: new Date(),
    comments: [],
  });
  return { status: 200, body: { id: mediaId } };
}
