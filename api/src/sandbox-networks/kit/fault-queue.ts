// The faults injected into a fake (FaultSpec), matched against each request's `METHOD path` and
// consumed one use at a time. Shared by every fake; each says how a `match` pattern reads (LinkedIn
// and X: `*` wildcards; Meta: a regular expression) and which calls a fault without one hits.
import type { FaultSpec } from '../types';

type Kind = FaultSpec['kind'];

interface Armed {
  spec: FaultSpec;
  remaining: number;
}

/** `*` in a pattern matches any run of characters; a pattern without a method matches every method. */
export function wildcardMatches(pattern: string, key: string): boolean {
  const withMethod = /^[A-Z]+ /.test(pattern) ? pattern : `* ${pattern}`;
  const regex = new RegExp(`^${withMethod.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return regex.test(key);
}

export class FaultQueue {
  private armed: Armed[] = [];

  /** `defaultMatch` says which requests a fault without `match` applies to (the create-post calls, media calls). */
  constructor(
    private readonly defaultMatch: (kind: Kind, key: string) => boolean,
    private readonly patternMatches: (pattern: string, key: string) => boolean = wildcardMatches,
  ) {}

  inject(spec: FaultSpec): void {
    this.armed.push({ spec, remaining: spec.times ?? 1 });
  }

  clear(): void {
    this.armed = [];
  }

  private find(key: string, kinds: readonly Kind[]): Armed | undefined {
    return this.armed.find(
      (a) => a.remaining > 0 && kinds.includes(a.spec.kind) && (a.spec.match === undefined ? this.defaultMatch(a.spec.kind, key) : this.patternMatches(a.spec.match, key)),
    );
  }

  /** Uses the first armed fault of one of `kinds` matching `key` once; null when none applies. */
  take(key: string, kinds: readonly Kind[]): FaultSpec | null {
    const hit = this.find(key, kinds);
    if (!hit) return null;
    hit.remaining -= 1;
    this.armed = this.armed.filter((a) => a.remaining > 0);
    return hit.spec;
  }

  /** Like take, for faults whose `match` names the request explicitly (never the default calls). */
  takeExplicit(key: string, kind: Kind): FaultSpec | null {
    const hit = this.armed.find((a) => a.remaining > 0 && a.spec.kind === kind && a.spec.match !== undefined && this.patternMatches(a.spec.match, key));
    if (!hit) return null;
    hit.remaining -= 1;
    this.armed = this.armed.filter((a) => a.remaining > 0);
    return hit.spec;
  }

  /** Uses up a whole fault at once (media faults: `times` counts status polls, not requests). */
  takeAll(key: string, kinds: readonly Kind[]): { spec: FaultSpec; times: number } | null {
    const hit = this.find(key, kinds);
    if (!hit) return null;
    const times = hit.remaining;
    this.armed = this.armed.filter((a) => a !== hit);
    return { spec: hit.spec, times };
  }
}
