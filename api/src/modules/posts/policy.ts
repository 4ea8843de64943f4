// The rules a post must follow beyond its shape: which posts may still change, which media it may
// carry (the user's own files; one video alone or up to 10 images) and what type that makes it.
// Null: allowed.
import { postMessages, serverMessages as m } from '@cadence/shared-lib/contract';
import type { MediaFileRow, PostRow } from '../../db/schema';

export interface Refusal {
  field: string;
  message: string;
}

/** A post handed to publishing (issue 6) or already out is history: it cannot be edited or moved. */
export function editRefusal(post: PostRow): Refusal | null {
  return post.state === 'processing' || post.state === 'published' ? { field: 'post', message: postMessages.notEditable } : null;
}

/** `owned`: the user's files among the requested ids; another user's id looks unknown. */
export function mediaRefusal(ids: readonly number[], owned: readonly MediaFileRow[]): Refusal | null {
  const byId = new Map(owned.map((f) => [f.id, f]));
  const missing = ids.findIndex((id) => !byId.has(id));
  if (missing >= 0) return { field: `media_ids.${missing}`, message: m.invalid(`media_ids.${missing}`) };
  if (ids.length > 1 && ids.some((id) => byId.get(id)?.kind === 'video')) return { field: 'media_ids', message: postMessages.videoAlone };
  return null;
}

export function postType(media: readonly MediaFileRow[], linkUrl: string | null): PostRow['type'] {
  if (media.some((f) => f.kind === 'video')) return 'video';
  if (media.length > 0) return 'image';
  return linkUrl ? 'link' : 'text';
}

/** `owned`: the user's connected accounts among the requested ids; another user's id looks unknown. */
export function accountRefusal(ids: readonly number[], owned: ReadonlySet<number>): Refusal | null {
  const missing = ids.findIndex((id) => !owned.has(id));
  return missing >= 0 ? { field: `account_ids.${missing}`, message: m.invalid(`account_ids.${missing}`) } : null;
}
