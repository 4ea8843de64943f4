// A channel for the back office: the secret is reduced to whether one is stored.
import { CHANNEL_PLATFORMS, type AdminChannel, type ChannelPlatform } from '@cadence/shared-lib/contract';
import type { ChannelRow } from '../../db/schema';

export function presentChannel(row: ChannelRow): AdminChannel {
  return { platform: row.platform, enabled: row.enabled, client_id: row.client_id, has_secret: row.client_secret_encrypted !== null };
}

/** Every platform, in the contract's order, even one whose row is missing (shown disabled). */
export function presentChannels(rows: ChannelRow[]): AdminChannel[] {
  const byPlatform = new Map<ChannelPlatform, ChannelRow>(rows.map((row) => [row.platform, row]));
  return CHANNEL_PLATFORMS.map((platform) => {
    const row = byPlatform.get(platform);
    return row ? presentChannel(row) : { platform, enabled: false, client_id: null, has_secret: false };
  });
}
