// One delivery of a post to one connected account, as the monitor, the calendar preview and the editor show it.
import { z } from 'zod';
import { ConnectionPlatform } from './connections';

/** A target's own state ('unconfirmed': sent, outcome being checked with the network; shown as Publishing). */
export const TARGET_STATES = ['scheduled', 'processing', 'unconfirmed', 'published', 'failure', 'cancelled'] as const;
export const TargetState = z.enum(TARGET_STATES);
export type TargetState = z.infer<typeof TargetState>;

/** What the user can do about a failure. */
export const FailureAction = z.enum(['retry', 'fix', 'reconnect', 'upgrade', 'wait']);
export type FailureAction = z.infer<typeof FailureAction>;

/** spec §3 published_on, one per target. */
export const PublishedOn = z.object({
  target_id: z.number(),
  platform: ConnectionPlatform,
  /** The live post's URL once published. */
  link: z.string().nullable(),
  identifier_name: z.string(),
  state: TargetState,
  /** The network's reason in words and what to do (failure, or the last retryable error while retrying). */
  error: z.string().nullable(),
  action: FailureAction.nullable(),
  attempts: z.number(),
  /** ISO instants. */
  next_attempt_at: z.string().nullable(),
  published_at: z.string().nullable(),
});
export type PublishedOn = z.infer<typeof PublishedOn>;

