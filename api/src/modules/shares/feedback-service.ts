// The owner's side of feedback: the verdicts on one of their posts, and the per-post summary the
// posts module adds to what it presents (feedbackSummary).
import type { PostFeedback, PostReviewSummary, ReviewStatus } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../support/clock';
import { FeedbackRepository } from './feedback-repository';
import { presentFeedback } from './presenter';
import { SharedPostsRepository } from './shared-posts-repository';

export type FeedbackCounts = Omit<PostReviewSummary, 'review_status'>;

/**
 * Feedback counts per post id, for the posts presenter (review_status is on the post row itself).
 * Posts without feedback get zeros.
 */
export async function feedbackSummary(db: Database, postIds: number[]): Promise<Map<number, FeedbackCounts>> {
  const counts = await new FeedbackRepository(db).counts(postIds);
  return new Map(
    postIds.map((id) => {
      const c = counts.get(id);
      return [id, { feedback_count: c?.total ?? 0, unseen_feedback_count: c?.unseen ?? 0 }];
    }),
  );
}

export class OwnerFeedbackService {
  private readonly feedback: FeedbackRepository;
  private readonly posts: SharedPostsRepository;

  constructor(
    db: Database,
    private readonly clock: Clock,
  ) {
    this.feedback = new FeedbackRepository(db);
    this.posts = new SharedPostsRepository(db);
  }

  /** Null: not one of the user's posts. Reading marks the feedback seen. */
  async forPost(user: UserRow, postId: number): Promise<{ review_status: ReviewStatus; feedback: PostFeedback[] } | null> {
    const post = await this.posts.findOfOwner(user.id, postId);
    if (!post) return null;
    const rows = await this.feedback.listForPost(post.id);
    await this.feedback.markSeen(post.id, this.clock());
    return { review_status: post.review_status, feedback: rows.map(presentFeedback) };
  }
}
