// Posts as the editor, the calendar (spec §3 Post preview) and the queue read them.
import {
  NETWORK_NAMES,
  NETWORKS,
  type Network,
  type PostDetail,
  type PostMedia,
  type PostPlanner,
  type PublishedOn,
  type ScheduleItem,
  type SchedulePost,
} from '@cadence/shared-lib/contract';
import type { PlannerRow, PostRow } from '../../db/schema';
import { splitLocalTime, wallClockOf } from './zone-time';


/** The columns a preview needs (the calendar selects only these: a month can hold hundreds of posts). */
export const PREVIEW_COLUMNS = [
  'id',
  'user_id',
  'state',
  'type',
  'title',
  'caption',
  'variants',
  'media_ids',
  'link_url',
  'link_meta',
  'channels',
  'first_comment',
  'scheduled_at',
  'local_time',
  'timezone',
  'review_status',
] as const;
export type PreviewRow = Pick<PostRow, (typeof PREVIEW_COLUMNS)[number]>;

const isNetwork = (c: string): c is Network => (NETWORKS as readonly string[]).includes(c);

export function presentPlanner(planner: PlannerRow): PostPlanner {
  return { id: planner.id, name: planner.name, color: planner.color, timezone: planner.timezone };
}

/** The post's media in its order; a file deleted since is left out. */
function mediaList(post: Pick<PostRow, 'media_ids'>, media: ReadonlyMap<number, PostMedia>): PostMedia[] {
  return post.media_ids.flatMap((id) => {
    const file = media.get(id);
    return file ? [file] : [];
  });
}

export function channelsName(channels: readonly string[]): string {
  return channels.map((c) => (isNetwork(c) ? NETWORK_NAMES[c] : c)).join(', ');
}

export function presentPostDetail(post: PostRow, planner: PlannerRow, media: ReadonlyMap<number, PostMedia>, publishing: PublishedOn[] = []): PostDetail {
  const local = post.local_time ? splitLocalTime(post.local_time) : null;
  return {
    id: post.id,
    planner_id: post.planner_id,
    planner: presentPlanner(planner),
    state: post.state,
    type: post.type,
    title: post.title,
    caption: post.caption,
    variants: post.variants,
    media_ids: post.media_ids,
    media: mediaList(post, media),
    link_url: post.link_url,
    link_meta: post.link_meta,
    channels: post.channels,
    account_ids: post.account_ids,
    auto_publishing: post.auto_publishing,
    publishing,
    first_comment: post.first_comment,
    date: local?.date ?? null,
    time: local?.time ?? null,
    scheduled_at: post.scheduled_at?.toISOString() ?? null,
    timezone: post.timezone ?? planner.timezone,
    review_status: post.review_status,
    updated_at: post.updated_at.toISOString(),
  };
}

/** `publishing`: the owner's view adds each target's delivery; shared views leave it out. */
export function presentSchedulePost(post: PreviewRow, media: ReadonlyMap<number, PostMedia>, publishing?: PublishedOn[]): SchedulePost {
  const files = mediaList(post, media);
  return {
    ...(publishing ? { publishing } : {}),
    id: post.id,
    title: post.title,
    type: post.type,
    state: post.state,
    caption: post.caption,
    variants: post.variants,
    channels: post.channels,
    channelsName: channelsName(post.channels),
    data: { caption: post.caption, image: files.find((f) => f.kind === 'image')?.url ?? null, url: post.link_url },
    meta: post.link_meta,
    media: files,
    first_comment: post.first_comment,
    review_status: post.review_status,
  };
}

/** A dated post on the calendar or in the queue; its wall clock is the stored one (or, failing that, the instant read in `timezone`). */
export function presentScheduleItem(post: PreviewRow, timezone: string, media: ReadonlyMap<number, PostMedia>, publishing?: PublishedOn[]): ScheduleItem {
  const at = post.scheduled_at ?? new Date(0);
  const local = post.local_time ? splitLocalTime(post.local_time) : wallClockOf(at, post.timezone ?? timezone);
  return {
    id: post.id,
    start_date: at.toISOString(),
    local_date: local.date,
    local_time: local.time,
    post: presentSchedulePost(post, media, publishing),
  };
}
