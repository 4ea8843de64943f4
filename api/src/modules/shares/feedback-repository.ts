// Visitors' verdicts on posts: stored with the link they came through; the post's review_status
// follows the latest verdict.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { postFeedback, posts, users, type PostFeedbackRow } from '../../db/schema';

export interface FeedbackWithAuthor {
  feedback: PostFeedbackRow;
  author_name: string;
}

export interface NewFeedback {
  post_id: number;
  share_link_id: number;
  author_id: number;
  verdict: PostFeedbackRow['verdict'];
  comment: string | null;
}

export class FeedbackRepository {
  constructor(private readonly db: Database) {}

  async add(values: NewFeedback, now: Date): Promise<PostFeedbackRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(postFeedback)
        .values({ ...values, created_at: now })
        .returning();
      await tx.update(posts).set({ review_status: values.verdict }).where(eq(posts.id, values.post_id));
      return row;
    });
  }

  async listForPost(postId: number): Promise<FeedbackWithAuthor[]> {
    const rows = await this.db
      .select({ feedback: postFeedback, author_name: users.full_name })
      .from(postFeedback)
      .innerJoin(users, eq(users.id, postFeedback.author_id))
      .where(eq(postFeedback.post_id, postId))
      .orderBy(desc(postFeedback.created_at), desc(postFeedback.id));
    return rows;
  }

  async markSeen(postId: number, now: Date): Promise<void> {
    await this.db
      .update(postFeedback)
      .set({ seen_at: now })
      .where(and(eq(postFeedback.post_id, postId), isNull(postFeedback.seen_at)));
  }

  /** Feedback counts per post (posts without any are absent). */
  async counts(postIds: number[]): Promise<Map<number, { total: number; unseen: number }>> {
    if (postIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        postId: postFeedback.post_id,
        total: count(),
        unseen: sql<number>`count(*) filter (where ${postFeedback.seen_at} is null)`.mapWith(Number),
      })
      .from(postFeedback)
      .where(inArray(postFeedback.post_id, postIds))
      .groupBy(postFeedback.post_id);
    return new Map(rows.map((r) => [r.postId, { total: r.total, unseen: r.unseen }]));
  }
}
