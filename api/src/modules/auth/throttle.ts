// Login throttling: at most 5 attempts per minute per lower-cased email + IP (ASVS, spec §8).
// Kept in process memory: one API process in the embedded setup; see README for scale-out.
import type { Clock } from '../../support/clock';

const MAX_ATTEMPTS = 5;
const WINDOW_MS = 60_000;
const SWEEP_ABOVE = 10_000;

export class LoginThrottle {
  private readonly attempts = new Map<string, number[]>();

  constructor(private readonly clock: Clock) {}

  static key(email: string, ip: string): string {
    return `${email.trim().toLowerCase()}|${ip}`;
  }

  private recent(key: string, now: number): number[] {
    const list = (this.attempts.get(key) ?? []).filter((t) => t > now - WINDOW_MS);
    if (list.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, list);
    return list;
  }

  /** Seconds until another attempt is allowed; 0 when allowed now. */
  retryAfter(key: string): number {
    const now = this.clock().getTime();
    const list = this.recent(key, now);
    if (list.length < MAX_ATTEMPTS) return 0;
    return Math.max(1, Math.ceil((list[list.length - MAX_ATTEMPTS] + WINDOW_MS - now) / 1000));
  }

  hit(key: string): void {
    const now = this.clock().getTime();
    const list = this.recent(key, now);
    list.push(now);
    this.attempts.set(key, list);
    if (this.attempts.size > SWEEP_ABOVE) for (const k of [...this.attempts.keys()]) this.recent(k, now);
  }

  clear(key: string): void {
    this.attempts.delete(key);
  }
}
