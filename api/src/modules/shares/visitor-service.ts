// What a signed-in visitor gets through a share link: the shared planner's calendar window or the
// owner's queue, and leaving a verdict on a post the link shows. A revoked or unknown link, or a
// post the link does not show, is a 404 with a message the page can show.
import type { z } from 'zod';
import {
  shareMessages,
  type FeedbackRequest,
  type PostFeedback,
  type ReviewStatus,
  type SharedAccount,
  type SharedPost,
  type SharedScheduleQuery,
} from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import type { ShareLinkRow, UserRow } from '../../db/schema';
import { HttpError } from '../../plugins/http/http-error';
import type { Clock } from '../../support/clock';
import { FeedbackRepository } from './feedback-repository';
import { postVisibleThrough } from './policy';
import { presentFeedback, presentSharedAccount, presentSharedPost } from './presenter';
import { ShareLinksRepository } from './repository';
import { SharedPostsRepository } from './shared-posts-repository';
import { tokenDigest } from './token';
import { sharedWindow } from './window';
import type { MediaUrlSigner } from '../media/signed-url';

const unavailable = () => new HttpError(404, shareMessages.linkUnavailable);

export class VisitorService {
  private readonly links: ShareLinksRepository;
  private readonly posts: SharedPostsRepository;
  private readonly feedback: FeedbackRepository;

  constructor(
    db: Database,
    private readonly clock: Clock,
    private readonly urls: MediaUrlSigner,
  ) {
    this.links = new ShareLinksRepository(db);
    this.posts = new SharedPostsRepository(db);
    this.feedback = new FeedbackRepository(db);
  }

  async schedule(hash: string, query: z.output<typeof SharedScheduleQuery>): Promise<{ account: SharedAccount; schedule: SharedPost[] }> {
    const link = await this.live(hash, 'planner');
    const planner = link.planner_id === null ? undefined : await this.posts.planner(link.user_id, link.planner_id);
    if (!planner) throw unavailable();
    const { start, end } = sharedWindow(query, planner.timezone, this.clock());
    const rows = await this.posts.inWindow(link.user_id, planner.id, start, end);
    return { account: presentSharedAccount(planner, await this.posts.ownerName(link.user_id)), schedule: rows.map((row) => presentSharedPost(row, this.urls, this.clock())) };
  }

  async queue(hash: string): Promise<{ owner_name: string; posts: SharedPost[] }> {
    const link = await this.live(hash, 'queue');
    const rows = await this.posts.upcoming(link.user_id, this.clock());
    return { owner_name: await this.posts.ownerName(link.user_id), posts: rows.map((row) => presentSharedPost(row, this.urls, this.clock())) };
  }

  async leaveFeedback(
    visitor: UserRow,
    hash: string,
    postId: number,
    input: z.output<typeof FeedbackRequest>,
  ): Promise<{ feedback: PostFeedback; review_status: ReviewStatus }> {
    const link = await this.live(hash);
    const now = this.clock();
    const post = await this.posts.findOfOwner(link.user_id, postId);
    if (!post || !postVisibleThrough(link, post, now)) throw new HttpError(404, shareMessages.postUnavailable);
    const row = await this.feedback.add(
      { post_id: post.id, share_link_id: link.id, author_id: visitor.id, verdict: input.verdict, comment: input.comment },
      now,
    );
    return { feedback: presentFeedback({ feedback: row, author_name: visitor.full_name }), review_status: input.verdict };
  }

  /** The link behind a token, if not revoked (and of the kind the page expects). */
  private async live(hash: string, kind?: ShareLinkRow['kind']): Promise<ShareLinkRow> {
    const link = await this.links.findLiveByDigest(tokenDigest(hash));
    if (!link || (kind && link.kind !== kind)) throw unavailable();
    return link;
  }
}
