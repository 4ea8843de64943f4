// One shape for a post shown on a calendar or in the preview modal, whether it comes from the owner's
// schedule (GET /schedules/:id) or from a shared view (GET /schedules/accounts/:hash, /posts/queue/users/:hash).
import type { PostState, PostType, PublishedOn, ReviewStatus, ScheduleItem, SharedPost } from '@cadence/shared-lib/contract';
import { NETWORK_NAMES, NETWORKS, type Network } from '@cadence/shared-lib/contract';
import { localParts } from '../calendar/calendar-model';

export interface PreviewLink {
  url: string | null;
  title: string | null;
  description: string | null;
  host: string;
  image: string | null;
}

export interface PreviewPost {
  id: number;
  title: string | null;
  type: PostType;
  state: PostState;
  /** ISO instant, null for an undated draft. */
  instant: string | null;
  timezone: string;
  channels: string[];
  channelsName: string;
  caption: string;
  media: { kind: 'image' | 'video'; url: string }[];
  link: PreviewLink | null;
  reviewStatus: ReviewStatus;
  /** The planner it belongs to (shared queue only: it mixes planners). */
  planner?: { name: string; color: string };
  /** Delivery per connected account (owner's views only). */
  publishing?: PublishedOn[];
}

/** A post placed on the calendar: its wall-clock date and time in the planner's zone. */
export interface CalendarEntry {
  id: number;
  date: string;
  time: string;
  post: PreviewPost;
}

const isNetwork = (c: string): c is Network => (NETWORKS as readonly string[]).includes(c);
export const channelName = (c: string): string => (isNetwork(c) ? NETWORK_NAMES[c] : c);

type ScheduledPost = ScheduleItem['post'];

export function fromSchedulePost(post: ScheduledPost, instant: string | null, timezone: string): PreviewPost {
  return {
    id: post.id,
    title: post.title,
    type: post.type,
    state: post.state,
    instant,
    timezone,
    channels: post.channels,
    channelsName: post.channelsName,
    caption: post.data.caption || post.caption,
    media: post.media.map((m) => ({ kind: m.kind, url: m.url })),
    link: post.meta || post.data.url ? { url: post.data.url, title: null, description: null, image: null, host: hostOf(post.data.url), ...post.meta } : null,
    reviewStatus: post.review_status,
    publishing: post.publishing,
  };
}

export function fromSharedPost(post: SharedPost): PreviewPost {
  return {
    id: post.id,
    title: post.title,
    type: post.type,
    state: post.state,
    instant: post.scheduled_at,
    timezone: post.timezone,
    channels: post.channels,
    channelsName: post.channels.map(channelName).join(', '),
    caption: post.caption,
    media: post.media.map((m) => ({ kind: m.kind, url: m.url })),
    link: post.link_meta || post.link_url ? { url: post.link_url, title: null, description: null, image: null, host: hostOf(post.link_url), ...post.link_meta } : null,
    reviewStatus: post.review_status,
    planner: post.account,
  };
}

/** Places a post on the wall clock of `zone` (from its instant, the one source of truth). */
export function toEntry(post: PreviewPost, zone: string): CalendarEntry | null {
  if (!post.instant) return null;
  return { id: post.id, ...localParts(post.instant, zone), post };
}

function hostOf(url: string | null): string {
  if (!url) return '';
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
