// Connection tokens read once per account for a short while: a burst of ten posts on one Page costs
// one token read and decrypt, not ten. Safe because access() hands out tokens valid for at least
// 120 s more (it refreshes sooner) and entries live less than that; an auth failure drops the entry.
import type { AccountAccess, ConnectionTokenAccess } from '../../plugins/social';
import type { Clock } from '../../support/clock';

const TTL_MS = 60_000;

export class AccessCache {
  private readonly entries = new Map<number, { at: number; value: Promise<AccountAccess | null> }>();

  constructor(
    private readonly tokens: () => ConnectionTokenAccess,
    private readonly clock: Clock,
  ) {}

  access(accountId: number): Promise<AccountAccess | null> {
    const now = this.clock().getTime();
    const hit = this.entries.get(accountId);
    if (hit && now - hit.at < TTL_MS) return hit.value;
    const value = this.tokens().access(accountId);
    this.entries.set(accountId, { at: now, value });
    // A failed read is not remembered.
    value.then(
      (found) => found === null && this.entries.delete(accountId),
      () => this.entries.delete(accountId),
    );
    if (this.entries.size > 10_000) this.entries.delete(this.entries.keys().next().value as number);
    return value;
  }

  /** After a refresh or an auth failure: the next use reads the token again. */
  forget(accountId: number | null): void {
    if (accountId !== null) this.entries.delete(accountId);
  }
}
