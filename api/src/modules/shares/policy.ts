// What a share link lets a visitor see. A planner link shows that planner's dated posts; a queue
// link shows the owner's upcoming posts across planners. Anything else is "not found".
import type { PostRow, ShareLinkRow, UserRow } from '../../db/schema';

export type VisiblePost = Pick<PostRow, 'user_id' | 'planner_id' | 'scheduled_at' | 'state'>;

/** Upcoming: dated from now on and not yet published (the queue, and planners' upcoming counts). */
export function isUpcoming(post: Pick<PostRow, 'scheduled_at' | 'state'>, now: Date): boolean {
  return post.scheduled_at !== null && post.scheduled_at.getTime() >= now.getTime() && post.state !== 'published';
}

export function postVisibleThrough(link: ShareLinkRow, post: VisiblePost, now: Date): boolean {
  if (link.revoked_at || post.user_id !== link.user_id) return false;
  if (link.kind === 'planner') return post.planner_id === link.planner_id && post.scheduled_at !== null;
  return isUpcoming(post, now);
}

/** Only the owner lists, creates and revokes links. */
export function mayManageLink(user: Pick<UserRow, 'id'>, link: Pick<ShareLinkRow, 'user_id'>): boolean {
  return link.user_id === user.id;
}
