// What a fake's posts() hands out: copies, so a test cannot change the fake's record by accident.
import type { FakeNetwork, FakePost } from '../types';
import type { FaultQueue } from './fault-queue';

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

/**
 * The control half of a fake (posts, faults, token expiry, reset) over state kept the way the
 * LinkedIn and X fakes keep it: `ctx.state` is replaced on reset, so it is read at each call.
 */
export function stateControls<S extends { posts: readonly FakePost[]; expiredBefore: number }>(
  ctx: { state: S; faults: FaultQueue },
  fresh: () => S,
): Pick<FakeNetwork, 'posts' | 'inject' | 'clearFaults' | 'expireTokens' | 'reset'> {
  return {
    posts: () => snapshotPosts(ctx.state.posts),
    inject: (fault) => ctx.faults.inject(fault),
    clearFaults: () => ctx.faults.clear(),
    expireTokens() {
      ctx.state.expiredBefore = Date.now();
    },
    reset() {
      ctx.state = fresh();
      ctx.faults.clear();
    },
  };
}
