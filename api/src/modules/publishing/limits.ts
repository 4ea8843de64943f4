// In-process concurrency limits of a worker: a counting semaphore per network, and one target at
// a time per connected account (networks throttle per account, and a Page's posts keep their order).
import type { Platform } from '../social/types';

export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `active` never over-counts.
      if (next) next();
      else this.active--;
    }
  }
}

/** Runs tasks with the same key one after another. */
export class KeyedSerializer {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}

export class PublishLimits {
  private readonly platforms: Record<Platform, Semaphore>;
  private readonly accounts = new KeyedSerializer();
  private readonly total: Semaphore;

  /** `total`: targets running at once in this process, all networks together (SocialConfig.concurrency). */
  constructor(caps: Record<Platform, number>, total: number) {
    this.total = new Semaphore(total);
    this.platforms = {
      facebook: new Semaphore(caps.facebook),
      instagram: new Semaphore(caps.instagram),
      linkedin: new Semaphore(caps.linkedin),
      twitter: new Semaphore(caps.twitter),
    };
  }

  /** Per account first, then the network, then the process (always in this order, so no two tasks wait on each other). */
  run<T>(platform: Platform, accountKey: string, task: () => Promise<T>): Promise<T> {
    return this.accounts.run(accountKey, () => this.platforms[platform].run(() => this.total.run(task)));
  }
}
