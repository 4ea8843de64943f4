// Publishing to an X user (§6.2): prepare() uploads the media (progress.xMedia keeps the ids, so a
// retry only polls), create() posts, findExisting() looks for the text in the user's timeline,
// comment() replies to the post.
import type { SocialConfig } from '../../../config';
import { NetworkError, type AppCredentials, type PlatformPublisher, type Progress, type PublishContent, type PublishedRef } from '../types';
import { record, text, xCall, xWebBase } from './api';
import { mediaStatus, uploadMedia, type UploadedXMedia } from './media';

const CLOCK_SKEW_MS = 60_000;

function storedMedia(progress: Progress): UploadedXMedia[] {
  const list = progress.xMedia;
  if (!Array.isArray(list)) return [];
  return list
    .map(record)
    .filter((m) => typeof m.id === 'string')
    .map((m) => ({ id: String(m.id), ready: m.ready === true, checkAfterMs: Number(m.checkAfterMs) || 0 }));
}

/** The text as posted: a link not already in the text goes at its end (X shows a card for it). */
export function postText(content: PublishContent): string {
  if (!content.link || content.text.includes(content.link.url)) return content.text;
  return content.text.trim() === '' ? content.link.url : `${content.text}\n\n${content.link.url}`;
}

/** X returns text with t.co links and HTML entities: compare without links, entities or spacing. */
export function comparable(s: string): string {
  return s
    .replace(/https?:\/\/\S+/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

function checkShape(content: PublishContent): void {
  const videos = content.media.filter((m) => m.kind === 'video' || m.mime === 'image/gif').length;
  if (content.media.length > 4 || (videos > 0 && content.media.length > 1)) {
    throw new NetworkError('permanent', 'media_mix', 'An X post takes up to 4 images, or one video or GIF on its own: change the media and publish again.');
  }
}

export function createXPublisher(config: SocialConfig, _credentials: AppCredentials): PlatformPublisher {
  const web = xWebBase(config);
  // x.com/i/web/status/{id} opens a post without knowing the username.
  const ref = (id: string): PublishedRef => ({ externalId: id, link: `${web}/i/web/status/${id}` });

  return {
    platform: 'twitter',

    async prepare(account, content, progress) {
      checkShape(content);
      const media = storedMedia(progress);
      progress.xMedia = media;
      for (let i = media.length; i < content.media.length; i += 1) media.push(await uploadMedia(config, account.accessToken, content.media[i]));
      // At most one STATUS poll per media per call: the caller comes back after retryAfterMs.
      let waitMs = 0;
      for (const [i, item] of media.entries()) {
        if (item.ready) continue;
        media[i] = await mediaStatus(config, account.accessToken, item.id);
        waitMs = Math.max(waitMs, media[i].checkAfterMs);
      }
      if (media.some((m) => !m.ready)) {
        throw new NetworkError('retry', 'media_processing', 'X is still processing the media: Cadence will check again shortly.', waitMs || 5000);
      }
      return progress;
    },

    async create(account, content, progress) {
      const media = storedMedia(progress);
      if (media.length !== content.media.length || media.some((m) => !m.ready)) {
        throw new NetworkError('retry', 'media_missing', 'The media are not ready on X yet: Cadence will finish the upload and try again.');
      }
      const body: Record<string, unknown> = { text: postText(content) };
      if (media.length > 0) body.media = { media_ids: media.map((m) => m.id) };
      const response = await xCall(config, account.accessToken, { method: 'POST', path: '/2/tweets', body, stage: 'create' });
      const id = text(record(record(response.body).data).id);
      if (!id) throw new NetworkError('unknown', 'missing_id', 'X accepted the post without naming it: Cadence looks it up before doing anything else.');
      return ref(id);
    },

    async findExisting(account, content, _progress, since) {
      const wanted = comparable(postText(content));
      const response = await xCall(config, account.accessToken, {
        method: 'GET',
        path: `/2/users/${encodeURIComponent(account.externalId)}/tweets`,
        query: {
          max_results: '100',
          start_time: new Date(since.getTime() - CLOCK_SKEW_MS).toISOString(),
          exclude: 'replies,retweets',
          'tweet.fields': 'created_at',
        },
      });
      const data = record(response.body).data;
      for (const item of Array.isArray(data) ? data : []) {
        const tweet = record(item);
        const id = text(tweet.id);
        if (id && typeof tweet.text === 'string' && comparable(tweet.text) === wanted) return ref(id);
      }
      return null;
    },

    async comment(account, post, commentText) {
      await xCall(config, account.accessToken, { method: 'POST', path: '/2/tweets', body: { text: commentText, reply: { in_reply_to_tweet_id: post.externalId } } });
    },
  };
}
