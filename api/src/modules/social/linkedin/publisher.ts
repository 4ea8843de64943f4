// Publishing to a LinkedIn member or organization through the versioned Posts API (§5.3).
// prepare() uploads the media (progress.linkedinMedia keeps their URNs so a retry does not upload
// again), create() makes the post, findExisting() looks for it among the author's latest posts.
import type { SocialConfig } from '../../../config';
import { NetworkError, type AppCredentials, type PlatformPublisher, type Progress, type PublishAccount, type PublishContent, type PublishedRef } from '../types';
import { linkedInCall, linkedInWebBase, record, text } from './api';
import { escapeLittleText } from './little-text';
import { checkReady, uploadImage, uploadVideo, type UploadedMedia } from './media';

/** A reconciliation match may predate `since` by this much (our clock vs LinkedIn's). */
const CLOCK_SKEW_MS = 60_000;

export function authorUrn(account: PublishAccount): string {
  return account.kind === 'organization' ? `urn:li:organization:${account.externalId}` : `urn:li:person:${account.externalId}`;
}

function storedMedia(progress: Progress): UploadedMedia[] {
  const list = progress.linkedinMedia;
  if (!Array.isArray(list)) return [];
  return list
    .map(record)
    .filter((m) => typeof m.urn === 'string' && (m.kind === 'image' || m.kind === 'video'))
    .map((m) => ({ urn: String(m.urn), kind: m.kind as 'image' | 'video', ready: m.ready === true }));
}

function checkShape(content: PublishContent): void {
  const videos = content.media.filter((m) => m.kind === 'video').length;
  if (videos > 0 && content.media.length > 1) {
    throw new NetworkError('permanent', 'media_mix', 'A LinkedIn post takes one video on its own, or up to 20 images: change the media and publish again.');
  }
  if (content.media.length > 20) throw new NetworkError('permanent', 'too_many_images', 'A LinkedIn post takes at most 20 images: remove some and publish again.');
}

function postBody(account: PublishAccount, content: PublishContent, media: UploadedMedia[]): Record<string, unknown> {
  const body: Record<string, unknown> = {
    author: authorUrn(account),
    commentary: escapeLittleText(content.text),
    visibility: 'PUBLIC',
    distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
    lifecycleState: 'PUBLISHED',
    isReshareDisabledByAuthor: false,
  };
  if (media.length === 1) body.content = { media: { id: media[0].urn } };
  else if (media.length > 1) body.content = { multiImage: { images: media.map((m) => ({ id: m.urn })) } };
  else if (content.link) {
    // LinkedIn does not read the page: the title (and description) come from our link preview.
    body.content = {
      article: { source: content.link.url, title: content.link.title || content.link.url, ...(content.link.description ? { description: content.link.description } : {}) },
    };
  }
  return body;
}

export function createLinkedInPublisher(config: SocialConfig, _credentials: AppCredentials): PlatformPublisher {
  const web = linkedInWebBase(config);
  const ref = (urn: string): PublishedRef => ({ externalId: urn, link: `${web}/feed/update/${urn}` });

  return {
    platform: 'linkedin',

    async prepare(account, content, progress) {
      checkShape(content);
      const owner = authorUrn(account);
      const media = storedMedia(progress);
      // Mutated as it goes, so uploads done before a 'retry' are kept if the caller saves the object.
      progress.linkedinMedia = media;
      for (let i = media.length; i < content.media.length; i += 1) {
        const item = content.media[i];
        media.push(item.kind === 'video' ? await uploadVideo(config, account.accessToken, owner, item) : await uploadImage(config, account.accessToken, owner, item));
      }
      let waitMs = 0;
      for (const item of media) {
        if (item.ready) continue;
        const check = await checkReady(config, account.accessToken, item, account.kind !== 'organization');
        item.ready = check.ready;
        waitMs = Math.max(waitMs, check.retryAfterMs);
      }
      if (media.some((m) => !m.ready)) {
        throw new NetworkError('retry', 'media_processing', 'LinkedIn is still processing the media: Cadence will check again shortly.', waitMs);
      }
      return progress;
    },

    async create(account, content, progress) {
      const media = storedMedia(progress);
      if (media.length !== content.media.length) {
        throw new NetworkError('retry', 'media_missing', 'The media are not uploaded to LinkedIn yet: Cadence will upload them and try again.');
      }
      const response = await linkedInCall(config, account.accessToken, { method: 'POST', path: '/rest/posts', body: postBody(account, content, media), stage: 'create' });
      const urn = response.headers.get('x-restli-id') ?? response.headers.get('x-linkedin-id');
      if (!urn) {
        // Created (2xx) but unnamed: the post exists; reconciliation finds it.
        throw new NetworkError('unknown', 'missing_id', 'LinkedIn accepted the post without naming it: Cadence looks it up before doing anything else.');
      }
      return ref(decodeURIComponent(urn));
    },

    async findExisting(account, content, _progress, since) {
      const commentary = escapeLittleText(content.text);
      const response = await linkedInCall(config, account.accessToken, {
        method: 'GET',
        path: '/rest/posts',
        query: { q: 'author', author: authorUrn(account), count: '50', sortBy: 'LAST_MODIFIED' },
        headers: { 'x-restli-method': 'FINDER' },
      });
      const elements = record(response.body).elements;
      for (const element of Array.isArray(elements) ? elements : []) {
        const post = record(element);
        const created = Number(post.createdAt ?? post.publishedAt);
        const id = text(post.id);
        if (id && post.commentary === commentary && Number.isFinite(created) && created >= since.getTime() - CLOCK_SKEW_MS) return ref(id);
      }
      return null;
    },

    async comment(account, post, commentText) {
      await linkedInCall(config, account.accessToken, {
        method: 'POST',
        path: `/rest/socialActions/${encodeURIComponent(post.externalId)}/comments`,
        body: { actor: authorUrn(account), object: post.externalId, message: { text: commentText } },
      });
    },
  };
}
