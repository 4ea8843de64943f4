// Injected faults of the fake Graph API. A request is keyed "METHOD /path" with the /graph prefix
// and the version removed (e.g. "POST /134890000001/feed"); a fault's `match` is a regular
// expression tested on that key (a plain substring when it is not a valid expression).
import { FaultQueue } from '../kit/fault-queue';
import type { FaultSpec } from '../types';

/** The calls that create something public (platform-contracts §7 "non-idempotent creates"). */
const CREATE_CALLS = /^POST \/[^/]+\/(feed|photos|videos|media_publish)$/;
/** Instagram container status polls. */
const CONTAINER_POLL = /^GET \/[^/]+$/;

function defaultMatch(kind: FaultSpec['kind'], key: string): boolean {
  return (kind === 'media-in-progress' || kind === 'media-error' ? CONTAINER_POLL : CREATE_CALLS).test(key);
}

function regexMatches(pattern: string, key: string): boolean {
  try {
    return new RegExp(pattern).test(key);
  } catch {
    return key.includes(pattern);
  }
}

export const createMetaFaults = (): FaultQueue => new FaultQueue(defaultMatch, regexMatches);
