// Publishing to an Instagram business account (platform-contracts §3.1). prepare() creates the
// container (a reel for a video, a carousel with its children for several items) and polls it once
// per call; create() is the one media_publish. Container ids live in `progress` — written into the
// object the publisher passed, also when prepare() throws 'retry', so the next run polls the same
// container instead of making a new one.
import type { SocialConfig } from '../../../config';
import { NetworkError, type AppCredentials, type PlatformPublisher, type Progress, type PublishAccount, type PublishContent, type PublishMedia, type PublishedRef } from '../types';
import { classifyFailure } from './errors';
import { GraphClient } from './graph-client';
import { graphTime, postLinkFallback } from './links';

const CAROUSEL_MAX = 10;
const POLL_AGAIN_MS = 5000;
const CLOCK_SKEW_MS = 2 * 60_000;
/** Download failures (§1.2 "retryable"): make a new container and try again. */
const FETCH_FAILURES = new Set([2207003, 2207052, 2207082]);

interface IgProgress extends Progress {
  container?: string;
  children?: string[];
  published?: boolean;
}

interface ContainerAnswer {
  id: string;
  status_code?: 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';
  status?: string;
}

interface MediaItem {
  id: string;
  caption?: string;
  timestamp?: string;
  permalink?: string;
}

function forget(progress: IgProgress): void {
  delete progress.container;
  delete progress.children;
}

