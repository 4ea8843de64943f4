// The four networks of the editor and their text limits. Kept here rather than imported from the
// contract entry, which would pull zod into this remote; networks.test.ts checks they match it.
import type { Network } from '@cadence/shared-lib/contract';

export type { Network };

export const NETWORKS: readonly Network[] = ['facebook', 'instagram', 'linkedin', 'twitter'];

export const NETWORK_LIMITS: Readonly<Record<Network, number>> = { facebook: 63206, instagram: 2200, linkedin: 3000, twitter: 280 };

/** Most images a post may carry. */
export const POST_IMAGES_MAX = 10;

/** Characters as the networks count them for their limits: code points, so an emoji counts once. */
export const textLength = (text: string): number => Array.from(text).length;

/** The text a network receives: its variant, or else the caption. */
export const textFor = (caption: string, variants: Partial<Record<Network, string>>, network: Network): string => variants[network] || caption;

export function isNetwork(value: unknown): value is Network {
  return typeof value === 'string' && (NETWORKS as readonly string[]).includes(value);
}
