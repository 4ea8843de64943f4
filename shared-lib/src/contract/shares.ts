// Shared read-only views (spec §2 /schedules/accounts/{hash}, /posts/queue/users/{hash}): links the owner creates and revokes, and visitors' approvals or change requests.
// A link's token is shown only inside its url; the API keeps its SHA-256 and an encrypted copy.
import { z } from 'zod';
import { isYmdDate } from './account-settings';
import { idParam } from './fields';
import { defineEndpoint, envelope } from './http';
import { serverMessages as m } from './messages';
import { PlannerParams } from './planners';
import { LinkPreviewMeta, PostMedia } from './post-media';

export const SHARE_KINDS = ['planner', 'queue'] as const;
export const ShareKind = z.enum(SHARE_KINDS);
export type ShareKind = z.infer<typeof ShareKind>;

export const REVIEW_STATUSES = ['none', 'approved', 'changes_requested'] as const;
export const ReviewStatus = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

export const FEEDBACK_VERDICTS = ['approved', 'changes_requested'] as const;
export const FeedbackVerdict = z.enum(FEEDBACK_VERDICTS);
export type FeedbackVerdict = z.infer<typeof FeedbackVerdict>;

export const FEEDBACK_COMMENT_MAX = 2000;
/** Longest calendar window a shared planner view answers. */
export const SHARED_WINDOW_MAX_DAYS = 62;

/** Refusals worded for the visitor or the owner. */
export const shareMessages = {
  /** 404 of a revoked or unknown link. */
  linkUnavailable: 'This link is no longer available.',
  /** 404 of a post the link does not show. */
  postUnavailable: 'This post is not part of this shared view.',
  window: `The to field must be a date on or after from, at most ${SHARED_WINDOW_MAX_DAYS} days later.`,
} as const;

/** Page paths of the shared views (the token follows). */
export const SHARE_PATHS = { planner: '/schedules/accounts/', queue: '/posts/queue/users/' } as const;

// ---- the owner's links ----

export const ShareLink = z.object({
  id: z.number(),
  kind: ShareKind,
  /** '/schedules/accounts/<token>' or '/posts/queue/users/<token>' (a page path, not an API path). */
  url: z.string(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type ShareLink = z.infer<typeof ShareLink>;

export const ShareLinkParams = z.object({ linkId: idParam('linkId') }).strict();

const Links = envelope(z.object({ links: z.array(ShareLink) }));
const OneLink = envelope(z.object({ link: ShareLink }));

// ---- what a visitor sees ----

/** A post as a shared view shows it: what the preview needs, nothing of other users' ids. */
export const SharedPost = z.object({
  id: z.number(),
  title: z.string().nullable(),
  type: z.enum(['text', 'image', 'video', 'link']),
  state: z.enum(['draft', 'scheduled', 'processing', 'published', 'failure']),
  /** ISO instant. */
  scheduled_at: z.string(),
  /** Wall clock 'YYYY-MM-DDTHH:mm' in `timezone`. */
  local_time: z.string().nullable(),
  timezone: z.string(),
  channels: z.array(z.string()),
  caption: z.string(),
  variants: z.record(z.string(), z.string()),
  media: z.array(PostMedia.pick({ kind: true, url: true, width: true, height: true })),
  link_url: z.string().nullable(),
  link_meta: LinkPreviewMeta.nullable(),
  review_status: ReviewStatus,
  /** The planner it belongs to (the queue mixes planners). */
  account: z.object({ name: z.string(), color: z.string() }),
});
export type SharedPost = z.infer<typeof SharedPost>;

export const HashParams = z.object({ hash: z.string().min(1).max(200) }).strict();

const ymd = (field: string) => z.string({ error: m.dateFormat(field, 'Y-m-d') }).refine(isYmdDate, m.dateFormat(field, 'Y-m-d'));

/**
 * Calendar window in the planner's zone, both days included, at most 62 days. Missing: 31 days from
 * today in the planner's zone (or around the one end given).
 */
export const SharedScheduleQuery = z
  .object({ from: ymd('from').optional(), to: ymd('to').optional() })
  .strict()
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
    if (days < 0 || days >= SHARED_WINDOW_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: shareMessages.window });
  });
export type SharedScheduleQuery = z.input<typeof SharedScheduleQuery>;

export const SharedAccount = z.object({
  name: z.string(),
  desc: z.string().nullable(),
  color: z.string(),
  timezone: z.string(),
  owner_name: z.string(),
});
export type SharedAccount = z.infer<typeof SharedAccount>;

// ---- feedback ----

