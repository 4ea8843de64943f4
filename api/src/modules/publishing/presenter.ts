// A target as the monitor, the calendar preview and the editor show it (contract PublishedOn), and
// the post's state as the monitor names it (spec §4).
import { NETWORK_NAMES, type AutoPublishingState, type Network, type PostState, type PublishedOn } from '@cadence/shared-lib/contract';
import type { PublishTargetRow } from '../../db/schema';

export function presentPublishedOn(t: PublishTargetRow): PublishedOn {
  return {
    target_id: t.id,
    platform: t.platform,
    link: t.link,
    identifier_name: t.account_name ?? NETWORK_NAMES[t.platform as Network],
    state: t.state,
    error: t.error_message,
    action: t.error_action,
    attempts: t.attempts,
    next_attempt_at: t.state === 'scheduled' ? t.next_attempt_at.toISOString() : null,
    published_at: t.published_at?.toISOString() ?? null,
  };
}

/** Display names of the targets' platforms, each once, in the order of the targets. */
export function implode(targets: readonly PublishTargetRow[]): string {
  return [...new Set(targets.map((t) => NETWORK_NAMES[t.platform as Network]))].join(', ');
}

/** A draft never reaches the monitor; anything else maps one to one. */
export function autoPublishingState(state: PostState): AutoPublishingState {
  return state === 'draft' ? 'scheduled' : state;
}
