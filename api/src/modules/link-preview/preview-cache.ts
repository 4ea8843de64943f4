// Recent previews by URL, for 10 minutes, in process memory (bounded: the oldest go first).
import type { LinkPreviewMeta } from '@cadence/shared-lib/contract';
import type { Clock } from '../../support/clock';

export const CACHE_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 1000;

export class PreviewCache {
  private readonly entries = new Map<string, { meta: LinkPreviewMeta; expires: number }>();

  constructor(private readonly clock: Clock) {}

  get(url: string): LinkPreviewMeta | undefined {
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    if (entry.expires <= this.clock().getTime()) {
      this.entries.delete(url);
      return undefined;
    }
    return entry.meta;
  }

  set(url: string, meta: LinkPreviewMeta): void {
    this.entries.delete(url);
    this.entries.set(url, { meta, expires: this.clock().getTime() + CACHE_TTL_MS });
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
