// Publishing to a Facebook Page (platform-contracts §2.2). Text and link posts go to /feed, one
// photo to /photos (by URL), several photos are uploaded unpublished in prepare() and attached to
// one /feed post, a video goes to /videos by URL. create() makes exactly one of those calls.
import type { SocialConfig } from '../../../config';
import { NetworkError, type AppCredentials, type PlatformPublisher, type Progress, type PublishAccount, type PublishContent, type PublishedRef } from '../types';
import { GraphClient } from './graph-client';
import { graphTime, postLinkFallback } from './links';

interface CreateAnswer {
  id: string;
  post_id?: string;
  permalink_url?: string;
}

interface PostItem {
  id: string;
  message?: string;
  created_time?: string;
  permalink_url?: string;
}

/** Our clock and Facebook's may differ a little: look that much before `since`. */
const CLOCK_SKEW_MS = 2 * 60_000;

type Shape = 'text' | 'photo' | 'photos' | 'video';

function shapeOf(content: PublishContent): Shape {
  const videos = content.media.filter((m) => m.kind === 'video').length;
  if (videos > 0 && content.media.length > 1) {
    throw new NetworkError('permanent', 'mixed_media', 'Facebook posts take either photos or one video, not both: keep only the photos or the video.');
  }
  if (videos === 1) return 'video';
  if (content.media.length === 1) return 'photo';
  return content.media.length > 1 ? 'photos' : 'text';
}

const photoIds = (progress: Progress): string[] => (Array.isArray(progress.photoIds) ? progress.photoIds.filter((v): v is string => typeof v === 'string') : []);

export function createFacebookPublisher(config: SocialConfig, credentials: AppCredentials): PlatformPublisher {
  const graph = new GraphClient(config, credentials);

  const toRef = (answer: CreateAnswer): PublishedRef => {
    const id = answer.post_id ?? answer.id;
    return { externalId: id, link: answer.permalink_url ?? postLinkFallback(config.graphUrl, 'facebook', id) };
  };

  return {
    platform: 'facebook',

    async prepare(account, content, progress) {
      if (shapeOf(content) !== 'photos') return progress;
      // Uploaded ids are written into `progress` as they come, so a retry after a failure part-way
      // does not upload the same photos again.
      const ids = photoIds(progress);
      progress.photoIds = ids;
      for (const media of content.media.slice(ids.length)) {
        const answer = await graph.request<CreateAnswer>({
          method: 'POST',
          path: `/${account.externalId}/photos`,
          token: account.accessToken,
          body: { url: media.url, published: false },
          platform: 'facebook',
        });
        ids.push(answer.id);
      }
      return progress;
    },

    async create(account: PublishAccount, content: PublishContent, progress: Progress): Promise<PublishedRef> {
      const shape = shapeOf(content);
      const page = account.externalId;
      const call = (edge: string, body: Record<string, unknown>, fields: string) =>
        graph.request<CreateAnswer>({ method: 'POST', path: `/${page}/${edge}`, token: account.accessToken, query: { fields }, body, platform: 'facebook', stage: 'create' });
      if (shape === 'video') {
        return toRef(await call('videos', { file_url: content.media[0].url, description: content.text, published: true }, 'id,permalink_url'));
      }
      if (shape === 'photo') {
        return toRef(await call('photos', { url: content.media[0].url, caption: content.text, published: true }, 'id,post_id,permalink_url'));
      }
      const body: Record<string, unknown> = { message: content.text, published: true };
      if (shape === 'photos') {
        const ids = photoIds(progress);
        if (ids.length !== content.media.length) throw new NetworkError('retry', 'not_prepared', 'The photos are not all uploaded to Facebook yet. Cadence tries again shortly.', 1000);
        body.attached_media = ids.map((id) => ({ media_fbid: id }));
      } else if (content.link) {
        body.link = content.link.url;
      }
      return toRef(await call('feed', body, 'id,permalink_url'));
    },

    async findExisting(account, content, _progress, since) {
      const from = since.getTime() - CLOCK_SKEW_MS;
      const posts = await graph.list<PostItem>(
        {
          method: 'GET',
          path: `/${account.externalId}/published_posts`,
          token: account.accessToken,
          query: { fields: 'id,message,created_time,permalink_url', since: Math.floor(from / 1000), limit: 50 },
          platform: 'facebook',
        },
        4,
      );
      const text = content.text.trim();
      const match = posts.find((p) => (p.message ?? '').trim() === text && (!p.created_time || graphTime(p.created_time) >= from));
      return match ? { externalId: match.id, link: match.permalink_url ?? postLinkFallback(config.graphUrl, 'facebook', match.id) } : null;
    },

    async comment(account, post, text) {
      await graph.request({ method: 'POST', path: `/${post.externalId}/comments`, token: account.accessToken, body: { message: text }, platform: 'facebook' });
    },
  };
}
