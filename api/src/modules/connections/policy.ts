// The rules of connections that are not data access: which platforms a network's consent brings,
// the names users read, what a remove request reaches, and when a token must be refreshed.
import type { ConnectionPlatform, ConnectNetwork } from '@cadence/shared-lib/contract';
import type { SocialGrantRow } from '../../db/schema';
import type { GrantNetwork, Platform } from '../social/types';

/** The names users read (spec §8 texts take them). */
export const NETWORK_LABELS: Readonly<Record<Platform, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'X',
};

/** The grant network behind a platform: Instagram business accounts come with the Facebook consent. */
export const grantNetworkOf = (platform: Platform): GrantNetwork => (platform === 'instagram' ? 'facebook' : platform);

/** Platforms a remove request for `platform` reaches: removing Facebook also removes Instagram. */
export function platformsRemovedBy(platform: ConnectionPlatform): ConnectionPlatform[] {
  return platform === 'facebook' ? ['facebook', 'instagram'] : [platform];
}

/** Access tokens are refreshed when they expire within this window (ConnectionTokenAccess.access). */
export const ACCESS_REFRESH_WINDOW_MS = 120_000;
/** The scheduled job refreshes tokens expiring within this window, well before anyone needs them. */
export const JOB_REFRESH_WINDOW_MS = 6 * 3600_000;

/**
 * The job's window for one grant: 6 hours, but at most a quarter of the token's lifetime. X tokens
 * live 2 hours: with a flat 6 hours every 5-minute run would refresh (and rotate) every X token;
 * this way each is refreshed once, about 30 minutes before its end. LinkedIn's 60-day tokens get 6 h.
 */
export function jobRefreshWindow(grant: Pick<SocialGrantRow, 'expires_at' | 'refreshed_at' | 'updated_at'>): number {
  if (!grant.expires_at) return 0;
  const issuedAt = (grant.refreshed_at ?? grant.updated_at).getTime();
  return Math.min(JOB_REFRESH_WINDOW_MS, Math.max(0, grant.expires_at.getTime() - issuedAt) / 4);
}
/** Facebook has no refresh: the user is reminded to reconnect this long before the token ends. */
export const FACEBOOK_REMINDER_WINDOW_MS = 7 * 24 * 3600_000;
/** A pending OAuth round trip lives this long. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

export function expiresWithin(grant: Pick<SocialGrantRow, 'expires_at'>, now: Date, windowMs: number): boolean {
  return grant.expires_at !== null && grant.expires_at.getTime() - now.getTime() <= windowMs;
}

export const isConnectNetwork = (value: string): value is ConnectNetwork => value === 'facebook' || value === 'linkedin' || value === 'twitter';
