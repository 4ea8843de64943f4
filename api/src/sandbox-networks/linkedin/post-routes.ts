// LinkedIn Posts API (platform-contracts §5.3): create (201, empty body, URN in x-restli-id), the
// author finder the app reconciles with, and comments through socialActions.
import { json, type FakeReply } from '../kit/reply';
import type { LinkedInRoute } from './context';
import { accessDenied, liError, notFound } from './errors';
import { observe } from './media-routes';
import { authorsOf, type SandboxMember } from './members';
import type { StoredPost } from './state';

const COMMENTARY_MAX = 3000;

const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The media URNs a post's content names, or an error reply. */
function contentMedia(content: Record<string, unknown>): string[] | FakeReply {
  if (content.media !== undefined) {
    const id = record(content.media).id;
    return typeof id === 'string' ? [id] : liError(422, 'UNPROCESSABLE_ENTITY', '/content/media/id is required');
  }
  if (content.multiImage !== undefined) {
    const images = record(content.multiImage).images;
    if (!Array.isArray(images) || images.length < 2 || images.length > 20) {
      return liError(422, 'UNPROCESSABLE_ENTITY', '/content/multiImage/images must hold 2 to 20 images');
    }
    const ids = images.map((i) => record(i).id);
    return ids.every((id): id is string => typeof id === 'string' && id.startsWith('urn:li:image:'))
      ? ids
      : liError(422, 'UNPROCESSABLE_ENTITY', '/content/multiImage/images/*/id must be image URNs');
  }
  return [];
}

/** Every media item must be the author's and AVAILABLE. */
function checkMedia(route: LinkedInRoute, author: string, urns: string[]): FakeReply | null {
  for (const urn of urns) {
    const media = route.ctx.state.images.get(urn) ?? route.ctx.state.videos.get(urn);
    if (!media || media.owner !== author || media.status === 'WAITING_UPLOAD') {
      return liError(400, 'INVALID_MEDIA', `Media ${urn} was not uploaded by ${author}`);
    }
    const status = observe(media);
    if (status === 'PROCESSING') return liError(422, 'MEDIA_NOT_READY', `Media ${urn} is still PROCESSING and not ready yet`);
    if (status === 'PROCESSING_FAILED') return liError(400, 'INVALID_MEDIA', `Media ${urn} failed processing and cannot be posted`);
  }
  return null;
}

export function createPost(route: LinkedInRoute, member: SandboxMember): FakeReply {
  const { ctx, req } = route;
  const body = req.params;
  const author = typeof body.author === 'string' ? body.author : '';
  if (!authorsOf(member).includes(author)) return accessDenied(`POST /posts as ${author || '(no author)'}`);
  const commentary = typeof body.commentary === 'string' ? body.commentary : '';
  if (commentary.length > COMMENTARY_MAX) return liError(422, 'UNPROCESSABLE_ENTITY', `/commentary is longer than ${COMMENTARY_MAX} characters`);
  if (body.lifecycleState !== 'PUBLISHED') return liError(422, 'UNPROCESSABLE_ENTITY', '/lifecycleState must be PUBLISHED');
  if (!['PUBLIC', 'CONNECTIONS', 'LOGGED_IN'].includes(String(body.visibility))) return liError(422, 'UNPROCESSABLE_ENTITY', '/visibility is invalid');
  if (typeof record(body.distribution).feedDistribution !== 'string') return liError(422, 'UNPROCESSABLE_ENTITY', '/distribution/feedDistribution is required');
  const content = record(body.content);
  const article = content.article === undefined ? null : record(content.article);
  if (article && (typeof article.source !== 'string' || typeof article.title !== 'string')) {
    return liError(422, 'UNPROCESSABLE_ENTITY', '/content/article needs source and title');
  }
  const media = contentMedia(content);
  if (!Array.isArray(media)) return media;
  if (commentary === '' && media.length === 0 && !article) return liError(422, 'UNPROCESSABLE_ENTITY', 'A post needs commentary or content');
  const refused = checkMedia(route, author, media);
  if (refused) return refused;
  if (ctx.faults.take(route.key, ['duplicate'])) {
    const last = [...ctx.state.posts].reverse().find((p) => p.author === author);
    return liError(422, 'DUPLICATE_POST', `Content is a duplicate of ${last?.id ?? 'urn:li:share:7000000000000000000'}`);
  }
  const urn = `urn:li:share:${ctx.state.nextId()}`;
  const post: StoredPost = {
    id: urn,
    accountId: author,
    author,
    authorName: author.startsWith('urn:li:organization:') ? member.organization.name : member.name,
    text: commentary,
    mediaCount: media.length,
    mediaUrns: media,
    link: article ? String(article.source) : null,
    permalink: `${ctx.options.baseUrl}/www/feed/update/${urn}`,
    createdAt: new Date(),
    comments: [],
    body,
  };
  ctx.state.addPost(post);
  return json(201, undefined, { 'x-restli-id': urn, 'x-linkedin-id': urn });
}

/** GET rest/posts?q=author&author=<urn>&count=&start= — newest first. */
export function findPosts(route: LinkedInRoute, member: SandboxMember): FakeReply {
  const { ctx, req } = route;
  if (req.query.get('q') !== 'author') return liError(400, 'BAD_REQUEST', 'Only the author finder (q=author) is supported');
  const author = req.query.get('author') ?? '';
  if (!authorsOf(member).includes(author)) return accessDenied(`GET /posts?q=author&author=${author}`);
  const count = Math.min(100, Math.max(1, Number(req.query.get('count') ?? 10) || 10));
  const start = Math.max(0, Number(req.query.get('start') ?? 0) || 0);
  const mine = ctx.state.posts.filter((p) => p.author === author).reverse();
  const page = mine.slice(start, start + count);
  return json(200, {
    elements: page.map((p) => ({
      id: p.id,
      author: p.author,
      commentary: p.text,
      visibility: p.body.visibility,
      lifecycleState: 'PUBLISHED',
      distribution: p.body.distribution,
      ...(p.body.content === undefined ? {} : { content: p.body.content }),
      createdAt: p.createdAt.getTime(),
      publishedAt: p.createdAt.getTime(),
      lastModifiedAt: p.createdAt.getTime(),
    })),
    paging: { start, count, total: mine.length, links: [] },
  });
}

export function createComment(route: LinkedInRoute, member: SandboxMember, postUrn: string): FakeReply {
  const { ctx, req } = route;
  const post = ctx.state.postsByUrn.get(postUrn);
  if (!post) return notFound(postUrn);
  const actor = typeof req.params.actor === 'string' ? req.params.actor : '';
  if (!authorsOf(member).includes(actor)) return accessDenied(`POST /socialActions/${postUrn}/comments as ${actor || '(no actor)'}`);
  const text = record(req.params.message).text;
  if (typeof text !== 'string' || text.trim() === '') return liError(422, 'UNPROCESSABLE_ENTITY', '/message/text is required');
  post.comments.push(text);
  const commentId = ctx.state.nextId();
  const activity = postUrn.replace('urn:li:share:', 'urn:li:activity:');
  return json(
    201,
    { actor, object: postUrn, message: { text }, id: commentId, commentUrn: `urn:li:comment:(${activity},${commentId})`, created: { actor, time: Date.now() } },
    { 'x-restli-id': `urn:li:comment:(${activity},${commentId})` },
  );
}
