// What GET /account-settings answers: the page loads it once and each tab reads its initial values.
import type { CallResult } from '@cadence/shared-lib';

export type AccountSettings = CallResult<'accountSettings'>['data'];
