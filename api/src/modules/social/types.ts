// What the app needs of a social network, whatever the network: OAuth and account discovery for
// connections, and the publishing steps. One implementation per network (meta/, linkedin/, x/);
// each reaches the network only through the base URLs of SocialConfig, so tests and the sandbox
// point them at the local fakes (src/sandbox-networks) that follow platform-contracts.md.

export type Platform = 'facebook' | 'instagram' | 'linkedin' | 'twitter';
/** Networks a user connects to (Instagram comes with Facebook). */
export type GrantNetwork = 'facebook' | 'linkedin' | 'twitter';
export type AccountKind = 'page' | 'instagram_business' | 'member' | 'organization' | 'user';

export interface AppCredentials {
  clientId: string;
  clientSecret: string;
}

export interface TokenSet {
  accessToken: string;
  /** null when the network gives none (Facebook) or kept the old one (the caller keeps the stored one). */
  refreshToken: string | null;
  expiresAt: Date | null;
  refreshExpiresAt: Date | null;
  scopes: string[];
}

export interface DiscoveredAccount {
  platform: Platform;
  kind: AccountKind;
  externalId: string;
  name: string;
  username: string | null;
  /** The account's public page (spec Connection.link). */
  link: string | null;
  picture: string | null;
  /** A Facebook Page token (also used for its Instagram account); null: the grant's token is used. */
  accessToken: string | null;
  /** Instagram: the Page it hangs off. */
  parentExternalId: string | null;
}

export interface Discovery {
  user: { externalId: string; name: string };
  accounts: DiscoveredAccount[];
}

/** The OAuth side of a network, used by the connections module. */
export interface OAuthProvider {
  readonly network: GrantNetwork;
  /** X: true (PKCE S256). */
  readonly usesPkce: boolean;
  /** The consent page the browser goes to. */
  authorizationUrl(input: { state: string; codeVerifier: string | null; redirectUri: string }): URL;
  /** Code → tokens (Facebook: already exchanged for the long-lived user token). */
  exchangeCode(input: { code: string; codeVerifier: string | null; redirectUri: string }): Promise<TokenSet>;
  /** null when the network has no refresh (Facebook: the user reconnects after ~60 days). */
  refresh(refreshToken: string): Promise<TokenSet> | null;
  /** Who consented and every account the consent reaches (FB: each Page and the IG account behind it). */
  discover(tokens: TokenSet): Promise<Discovery>;
}

/** What to do about a failed network call (platform-contracts.md §7). */
export type FailureClass =
  /** Temporary (5xx, throttling, media not ready): try again after retryAfterMs or a backoff. */
  | 'retry'
  /** The access token expired but may be refreshed (LinkedIn/X 401 with a refresh token). */
  | 'refresh'
  /** The consent is dead (FB 190, revoked, permissions gone): the user must reconnect. */
  | 'reconnect'
  /** The post itself is refused (duplicate, too long, bad media, policy): fail now, the user fixes it. */
  | 'permanent'
  /** A quota the app cannot fix soon (IG daily limit, X usage cap): wait, then try again. */
  | 'defer'
  /** The request may or may not have taken effect (timeout, dropped connection after sending). */
  | 'unknown';

export type UserAction = 'retry' | 'fix' | 'reconnect' | 'wait';

/** Every client error the publisher and the connections module see. */
export class NetworkError extends Error {
  constructor(
    readonly failure: FailureClass,
    /** The network's code ("190/463", "429", "EXPIRED_ACCESS_TOKEN", "duplicate"). */
    readonly code: string,
    /** The reason in words a user understands, and what to do ("… Reconnect Facebook in Account settings → Connections."). */
    readonly userMessage: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(`${code}: ${userMessage}`);
    this.name = 'NetworkError';
  }

  get action(): UserAction {
    switch (this.failure) {
      case 'reconnect':
      case 'refresh':
        return 'reconnect';
      case 'permanent':
        return 'fix';
      case 'defer':
        return 'wait';
      default:
        return 'retry';
    }
  }
}

/** One media item of a post, reachable by the network. */
export interface PublishMedia {
  kind: 'image' | 'video';
  mime: string;
  size: number;
  /** A public, signed, expiring URL on SocialConfig.mediaPublicUrl (Instagram and Facebook pull from it). */
  url: string;
  /** The bytes, for networks that take uploads (LinkedIn, X). */
  read(): Promise<Buffer>;
}

export interface PublishContent {
  /** The network's variant or the caption. */
  text: string;
  media: PublishMedia[];
  link: { url: string; title: string | null; description: string | null; image: string | null } | null;
  firstComment: string | null;
}

/** The account a target publishes to, with its decrypted token. */
export interface PublishAccount {
  platform: Platform;
  kind: AccountKind;
  externalId: string;
  accessToken: string;
  /** Instagram: the Page's id. */
  parentExternalId: string | null;
}

export interface PublishedRef {
  externalId: string;
  /** The live post's URL. */
  link: string;
}

/** JSON the publisher stores between steps (publish_targets.progress). */
export type Progress = Record<string, unknown>;

/**
 * Publishing on one platform. The publisher calls prepare() (repeatable: uploads, IG containers,
 * polling; it returns the progress to keep and throws NetworkError 'retry' when the network is not
 * ready yet), then create() exactly once per arming, then comment(). After a crash or an 'unknown'
 * outcome it calls findExisting() before ever calling create() again.
 */
export interface PlatformPublisher {
  readonly platform: Platform;
  prepare(account: PublishAccount, content: PublishContent, progress: Progress): Promise<Progress>;
  /** The one non-idempotent call. A timeout or dropped connection throws NetworkError 'unknown'. */
  create(account: PublishAccount, content: PublishContent, progress: Progress): Promise<PublishedRef>;
  /** The post this target made, if it exists (created at or after `since`, same text, or IG container PUBLISHED). */
  findExisting(account: PublishAccount, content: PublishContent, progress: Progress, since: Date): Promise<PublishedRef | null>;
  /** First comment under the live post. */
  comment(account: PublishAccount, post: PublishedRef, text: string): Promise<void>;
}

/** Every network's clients, built from SocialConfig (see ./registry.ts). */
export interface SocialNetworks {
  oauth(network: GrantNetwork, credentials: AppCredentials): OAuthProvider;
  publisher(platform: Platform, credentials: AppCredentials): PlatformPublisher;
}
