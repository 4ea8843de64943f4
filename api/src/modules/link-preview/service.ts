// A link's preview card: from the cache, or fetched (safely) and parsed.
import type { LinkPreviewMeta } from '@cadence/shared-lib/contract';
import type { Clock } from '../../support/clock';
import { DEFAULT_TIMEOUT_MS, PageFetcher } from './fetch-page';
import { parseMeta } from './parse-meta';
import { PreviewCache } from './preview-cache';
import { systemResolver, TargetResolver, type Resolver } from './resolve-target';

export interface LinkPreviewOptions {
  /** Test seam only: `host:port` entries (e.g. a local test server) exempt from the address rule. */
  allowHosts?: readonly string[];
  /** DNS resolution; tests inject one to make a name resolve to a private address. */
  resolver?: Resolver;
  timeoutMs?: number;
}

export class LinkPreviewService {
  private readonly fetcher: PageFetcher;
  private readonly cache: PreviewCache;

  constructor(clock: Clock, options: LinkPreviewOptions = {}) {
    const targets = new TargetResolver(options.resolver ?? systemResolver, new Set(options.allowHosts ?? []));
    this.fetcher = new PageFetcher(targets, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    this.cache = new PreviewCache(clock);
  }

  async preview(address: string): Promise<LinkPreviewMeta> {
    const url = new URL(address);
    url.hash = '';
    const key = url.href;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const page = await this.fetcher.fetch(url);
    const meta = parseMeta(page.body, page.url, page.charset);
    this.cache.set(key, meta);
    return meta;
  }
}
