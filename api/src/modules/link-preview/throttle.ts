// At most 30 previews per user per minute: each one makes the server fetch a page for them.
// Kept in process memory, like the login throttle.
import type { Clock } from '../../support/clock';

export const PREVIEWS_PER_MINUTE = 30;
const WINDOW_MS = 60_000;
const SWEEP_ABOVE = 10_000;

export class PreviewThrottle {
  private readonly hits = new Map<number, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly max = PREVIEWS_PER_MINUTE,
  ) {}

  /** Counts one request; answers the seconds to wait when over the limit (0: go ahead). */
  take(userId: number): number {
    const now = this.clock().getTime();
    const recent = (this.hits.get(userId) ?? []).filter((time) => time > now - WINDOW_MS);
    if (recent.length >= this.max) {
      this.hits.set(userId, recent);
      return Math.max(1, Math.ceil((recent[recent.length - this.max] + WINDOW_MS - now) / 1000));
    }
    recent.push(now);
    this.hits.set(userId, recent);
    if (this.hits.size > SWEEP_ABOVE) {
      for (const [key, times] of this.hits) if (times.every((time) => time <= now - WINDOW_MS)) this.hits.delete(key);
    }
    return 0;
  }
}
