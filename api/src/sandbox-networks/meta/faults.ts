// Injected faults of the fake Graph API. A request is keyed "METHOD /path" with the /graph prefix
// and the version removed (e.g. "POST /134890000001/feed"); a fault's `match` is a regular
// expression tested on that key (a plain substring when it is not a valid expression).
import type { FaultSpec } from '../types';

/** The calls that create something public (platform-contracts §7 "non-idempotent creates"). */
const CREATE_CALLS = /^POST \/[^/]+\/(feed|photos|videos|media_publish)$/;
/** Instagram container status polls. */
const CONTAINER_POLL = /^GET \/[^/]+$/;

interface ActiveFault {
  spec: FaultSpec;
  remaining: number;
  test: (key: string) => boolean;
}

function matcher(spec: FaultSpec): (key: string) => boolean {
  if (spec.match === undefined) {
    const fallback = spec.kind === 'media-in-progress' || spec.kind === 'media-error' ? CONTAINER_POLL : CREATE_CALLS;
    return (key) => fallback.test(key);
  }
  const source = spec.match;
  try {
    const re = new RegExp(source);
    return (key) => re.test(key);
  } catch {
    return (key) => key.includes(source);
  }
}

export class FaultBook {
  private faults: ActiveFault[] = [];

  add(spec: FaultSpec): void {
    this.faults.push({ spec, remaining: spec.times ?? 1, test: matcher(spec) });
  }

  clear(): void {
    this.faults = [];
  }

  /** The first live fault of one of `kinds` matching `key`, used up by one. */
  take(kinds: ReadonlyArray<FaultSpec['kind']>, key: string): FaultSpec | null {
    for (const fault of this.faults) {
      if (fault.remaining <= 0 || !kinds.includes(fault.spec.kind) || !fault.test(key)) continue;
      fault.remaining -= 1;
      this.faults = this.faults.filter((f) => f.remaining > 0);
      return fault.spec;
    }
    return null;
  }

  /** media-in-progress only applies to a media_publish when the test named it explicitly. */
  takeExplicit(kind: FaultSpec['kind'], key: string): FaultSpec | null {
    for (const fault of this.faults) {
      if (fault.remaining <= 0 || fault.spec.kind !== kind || fault.spec.match === undefined || !fault.test(key)) continue;
      fault.remaining -= 1;
      this.faults = this.faults.filter((f) => f.remaining > 0);
      return fault.spec;
    }
    return null;
  }
}
