// X posts (platform-contracts §6.2, §6.5): create (with media and replies), the user's timeline the
// app reconciles with, and users/me.
import { json, type FakeReply } from '../kit/reply';
import type { XRoute } from './context';
import { duplicate, invalidRequest, notFound } from './errors';
import type { StoredTweet, XPost } from './state';
import { TEXT_LIMIT, weightedLength } from './text';
import type { SandboxUser } from './users';

const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export function usersMe(route: XRoute, user: SandboxUser): FakeReply {
  return json(200, {
    data: { id: user.id, name: user.name, username: user.username, profile_image_url: `${route.ctx.options.baseUrl}/www/avatar/${user.id}.svg`, verified: false },
  });
}

function checkMedia(route: XRoute, user: SandboxUser, ids: unknown): string[] | FakeReply {
  if (ids === undefined) return [];
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > 4 || !ids.every((i): i is string => typeof i === 'string')) {
    return invalidRequest('media.media_ids must hold 1 to 4 media ids', { 'media.media_ids': ids });
  }
  const media = ids.map((id) => route.ctx.state.media.get(id));
  if (media.some((m) => !m || m.ownerId !== user.id || m.state !== 'succeeded')) {
    return invalidRequest('Your media IDs are invalid.', { 'media.media_ids': ids });
  }
  if (media.length > 1 && media.some((m) => m?.kind !== 'image')) return invalidRequest('A video or GIF must be the only media of a post.', { 'media.media_ids': ids });
  return ids;
}

export function createTweet(route: XRoute, user: SandboxUser): FakeReply {
  const { ctx, req } = route;
  const text = typeof req.params.text === 'string' ? req.params.text : '';
  const mediaIds = checkMedia(route, user, record(req.params.media).media_ids);
  if (!Array.isArray(mediaIds)) return mediaIds;
  if (text.trim() === '' && mediaIds.length === 0) return invalidRequest('text or media is required', { text: [text] });
  if (weightedLength(text) > TEXT_LIMIT) return problemTooLong();
  const replyTo = req.params.reply === undefined ? null : String(record(req.params.reply).in_reply_to_tweet_id ?? '');
  if (replyTo !== null && !ctx.state.tweets.has(replyTo)) return invalidRequest('The Post you are replying to has been deleted or is not visible to you.', { 'reply.in_reply_to_tweet_id': [replyTo] });
  const repeated = text !== '' && ctx.state.texts.has(`${user.id}\n${text}`);
  if (repeated || ctx.faults.take(route.key, ['duplicate'])) return duplicate();

  const tweet: StoredTweet = { id: ctx.state.nextId(), authorId: user.id, text, createdAt: new Date(), replyTo };
  ctx.state.tweets.set(tweet.id, tweet);
  if (text !== '') ctx.state.texts.add(`${user.id}\n${text}`);
  const parent = replyTo ? ctx.state.postsById.get(replyTo) : undefined;
  if (parent) parent.comments.push(text);
  if (replyTo === null) {
    const urlMatch = /https?:\/\/\S+/.exec(text);
    const post: XPost = {
      id: tweet.id,
      accountId: user.id,
      authorName: user.name,
      text,
      mediaCount: mediaIds.length,
      link: urlMatch ? urlMatch[0] : null,
      permalink: `${ctx.options.baseUrl}/www/${user.username}/status/${tweet.id}`,
      createdAt: tweet.createdAt,
      comments: [],
    };
    ctx.state.posts.push(post);
    ctx.state.postsById.set(post.id, post);
  }
  return json(201, { data: { id: tweet.id, text, edit_history_tweet_ids: [tweet.id] } });
}

function problemTooLong(): FakeReply {
  return json(403, { title: 'Forbidden', detail: 'Your Tweet text is too long. For more information on how X determines text length see https://github.com/twitter/twitter-text.', type: 'about:blank', status: 403 });
}

/** GET 2/users/{id}/tweets — newest first; created_at only when asked for, as X. */
export function userTweets(route: XRoute, id: string): FakeReply {
  const { ctx, req } = route;
  if (!/^\d+$/.test(id)) return invalidRequest('The `id` query parameter value is not valid', { id: [id] });
  const max = Number(req.query.get('max_results') ?? 10);
  if (!Number.isInteger(max) || max < 5 || max > 100) return invalidRequest('max_results must be between 5 and 100', { max_results: [String(max)] });
  const startTime = req.query.get('start_time');
  const since = startTime ? Date.parse(startTime) : Number.NEGATIVE_INFINITY;
  if (Number.isNaN(since)) return invalidRequest('start_time must be an RFC 3339 date-time', { start_time: [startTime] });
  const excludeReplies = (req.query.get('exclude') ?? '').split(',').includes('replies');
  const withCreatedAt = (req.query.get('tweet.fields') ?? '').split(',').includes('created_at');
  const mine = [...ctx.state.tweets.values()]
    .filter((t) => t.authorId === id && t.createdAt.getTime() >= since && !(excludeReplies && t.replyTo))
    .reverse()
    .slice(0, max);
  if (mine.length === 0) return json(200, { meta: { result_count: 0 } });
  return json(200, {
    data: mine.map((t) => ({ id: t.id, text: t.text, edit_history_tweet_ids: [t.id], ...(withCreatedAt ? { created_at: t.createdAt.toISOString() } : {}) })),
    meta: { result_count: mine.length, newest_id: mine[0].id, oldest_id: mine[mine.length - 1].id },
  });
}

export function tweetById(route: XRoute, id: string): FakeReply {
  const tweet = route.ctx.state.tweets.get(id);
  if (!tweet) return notFound(`Could not find tweet with id: [${id}].`);
  return json(200, { data: { id: tweet.id, text: tweet.text, author_id: tweet.authorId, created_at: tweet.createdAt.toISOString(), edit_history_tweet_ids: [tweet.id] } });
}
