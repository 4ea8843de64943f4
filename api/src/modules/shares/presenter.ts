// What the shares module answers: links (token only inside the url), posts as a visitor sees them
// (no owner ids, no email) and feedback with its author's name.
import { SHARE_PATHS, type PostFeedback, type SharedAccount, type SharedPost, type ShareLink } from '@cadence/shared-lib/contract';
import type { PlannerRow, ShareLinkRow } from '../../db/schema';
import type { FeedbackWithAuthor } from './feedback-repository';
import type { MediaUrlSigner } from '../media/signed-url';
import type { SharedPostParts } from './shared-posts-repository';

export function presentLink(row: ShareLinkRow, token: string): ShareLink {
  return {
    id: row.id,
    kind: row.kind,
    url: `${SHARE_PATHS[row.kind]}${token}`,
    created_at: row.created_at.toISOString(),
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

export function presentSharedAccount(planner: PlannerRow, ownerName: string): SharedAccount {
  return { name: planner.name, desc: planner.desc, color: planner.color, timezone: planner.timezone, owner_name: ownerName };
}

export function presentSharedPost({ post, planner, media }: SharedPostParts, urls: MediaUrlSigner, now: Date): SharedPost {
  return {
    id: post.id,
    title: post.title,
    type: post.type,
    state: post.state,
    // Shared views only ever list dated posts.
    scheduled_at: (post.scheduled_at ?? post.created_at).toISOString(),
    local_time: post.local_time,
    timezone: post.timezone ?? planner.timezone,
    channels: post.channels,
    caption: post.caption,
    variants: Object.fromEntries(Object.entries(post.variants).filter((e): e is [string, string] => typeof e[1] === 'string')),
    media: media.map((f) => ({
      kind: f.kind,
      url: urls.url(f.path, now),
      width: f.width,
      height: f.height,
    })),
    link_url: post.link_url,
    link_meta: post.link_meta ?? null,
    review_status: post.review_status,
    account: { name: planner.name, color: planner.color },
  };
}

export function presentFeedback({ feedback, author_name }: FeedbackWithAuthor): PostFeedback {
  return { verdict: feedback.verdict, comment: feedback.comment, author_name, created_at: feedback.created_at.toISOString() };
}