export function createInstagramPublisher(config: SocialConfig, credentials: AppCredentials): PlatformPublisher {
  const graph = new GraphClient(config, credentials);

  const post = <T>(account: PublishAccount, edge: string, query: Record<string, string | boolean | undefined>, stage: 'create' | 'other' = 'other') =>
    graph.request<T>({ method: 'POST', path: `/${account.externalId}/${edge}`, token: account.accessToken, query, platform: 'instagram', stage });

  const newContainer = async (account: PublishAccount, media: PublishMedia, caption: string | undefined, item: boolean): Promise<string> => {
    const video = media.kind === 'video';
    const query = video
      ? { media_type: item ? 'VIDEO' : 'REELS', video_url: media.url, caption, share_to_feed: item ? undefined : true, is_carousel_item: item || undefined }
      : { image_url: media.url, caption, is_carousel_item: item || undefined };
    return (await post<{ id: string }>(account, 'media', query)).id;
  };

  const status = (account: PublishAccount, id: string) =>
    graph.request<ContainerAnswer>({ method: 'GET', path: `/${id}`, token: account.accessToken, query: { fields: 'id,status_code,status' }, platform: 'instagram' });

  const checkQuota = async (account: PublishAccount) => {
    const answer = await graph.request<{ data?: Array<{ quota_usage?: number; config?: { quota_total?: number } }> }>({
      method: 'GET',
      path: `/${account.externalId}/content_publishing_limit`,
      token: account.accessToken,
      query: { fields: 'quota_usage,config' },
      platform: 'instagram',
    });
    const row = answer.data?.[0];
    const total = row?.config?.quota_total;
    if (row && typeof total === 'number' && (row.quota_usage ?? 0) >= total) {
      throw new NetworkError(
        'defer',
        'quota',
        `Instagram allows ${total} posts per 24 hours per account and this account has reached it. Cadence publishes it when the window frees up.`,
        await windowFreesIn(account),
      );
    }
  };

  /** The rolling 24 h window frees a slot when its oldest post turns 24 h old (1 h when that cannot be told). */
  const windowFreesIn = async (account: PublishAccount): Promise<number> => {
    const fallback = 60 * 60_000;
    try {
      const day = 24 * 60 * 60_000;
      const items = await graph.list<MediaItem>(
        { method: 'GET', path: `/${account.externalId}/media`, token: account.accessToken, query: { fields: 'id,timestamp', since: Math.floor((Date.now() - day) / 1000), limit: 100 }, platform: 'instagram' },
        3,
      );
      const oldest = Math.min(...items.map((m) => (m.timestamp ? graphTime(m.timestamp) : Infinity)));
      return Number.isFinite(oldest) ? Math.max(oldest + day - Date.now(), 60_000) : fallback;
    } catch {
      return fallback;
    }
  };

  const containerError = (text: string): NetworkError => {
    const subcode = Number(/\b(2207\d{3})\b/.exec(text)?.[1] ?? 0) || null;
    if (subcode !== null && FETCH_FAILURES.has(subcode)) {
      return new NetworkError(
        'retry',
        `container/${subcode}`,
        `Instagram could not download the media from Cadence (${text}). Cadence tries again; if it keeps failing, the administrator should check that MEDIA_PUBLIC_URL is reachable from the internet.`,
        60_000,
      );
    }
    const classified = classifyFailure({ status: 400, code: null, subcode, message: text, userMessage: null, transient: false, regainMinutes: null }, 'instagram');
    if (classified.failure === 'permanent' && subcode !== null && !classified.userMessage.startsWith('Instagram refused')) {
      return new NetworkError('permanent', `container/${subcode}`, classified.userMessage.replace(/ \(code [^)]*\)$/, ` (code ${subcode})`));
    }
    return new NetworkError('permanent', subcode === null ? 'container_error' : `container/${subcode}`, `Instagram could not process the media (${text}). Replace the media and try again.`);
  };

  const findMedia = async (account: PublishAccount, content: PublishContent, since: Date, anyCaption: boolean): Promise<PublishedRef | null> => {
    const from = since.getTime() - CLOCK_SKEW_MS;
    const items = await graph.list<MediaItem>(
      {
        method: 'GET',
        path: `/${account.externalId}/media`,
        token: account.accessToken,
        query: { fields: 'id,caption,timestamp,permalink', since: Math.floor(from / 1000), limit: 50 },
        platform: 'instagram',
      },
      4,
    );
    const recent = items.filter((m) => !m.timestamp || graphTime(m.timestamp) >= from);
    const text = content.text.trim();
    // Instagram may rewrite a caption slightly; a PUBLISHED container proves it exists, so then the newest will do.
    const match = recent.find((m) => (m.caption ?? '').trim() === text) ?? (anyCaption ? recent[0] : undefined);
    return match ? { externalId: match.id, link: match.permalink ?? postLinkFallback(config.graphUrl, 'instagram', match.id) } : null;
  };

  return {
    platform: 'instagram',

    async prepare(account, content, progressIn) {
      const progress = progressIn as IgProgress;
      if (content.media.length === 0) {
        throw new NetworkError('permanent', 'media_required', 'Instagram posts need at least one image or video: add media to the post.');
      }
      if (content.media.length > CAROUSEL_MAX) {
        throw new NetworkError('permanent', 'too_many_media', `An Instagram carousel takes at most ${CAROUSEL_MAX} images or videos: remove some.`);
      }
      if (!progress.container) {
        if (content.media.length === 1) {
          progress.container = await newContainer(account, content.media[0], content.text, false);
        } else {
          const children = Array.isArray(progress.children) ? progress.children : [];
          progress.children = children;
          for (const media of content.media.slice(children.length)) children.push(await newContainer(account, media, undefined, true));
          progress.container = (await post<{ id: string }>(account, 'media', { media_type: 'CAROUSEL', children: children.join(','), caption: content.text })).id;
        }
      }
      const answer = await status(account, progress.container);
      switch (answer.status_code) {
        case 'FINISHED':
          await checkQuota(account);
          return progress;
        case 'PUBLISHED':
          // Already live (a create whose answer was lost): create() reports 'unknown' so the publisher reconciles.
          progress.published = true;
          return progress;
        case 'ERROR': {
          const error = containerError(answer.status ?? 'ERROR');
          if (error.failure === 'retry') forget(progress);
          throw error;
        }
        case 'EXPIRED':
          forget(progress);
          throw new NetworkError('retry', 'container_expired', 'The Instagram upload expired before it was published. Cadence uploads it again.', 1000);
        default:
          throw new NetworkError('retry', 'media_in_progress', 'Instagram is still processing the media. Cadence checks again in a few seconds.', POLL_AGAIN_MS);
      }
    },

    async create(account, content, progressIn) {
      const progress = progressIn as IgProgress;
      if (progress.published === true) {
        throw new NetworkError('unknown', 'already_published', 'Instagram already published this post. Cadence records it.');
      }
      if (!progress.container) throw new NetworkError('retry', 'not_prepared', 'The media is not uploaded to Instagram yet. Cadence tries again shortly.', 1000);
      let published: { id: string };
      try {
        published = await post<{ id: string }>(account, 'media_publish', { creation_id: progress.container }, 'create');
      } catch (error) {
        // The container is already live: what happened to it is for findExisting to tell.
        if (error instanceof NetworkError && error.code === '100/2207008') {
          throw new NetworkError('unknown', error.code, 'Instagram says this post is already published. Cadence records it.');
        }
        throw error;
      }
      let link: string | null = null;
      try {
        link = (await graph.request<{ permalink?: string }>({ method: 'GET', path: `/${published.id}`, token: account.accessToken, query: { fields: 'permalink' }, platform: 'instagram' })).permalink ?? null;
      } catch {
        // The post is live; a missing permalink must not turn it into a failure.
      }
      return { externalId: published.id, link: link ?? postLinkFallback(config.graphUrl, 'instagram', published.id) };
    },

    async findExisting(account, content, progressIn, since) {
      const progress = progressIn as IgProgress;
      if (progress.container) {
        const answer = await status(account, progress.container);
        if (answer.status_code !== 'PUBLISHED') return null;
        return (await findMedia(account, content, since, true)) ?? { externalId: progress.container, link: postLinkFallback(config.graphUrl, 'instagram', progress.container) };
      }
      return findMedia(account, content, since, false);
    },

    async comment(account, ref, text) {
      await graph.request({ method: 'POST', path: `/${ref.externalId}/comments`, token: account.accessToken, body: { message: text }, platform: 'instagram' });
    },
  };
}
