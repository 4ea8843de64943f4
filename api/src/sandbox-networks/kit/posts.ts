// What a fake's posts() hands out: copies, so a test cannot change the fake's record by accident.
import type { FakePost } from '../types';

export function snapshotPosts(posts: readonly FakePost[]): FakePost[] {
  return posts.map(({ id, accountId, text, mediaCount, link, permalink, createdAt, comments }) => ({
    id,
    accountId,
    text,
    mediaCount,
    link,
    permalink,
    createdAt,
    comments: [...comments],
  }));
}
