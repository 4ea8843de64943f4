// Posts of the user's planners: create, read, replace, delete, duplicate and reschedule, under the
// rules of policy.ts and the zone maths of timing.ts. Another user's planner or post is "not found".
import type { PostDetail, PostRequest, RescheduleRequest } from '@cadence/shared-lib/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { PlannerRow, PostRow } from '../../db/schema';
import type { Clock } from '../../support/clock';
import { PlannersRepository } from '../planners/repository';
import { accountRefusal, editRefusal, mediaRefusal, postType, type Refusal } from './policy';
import { presentPostDetail } from './presenter';
import { mediaOf, PostsRepository, type PostValues } from './repository';
import { resolveTiming } from './timing';
import { instantFor, splitLocalTime } from './zone-time';
import type { MediaUrlSigner } from '../media/signed-url';
import type { PublishingScheduler } from '../publishing/scheduler';
import { publishingOf } from '../publishing/targets-repository';

export type PostInput = z.output<typeof PostRequest>;
export type RescheduleInput = z.output<typeof RescheduleRequest>;

export type PostResult = { outcome: 'ok'; post: PostDetail } | { outcome: 'not-found' } | ({ outcome: 'refused' } & Refusal);
export type DeleteResult = { outcome: 'ok' } | Exclude<PostResult, { outcome: 'ok' }>;

const refused = (refusal: Refusal): PostResult => ({ outcome: 'refused', ...refusal });

export class PostsService {
  private readonly posts: PostsRepository;
  private readonly planners: PlannersRepository;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly urls: MediaUrlSigner,
    /** Keeps the post's publish targets in line with it (absent: publishing is not wired, e.g. tools). */
    private readonly publishing?: PublishingScheduler,
  ) {
    this.posts = new PostsRepository(db);
    this.planners = new PlannersRepository(db);
  }

  async create(userId: number, plannerId: number, input: PostInput): Promise<PostResult> {
    const planner = await this.planners.findOwned(userId, plannerId);
    if (!planner) return { outcome: 'not-found' };
    const values = await this.valuesOf(userId, planner, input);
    if ('refusal' in values) return refused(values.refusal);
    const post = await this.posts.create({ ...values.values, planner_id: planner.id, user_id: userId }, this.clock());
    await this.publishing?.sync(post.id);
    return this.present(post, planner);
  }

  async show(userId: number, postId: number): Promise<PostResult> {
    const found = await this.find(userId, postId);
    return found ? this.present(found.post, found.planner) : { outcome: 'not-found' };
  }

  async update(userId: number, postId: number, input: PostInput): Promise<PostResult> {
    const found = await this.find(userId, postId);
    if (!found) return { outcome: 'not-found' };
    const refusal = editRefusal(found.post);
    if (refusal) return refused(refusal);
    const values = await this.valuesOf(userId, found.planner, input);
    if ('refusal' in values) return refused(values.refusal);
    const post = await this.posts.update(found.post, values.values, this.clock());
    await this.publishing?.sync(post.id);
    return this.present(post, found.planner);
  }

  async delete(userId: number, postId: number): Promise<DeleteResult> {
    const post = await this.posts.findOwned(userId, postId);
    if (!post) return { outcome: 'not-found' };
    await this.posts.delete(post);
    return { outcome: 'ok' };
  }

  /** A draft copy in the same planner, at the same wall-clock time (read in the planner's zone now) or none. */
  async duplicate(userId: number, postId: number): Promise<PostResult> {
    const found = await this.find(userId, postId);
    if (!found) return { outcome: 'not-found' };
    const { post, planner } = found;
    const local = post.local_time ? splitLocalTime(post.local_time) : null;
    const at = local ? instantFor(local.date, local.time, planner.timezone) : null;
    const copy = await this.posts.create(
      {
        planner_id: planner.id,
        user_id: userId,
        state: 'draft',
        type: post.type,
        title: post.title,
        caption: post.caption,
        variants: post.variants,
        media_ids: post.media_ids,
        link_url: post.link_url,
        link_meta: post.link_meta,
        channels: post.channels,
        // The copy goes to the same accounts once scheduled, but it is a draft: no targets are copied or made.
        account_ids: post.account_ids,
        first_comment: post.first_comment,
        // A wall time the zone has since lost to a DST gap leaves the copy undated rather than wrong.
        scheduled_at: at,
        local_time: at ? post.local_time : null,
        timezone: planner.timezone,
      },
      this.clock(),
    );
    return this.present(copy, planner);
  }

  /** The calendar's drag: a new wall-clock time; the state stays (a draft gets a time and stays a draft). */
  async reschedule(userId: number, postId: number, input: RescheduleInput): Promise<PostResult> {
    const found = await this.find(userId, postId);
    if (!found) return { outcome: 'not-found' };
    const refusal = editRefusal(found.post);
    if (refusal) return refused(refusal);
    const now = this.clock();
    const timing = resolveTiming(input.date, input.time, found.planner.timezone, found.post.state === 'scheduled', now);
    if ('refusal' in timing) return refused(timing.refusal);
    const post = await this.posts.update(found.post, timing.timing, now);
    // Unstarted targets move with the post; a job queued for the old time wakes, sees the new next_attempt_at and does nothing.
    await this.publishing?.sync(post.id);
    return this.present(post, found.planner);
  }

  private async find(userId: number, postId: number): Promise<{ post: PostRow; planner: PlannerRow } | undefined> {
    const post = await this.posts.findOwned(userId, postId);
    const planner = post ? await this.planners.findOwned(userId, post.planner_id) : undefined;
    return post && planner ? { post, planner } : undefined;
  }

  private async valuesOf(userId: number, planner: PlannerRow, input: PostInput): Promise<{ values: PostValues } | { refusal: Refusal }> {
    const media = await this.posts.ownedMedia(userId, input.media_ids);
    const mediaRefused = mediaRefusal(input.media_ids, media);
    if (mediaRefused) return { refusal: mediaRefused };
    const accountRefused = accountRefusal(input.account_ids, await this.posts.ownedAccountIds(userId, input.account_ids));
    if (accountRefused) return { refusal: accountRefused };
    const timing = resolveTiming(input.date, input.time, planner.timezone, input.state === 'scheduled', this.clock());
    if ('refusal' in timing) return { refusal: timing.refusal };
    return {
      values: {
        state: input.state,
        type: postType(media, input.link_url),
        title: input.title,
        caption: input.caption,
        variants: input.variants,
        media_ids: input.media_ids,
        link_url: input.link_url,
        // A card without its link would describe nothing.
        link_meta: input.link_url ? input.link_meta : null,
        channels: input.channels,
        account_ids: [...new Set(input.account_ids)],
        first_comment: input.first_comment,
        ...timing.timing,
      },
    };
  }

  private async present(post: PostRow, planner: PlannerRow): Promise<PostResult> {
    const [media, publishing] = await Promise.all([mediaOf(this.db, [post], this.urls, this.clock()), publishingOf(this.db, [post.id])]);
    return { outcome: 'ok', post: presentPostDetail(post, planner, media, publishing.get(post.id) ?? []) };
  }
}
