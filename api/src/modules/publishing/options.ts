// How the engine behaves: retries, backoff and per-network concurrency. The defaults follow what
// works in the field (peers.md: 60 s doubling to 1 h, 5 attempts; Postiz-like caps per network);
// tests shrink the backoff so a retry is due at once.
import type { Platform } from '../social/types';

export interface PublishingOptions {
  /** First retry delay; it doubles per attempt (with ±25 % jitter) up to backoffCapMs. */
  backoffBaseMs: number;
  backoffCapMs: number;
  /** Attempts (claims) before a retryable error becomes a failure. */
  maxAttempts: number;
  /** How soon a retry after a successful token refresh runs. */
  refreshRetryMs: number;
  /**
   * Targets running at once per network in one worker process. Facebook and Instagram take
   * hundreds of parallel calls per app; LinkedIn and X throttle per member/app much sooner.
   */
  platformCaps: Record<Platform, number>;
  /** A scheduled target this late with no live job is re-queued by the sweep. */
  sweepGraceMs: number;
  /**
   * publishing.publish: jobs fetched per poll and polling loops per process. A poller only claims,
   * and fetches again at once after a full batch (batch-poller.ts), so two keep up with any burst
   * the networks' caps let through; an idle process asks PostgreSQL pollers × 2 times a second.
   */
  batchSize: number;
  pollers: number;
  /**
   * Reconciliation looks for the post from this long before arming: the network stamps posts with
   * its own clock, and a skew must not hide a post that did go out.
   */
  reconcileSkewMs: number;
  /** Signed media links must outlive Instagram's container (24 h) with room to spare. */
  mediaUrlTtlSeconds: number;
}

export const DEFAULT_PUBLISHING_OPTIONS: PublishingOptions = {
  backoffBaseMs: 60_000,
  backoffCapMs: 60 * 60_000,
  maxAttempts: 5,
  refreshRetryMs: 1_000,
  platformCaps: { facebook: 500, instagram: 400, linkedin: 25, twitter: 50 },
  sweepGraceMs: 30_000,
  batchSize: 250,
  pollers: 2,
  reconcileSkewMs: 60_000,
  mediaUrlTtlSeconds: 48 * 60 * 60,
};

/** Exponential backoff with jitter for the attempt that just failed (1-based). */
export function backoffMs(attempt: number, options: Pick<PublishingOptions, 'backoffBaseMs' | 'backoffCapMs'>, random: () => number = Math.random): number {
  const exponential = Math.min(options.backoffCapMs, options.backoffBaseMs * 2 ** Math.max(0, attempt - 1));
  // ±25 %: spreads a burst of failures so they do not come back all at once.
  return Math.round(exponential * (0.75 + random() * 0.5));
}
