// Connection tokens for the publisher and the refresh job (ConnectionTokenAccess). Tokens are
// decrypted only here. A refresh runs inside a transaction holding the grant's row lock and re-reads
// the row once it has the lock: a second worker waiting on the same grant finds the first one's
// fresh token and does not spend X's single-use refresh token again. A consent found dead turns the
// grant reconnect_needed and emails the user once per breakage (reconnect_notified_at).
import { eq } from 'drizzle-orm';
import { CONNECTIONS_PAGE, connectionMessages } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import { users, type SocialGrantRow } from '../../db/schema';
import type { Mailer } from '../../plugins/http/mailer';
import type { AccountAccess, ConnectionTokenAccess } from '../../plugins/social';
import type { Clock } from '../../support/clock';
import { CryptoBox } from '../../support/crypto-box';
import { NetworkError, type AppCredentials, type OAuthProvider, type Platform, type SocialNetworks, type TokenSet } from '../social/types';
import { facebookExpiringMail, reconnectNeededMail } from './mails';
import { ACCESS_REFRESH_WINDOW_MS, expiresWithin, NETWORK_LABELS } from './policy';
import { ConnectionsRepository } from './repository';

/** Separates the key of connection tokens from every other CryptoBox use of APP_KEY. */
export const SOCIAL_TOKEN_PURPOSE = 'social-token';

/** Where refreshes and breakages are logged (app.log, or a job's log). */
export interface TokenLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface ConnectionTokensDeps {
  db: Database;
  clock: Clock;
  appKey: Buffer;
  mailer: Mailer;
  publicUrl: string;
  networks: SocialNetworks;
  credentials(platform: Platform): Promise<AppCredentials | null>;
  log: TokenLog;
}

/** What a refresh under the lock came to. */
type RefreshOutcome =
  | { kind: 'usable'; grant: SocialGrantRow; refreshed: boolean }
  | { kind: 'reconnect_needed'; grant: SocialGrantRow; reason: string }
  | { kind: 'gone' };

/** Either refresh until the token is valid for `windowMs` more, or refresh now unless someone did since `since`. */
type RefreshNeed = { windowMs: number } | { since: Date };

/** Failures that mean the consent itself is dead: no retry will bring it back. */
const isDeadConsent = (error: unknown): error is NetworkError =>
  error instanceof NetworkError && (error.failure === 'reconnect' || error.failure === 'permanent' || error.failure === 'refresh');

export class ConnectionTokens implements ConnectionTokenAccess {
  readonly box: CryptoBox;
  private readonly repository: ConnectionsRepository;

  constructor(private readonly deps: ConnectionTokensDeps) {
    this.box = new CryptoBox(deps.appKey, SOCIAL_TOKEN_PURPOSE);
    this.repository = new ConnectionsRepository(deps.db);
  }

  async access(accountId: number): Promise<AccountAccess | null> {
    const row = await this.repository.accountWithGrant(accountId);
    if (!row) return null;
    let grant = row.grant;
    if (grant.status === 'reconnect_needed') throw this.reconnectError(grant, grant.status_reason);
    if (expiresWithin(grant, this.deps.clock(), ACCESS_REFRESH_WINDOW_MS)) {
      const outcome = await this.refreshUnderLock(grant.id, { windowMs: ACCESS_REFRESH_WINDOW_MS });
      if (outcome.kind === 'gone') return null;
      if (outcome.kind === 'reconnect_needed') throw this.reconnectError(outcome.grant, outcome.reason);
      grant = outcome.grant;
    }
    const { account } = row;
    return {
      accountId: account.id,
      grantId: grant.id,
      userId: account.user_id,
      platform: account.platform,
      name: account.name,
      account: {
        platform: account.platform,
        kind: account.kind,
        externalId: account.external_id,
        // A Facebook Page (and its Instagram account) publishes with the Page token.
        accessToken: this.box.decrypt(account.token_encrypted ?? grant.access_token_encrypted),
        parentExternalId: account.parent_external_id,
      },
    };
  }

  async forceRefresh(grantId: number): Promise<boolean> {
    const outcome = await this.refreshUnderLock(grantId, { since: this.deps.clock() });
    return outcome.kind === 'usable';
  }

  async markReconnectNeeded(grantId: number, reason: string): Promise<void> {
    const broken = await this.repository.markReconnectNeeded(this.deps.db, grantId, reason, this.deps.clock());
    if (broken) this.deps.log.warn({ event: 'connection-reconnect-needed', grant: grantId, network: broken.network }, 'connection needs reconnecting');
    await this.notifyReconnect(grantId);
  }

  /** For the scheduled job: refresh when the token ends within `windowMs`. */
  async refreshIfExpiring(grantId: number, windowMs: number): Promise<'fresh' | 'refreshed' | 'reconnect_needed' | 'gone'> {
    const outcome = await this.refreshUnderLock(grantId, { windowMs });
    if (outcome.kind === 'usable') return outcome.refreshed ? 'refreshed' : 'fresh';
    return outcome.kind;
  }

