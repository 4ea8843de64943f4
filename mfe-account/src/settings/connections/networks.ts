// What the tab knows about each network: its display name, the endpoint handing out its consent URL,
// and which network a connected account's consent belongs to (Instagram comes with Facebook).
import type { ConnectNetwork, ConnectionKind, ConnectionPlatform } from '@cadence/shared-lib/contract';

export const PLATFORM_NAMES: Record<ConnectionPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
};

export const CONNECT_ENDPOINTS = {
  facebook: 'connectWithFacebook',
  linkedin: 'connectWithLinkedin',
  twitter: 'connectWithTwitter',
} as const satisfies Record<ConnectNetwork, string>;

/** The network whose consent an account of `platform` rides on (what Reconnect must renew). */
export function consentNetwork(platform: ConnectionPlatform): ConnectNetwork {
  return platform === 'instagram' ? 'facebook' : platform;
}

/** Groups of the accounts list, in the order the tab shows them. */
export const ACCOUNT_GROUPS: readonly ConnectionPlatform[] = ['facebook', 'instagram', 'linkedin', 'twitter'];

export const KIND_KEYS: Record<ConnectionKind, string> = {
  page: 'connections.kind.page',
  instagram_business: 'connections.kind.instagramBusiness',
  member: 'connections.kind.member',
  organization: 'connections.kind.organization',
  user: 'connections.kind.user',
};
