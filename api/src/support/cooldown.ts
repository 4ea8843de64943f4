// "One request per key every N seconds" (password-reset mails, verification resends). In process
// memory like the login throttle: one API process in the embedded setup.
import type { Clock } from './clock';

const SWEEP_ABOVE = 10_000;

export class Cooldown {
  private readonly last = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly seconds: number,
  ) {}

  /** 0 and records the request when allowed; otherwise the seconds left to wait. */
  take(key: string): number {
    const now = this.clock().getTime();
    const previous = this.last.get(key);
    const windowMs = this.seconds * 1000;
    if (previous !== undefined && now - previous < windowMs) return Math.max(1, Math.ceil((previous + windowMs - now) / 1000));
    this.last.set(key, now);
    if (this.last.size > SWEEP_ABOVE) {
      for (const [k, t] of this.last) if (now - t >= windowMs) this.last.delete(k);
    }
    return 0;
  }
}
