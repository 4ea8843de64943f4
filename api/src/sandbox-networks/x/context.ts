// What every X fake route gets: options, state, faults and the token signer.
import type { FakeRequest } from '../http';
import type { FaultQueue } from '../kit/fault-queue';
import type { TokenSigner } from '../kit/signed-tokens';
import type { FakeNetworkOptions } from '../types';
import type { XState } from './state';

export type XFakeOptions = FakeNetworkOptions;

export interface XContext {
  options: XFakeOptions;
  state: XState;
  faults: FaultQueue;
  tokens: TokenSigner;
}

export interface XRoute {
  ctx: XContext;
  req: FakeRequest;
  key: string;
}

export const ACCESS_TTL_S = 7200; // 2 hours
export const REFRESH_TTL_S = 180 * 24 * 3600;
