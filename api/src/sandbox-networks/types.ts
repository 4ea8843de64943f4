// Local fake social networks that follow shared/reference/platform-contracts.md: the tests point
// the real clients at them, and `npm start` (SOCIAL_NETWORKS=sandbox) mounts them in-process under
// /sandbox-networks as a clearly labelled sandbox. Each fake is a plain Node request handler with
// in-memory state, so it runs the same on its own port or mounted behind a path prefix.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A fault to inject into the next matching requests. */
export interface FaultSpec {
  kind:
    | 'server-error' // 500/503 with the network's error body
    | 'rate-limit' // 429 (X: x-rate-limit-reset; Meta: code 4/32/80002 + usage headers; LinkedIn: 429 no headers)
    | 'expired-token' // Meta 190/463, LinkedIn 401 EXPIRED_ACCESS_TOKEN, X 401
    | 'revoked-token' // Meta 190/460, LinkedIn 401 REVOKED_ACCESS_TOKEN, X refresh → 400 invalid_request
    | 'media-in-progress' // IG container / X media / LinkedIn image stay IN_PROGRESS for `times` polls, then FINISHED
    | 'media-error' // IG container ERROR, X processing failed, LinkedIn PROCESSING_FAILED
    | 'drop-after-accept' // the create is recorded, then the socket is destroyed without an answer
    | 'duplicate' // FB 506, X 403 duplicate content, LinkedIn 422 duplicate
    | 'slow'; // answer after `delayMs`
  /** Only requests whose `METHOD path` (path without the fake's prefix) matches. Default: the create-post calls. */
  match?: string;
  /** How many matching requests it applies to (default 1; Infinity for "until cleared"). */
  times?: number;
  delayMs?: number;
}

/** A post the fake accepted (what tests and the bench count). */
export interface FakePost {
  id: string;
  /** page id / IG user id / LinkedIn author URN / X user id */
  accountId: string;
  text: string;
  mediaCount: number;
  link: string | null;
  permalink: string;
  createdAt: Date;
  comments: string[];
}

export interface FakeNetworkOptions {
  /** The URL this fake is reached at (its own server, or <app>/sandbox-networks/<name>), for links it returns. */
  baseUrl: string;
  /** Accepted app credentials. */
  clientId: string;
  clientSecret: string;
  /** Added to every answer (the bench uses 50 ms). */
  latencyMs?: number;
  /** sandbox: the consent page shows an "Allow" button and a sandbox banner; tests: auto-approve with a redirect. */
  consent?: 'page' | 'auto';
}

export interface FakeNetwork {
  readonly name: 'meta' | 'linkedin' | 'x';
  /** Handles a request whose URL is relative to baseUrl (the prefix already removed). */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Every post created, in order (creates that were dropped after accept included). */
  posts(): FakePost[];
  inject(fault: FaultSpec): void;
  clearFaults(): void;
  /** Makes every token issued so far invalid (forces reconnect / refresh paths). */
  expireTokens(): void;
  /** Forget everything (between tests). */
  reset(): void;
}