export const FeedbackRequest = z
  .object({
    verdict: z.enum(FEEDBACK_VERDICTS, { error: m.invalid('verdict') }),
    comment: z
      .string({ error: m.string('comment') })
      .trim()
      .max(FEEDBACK_COMMENT_MAX, m.max('comment', FEEDBACK_COMMENT_MAX))
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((f, ctx) => {
    if (f.verdict === 'changes_requested' && f.comment === null) {
      ctx.addIssue({ code: 'custom', path: ['comment'], message: m.requiredIf('comment', 'verdict', 'changes_requested') });
    }
  });
export type FeedbackRequest = z.input<typeof FeedbackRequest>;

export const PostFeedback = z.object({
  verdict: FeedbackVerdict,
  comment: z.string().nullable(),
  author_name: z.string(),
  created_at: z.string(),
});
export type PostFeedback = z.infer<typeof PostFeedback>;

/** What a post's presenter adds so the owner sees visitors' verdicts (api posts use feedbackSummary). */
export const PostReviewSummary = z.object({
  review_status: ReviewStatus,
  feedback_count: z.number(),
  /** Feedback the owner has not opened yet (GET /posts/:postId/feedback marks it seen). */
  unseen_feedback_count: z.number(),
});
export type PostReviewSummary = z.infer<typeof PostReviewSummary>;

export const FeedbackPostParams = z.object({ hash: HashParams.shape.hash, postId: idParam('postId') }).strict();
export const OwnPostParams = z.object({ postId: idParam('postId') }).strict();

export const sharesEndpoints = {
  plannerShareLinks: defineEndpoint({
    method: 'GET',
    path: '/accounts/:id/share-links',
    params: PlannerParams,
    response: Links,
    auth: ['user'],
    summary: "A planner's share links, newest first, revoked ones too",
    tag: 'shares',
  }),
  createPlannerShareLink: defineEndpoint({
    method: 'POST',
    path: '/accounts/:id/share-links',
    params: PlannerParams,
    response: OneLink,
    auth: ['user'],
    summary: 'Creates a read-only link to the planner (/schedules/accounts/<token>) any signed-in user can open',
    tag: 'shares',
  }),
  queueShareLinks: defineEndpoint({
    method: 'GET',
    path: '/posts/queue/share-links',
    response: Links,
    auth: ['user'],
    summary: "The links to my queue, newest first, revoked ones too",
    tag: 'shares',
  }),
  createQueueShareLink: defineEndpoint({
    method: 'POST',
    path: '/posts/queue/share-links',
    response: OneLink,
    auth: ['user'],
    summary: 'Creates a read-only link to my queue (/posts/queue/users/<token>) any signed-in user can open',
    tag: 'shares',
  }),
  revokeShareLink: defineEndpoint({
    method: 'DELETE',
    path: '/share-links/:linkId',
    params: ShareLinkParams,
    response: OneLink,
    auth: ['user'],
    summary: 'POST with _method=delete: revokes one of my links for good (its page then answers 404)',
    tag: 'shares',
  }),
  sharedSchedule: defineEndpoint({
    method: 'GET',
    path: '/schedules/accounts/:hash',
    params: HashParams,
    query: SharedScheduleQuery,
    response: envelope(z.object({ account: SharedAccount, schedule: z.array(SharedPost) })),
    auth: 'user',
    summary: "A shared planner: its name, colour, zone, owner's name and dated posts in ?from&to (Y-m-d, ≤ 62 days); 404 once revoked",
    tag: 'shares',
  }),
  sharedQueue: defineEndpoint({
    method: 'GET',
    path: '/posts/queue/users/:hash',
    params: HashParams,
    response: envelope(z.object({ owner_name: z.string(), posts: z.array(SharedPost) })),
    auth: 'user',
    summary: "A shared queue: the owner's upcoming posts across planners (first 200); 404 once revoked",
    tag: 'shares',
  }),
  shareFeedback: defineEndpoint({
    method: 'POST',
    path: '/share/:hash/posts/:postId/feedback',
    params: FeedbackPostParams,
    body: FeedbackRequest,
    response: envelope(z.object({ feedback: PostFeedback, review_status: ReviewStatus })),
    auth: 'user',
    summary: 'A visitor approves a post shown by the link, or asks for changes with a comment (required, ≤ 2000)',
    tag: 'shares',
  }),
  postFeedback: defineEndpoint({
    method: 'GET',
    path: '/posts/:postId/feedback',
    params: OwnPostParams,
    response: envelope(z.object({ review_status: ReviewStatus, feedback: z.array(PostFeedback) })),
    auth: ['user'],
    summary: "Visitors' verdicts on one of my posts, newest first (marks them seen)",
    tag: 'shares',
  }),
} as const;
// CONTRACT READY
