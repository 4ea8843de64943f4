// What every LinkedIn fake route gets: options, state, faults and the token signer.
import type { FaultQueue } from '../kit/fault-queue';
import type { TokenSigner } from '../kit/signed-tokens';
import type { FakeRequest } from '../http';
import type { FakeNetworkOptions } from '../types';
import type { LinkedInState } from './state';

export interface LinkedInFakeOptions extends FakeNetworkOptions {
  /** Oldest LinkedIn-Version still served (older → 426 NONEXISTENT_VERSION). Default 202401. */
  oldestVersion?: string;
}

export interface LinkedInContext {
  options: LinkedInFakeOptions;
  state: LinkedInState;
  faults: FaultQueue;
  tokens: TokenSigner;
}

export interface LinkedInRoute {
  ctx: LinkedInContext;
  req: FakeRequest;
  /** `METHOD path`, what faults match on. */
  key: string;
}

export const ACCESS_TTL_S = 5_184_000; // 60 days
export const REFRESH_TTL_S = 31_536_000; // 365 days, fixed from the first grant