  /** Facebook has no refresh: tells the user once, ahead of the end, to connect again. */
  async remindFacebookEnding(grant: SocialGrantRow): Promise<boolean> {
    if (!grant.expires_at || !(await this.repository.claimNotification(grant.id, this.deps.clock()))) return false;
    const user = await this.userOf(grant.user_id);
    if (user) await this.deps.mailer.send(facebookExpiringMail(user, grant.expires_at, this.connectionsUrl()));
    return true;
  }

  encryptTokens(tokens: TokenSet): { accessTokenEncrypted: string; refreshTokenEncrypted: string | null } {
    return {
      accessTokenEncrypted: this.box.encrypt(tokens.accessToken),
      refreshTokenEncrypted: tokens.refreshToken ? this.box.encrypt(tokens.refreshToken) : null,
    };
  }

  private async refreshUnderLock(grantId: number, need: RefreshNeed): Promise<RefreshOutcome> {
    const outcome = await this.deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
      const grant = await this.repository.lockGrant(tx, grantId);
      if (!grant) return { kind: 'gone' };
      const now = this.deps.clock();
      if (grant.status === 'reconnect_needed') return { kind: 'reconnect_needed', grant, reason: grant.status_reason ?? this.defaultReason(grant) };
      // Re-read under the lock: whoever held it before us may have refreshed already.
      const needed =
        'windowMs' in need ? expiresWithin(grant, now, need.windowMs) : grant.refreshed_at === null || grant.refreshed_at < need.since;
      if (!needed) return { kind: 'usable', grant, refreshed: false };
      const broken = async (reason: string): Promise<RefreshOutcome> => {
        await this.repository.markReconnectNeeded(tx, grant.id, reason, now);
        return { kind: 'reconnect_needed', grant, reason };
      };
      const expired = grant.expires_at !== null && grant.expires_at <= now;
      if (grant.refresh_expires_at !== null && grant.refresh_expires_at <= now) return broken(this.defaultReason(grant));
      const provider = grant.refresh_token_encrypted ? await this.providerOf(grant) : null;
      const pending = provider && grant.refresh_token_encrypted ? provider.refresh(this.box.decrypt(grant.refresh_token_encrypted)) : null;
      if (pending === null) {
        // No refresh on this network (Facebook): usable until it ends, then only a new consent helps.
        return expired || 'since' in need ? broken(this.defaultReason(grant)) : { kind: 'usable', grant, refreshed: false };
      }
      let tokens: TokenSet;
      try {
        tokens = await pending;
      } catch (error) {
        if (!isDeadConsent(error)) throw error;
        return broken(error.userMessage);
      }
      const saved = await this.repository.saveRefreshedTokens(
        tx,
        grant.id,
        { ...this.encryptTokens(tokens), expiresAt: tokens.expiresAt, refreshExpiresAt: tokens.refreshExpiresAt },
        now,
      );
      this.deps.log.info({ event: 'connection-refreshed', grant: grant.id, network: grant.network }, 'connection token refreshed');
      return { kind: 'usable', grant: saved, refreshed: true };
    });
    if (outcome.kind === 'reconnect_needed') {
      this.deps.log.warn({ event: 'connection-reconnect-needed', grant: grantId, reason: outcome.reason }, 'connection needs reconnecting');
      await this.notifyReconnect(grantId);
    }
    return outcome;
  }

  private async providerOf(grant: SocialGrantRow): Promise<OAuthProvider> {
    const credentials = await this.deps.credentials(grant.network);
    if (!credentials) {
      // The administrator switched the channel off: not the user's consent's fault, nothing to mark.
      throw new NetworkError('permanent', 'channel_unavailable', connectionMessages.channelUnavailable(NETWORK_LABELS[grant.network]));
    }
    return this.deps.networks.oauth(grant.network, credentials);
  }

  /** One email per breakage: whoever claims reconnect_notified_at sends it. */
  private async notifyReconnect(grantId: number): Promise<void> {
    const grant = await this.repository.grant(grantId);
    if (!grant || grant.status !== 'reconnect_needed') return;
    if (!(await this.repository.claimNotification(grantId, this.deps.clock()))) return;
    const user = await this.userOf(grant.user_id);
    if (!user) return;
    const label = NETWORK_LABELS[grant.network];
    await this.deps.mailer.send(reconnectNeededMail(user, label, grant.status_reason ?? this.defaultReason(grant), this.connectionsUrl()));
  }

  private reconnectError(grant: SocialGrantRow, reason: string | null): NetworkError {
    // The network's reason already says what to do; without one, the generic words do.
    return new NetworkError('reconnect', 'reconnect_needed', reason ?? connectionMessages.reconnectNeeded(NETWORK_LABELS[grant.network]));
  }

  private defaultReason(grant: SocialGrantRow): string {
    return `The ${NETWORK_LABELS[grant.network]} connection has expired.`;
  }

  private connectionsUrl(): string {
    return `${this.deps.publicUrl}${CONNECTIONS_PAGE}`;
  }

  private async userOf(userId: number): Promise<{ email: string; full_name: string } | undefined> {
    const [user] = await this.deps.db.select({ email: users.email, full_name: users.full_name }).from(users).where(eq(users.id, userId)).limit(1);
    return user;
  }
}
