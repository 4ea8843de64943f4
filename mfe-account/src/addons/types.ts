// Add-on shapes as the billing contract answers them.
import type { CallResult } from '@cadence/shared-lib';

export type Addon = CallResult<'addons'>['data']['addons'][number];
export type AddonOrder = CallResult<'orders'>['data']['orders'][number];

/** The contract's ADDON_BRIEF_MAX (the remote does not bundle the contract's runtime). */
export const BRIEF_MAX = 2000;
