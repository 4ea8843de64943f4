// Connections: start a consent (state + PKCE + browser cookie), finish it at the callback (verify,
// exchange, discover, save in one transaction), list what the user has connected, and remove.
import type { FastifyBaseLogger } from 'fastify';
import {
  CONNECT_NETWORKS,
  connectionMessages,
  FACEBOOK_SCOPES,
  type ConnectionsData,
  type ConnectNetwork,
  type RemoveConnectionRequest,
} from '@cadence/shared-lib/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { SocialServices } from '../../plugins/social';
import { validationError } from '../../plugins/http/validation-error';
import type { Clock } from '../../support/clock';
import { CryptoBox } from '../../support/crypto-box';
import { NetworkError, type Discovery, type TokenSet } from '../social/types';
import { sha256Hex } from '../../support/signed-url';
import { matchesDigest, pkceVerifier, randomToken, redirectUriFor } from './oauth-state';
import { NETWORK_LABELS, OAUTH_STATE_TTL_MS, platformsRemovedBy } from './policy';
import { presentConnections } from './presenter';
import { ConnectionsRepository, type ConsentRecord } from './repository';
import { SOCIAL_TOKEN_PURPOSE } from './token-service';

export interface ConnectionsDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  appKey: Buffer;
  social: SocialServices;
  log: FastifyBaseLogger;
}

/** Where the browser goes: the consent page, and the nonce the route sets as the callback cookie. */
export interface ConnectStart {
  url: string;
  nonce: string;
}

/** What the network sent back to the callback (query values, unchecked). */
export interface CallbackInput {
  state?: unknown;
  code?: unknown;
  error?: unknown;
  error_description?: unknown;
}

export type CallbackResult = { status: 'success' } | { status: 'error'; reason: string };

export type RemoveResult = { outcome: 'ok' } | { outcome: 'not-found' };

interface ClaimedState {
  userId: number;
  codeVerifier: string | null;
  redirectUri: string;
}

/** A failure of the callback with the reason the user reads. */
class ConnectFailure extends Error {}

const MAX_REASON = 300;
const asString = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export class ConnectionsService {
  private readonly repository: ConnectionsRepository;
  private readonly box: CryptoBox;

  constructor(private readonly deps: ConnectionsDeps) {
    this.repository = new ConnectionsRepository(deps.db);
    this.box = new CryptoBox(deps.appKey, SOCIAL_TOKEN_PURPOSE);
  }

  /** Throws a 422 on `platform` when the network's channel is off (live mode). */
  async connect(userId: number, network: ConnectNetwork): Promise<ConnectStart> {
    const credentials = await this.deps.social.credentials(network);
    if (!credentials) throw validationError('platform', connectionMessages.channelUnavailable(NETWORK_LABELS[network]));
    const provider = this.deps.social.networks.oauth(network, credentials);
    const now = this.deps.clock();
    const state = randomToken();
    const nonce = randomToken();
    const codeVerifier = provider.usesPkce ? pkceVerifier() : null;
    const redirectUri = redirectUriFor(this.deps.publicUrl, network);
    await this.repository.deleteExpiredStates(now);
    await this.repository.insertState({
      user_id: userId,
      network,
      state_digest: sha256Hex(state),
      cookie_digest: sha256Hex(nonce),
      code_verifier_encrypted: codeVerifier ? this.box.encrypt(codeVerifier) : null,
      redirect_uri: redirectUri,
      expires_at: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
      created_at: now,
    });
    this.deps.log.info({ event: 'connection-start', user: userId, network }, 'connection attempt started');
    return { url: provider.authorizationUrl({ state, codeVerifier, redirectUri }).toString(), nonce };
  }

  /** Never throws: every outcome is a redirect back to the Connections tab. */
  async callback(network: ConnectNetwork, input: CallbackInput, cookieNonce: string | undefined): Promise<CallbackResult> {
    let userId: number | null = null;
    try {
      const claimed = await this.claimState(network, asString(input.state), cookieNonce);
      userId = claimed.userId;
      if (input.error !== undefined) {
        // The user cancelled or the network refused; its description is for logs, not for the banner.
        this.logAttempt(userId, network, 'denied', asString(input.error_description) ?? asString(input.error) ?? '');
        return { status: 'error', reason: connectionMessages.denied };
      }
      const code = asString(input.code);
      if (!code) throw new ConnectFailure(connectionMessages.connectFailed(NETWORK_LABELS[network]));
      await this.complete(claimed, network, code);
      this.logAttempt(userId, network, 'success');
      return { status: 'success' };
    } catch (error) {
      const reason = this.reasonOf(error, network);
      this.logAttempt(userId, network, 'error', reason, error instanceof ConnectFailure || error instanceof NetworkError ? undefined : error);
      return { status: 'error', reason };
    }
  }

  async list(userId: number): Promise<ConnectionsData> {
    const available = new Set<ConnectNetwork>();
    for (const network of CONNECT_NETWORKS) {
      if (await this.deps.social.credentials(network)) available.add(network);
    }
    return presentConnections(await this.repository.accountsOf(userId), available, this.deps.social.config.mode === 'sandbox');
  }

  /** Throws a 422 on `platform` when nothing of that platform is connected. */
  async remove(userId: number, input: z.output<typeof RemoveConnectionRequest>): Promise<RemoveResult> {
    const platforms = platformsRemovedBy(input.platform);
    const mine = (await this.repository.accountsOf(userId)).filter(({ account }) => platforms.includes(account.platform));
    if (input.id !== undefined && !mine.some(({ account }) => account.id === input.id)) return { outcome: 'not-found' };
    if (mine.length === 0) throw validationError('platform', connectionMessages.notConnected(NETWORK_LABELS[input.platform]));
    const removed = await this.repository.removeAccounts(userId, platforms, input.id);
    this.deps.log.info({ event: 'connection-removed', user: userId, platform: input.platform, account: input.id ?? null, removed }, 'connection removed');
    return { outcome: 'ok' };
  }

  /** The state must exist, be this network's, unused, unexpired, and come back to the browser that started it. */
  private async claimState(network: ConnectNetwork, state: string | undefined, cookieNonce: string | undefined): Promise<ClaimedState> {
    const invalid = new ConnectFailure(connectionMessages.stateInvalid);
    if (!state) throw invalid;
    const row = await this.repository.stateByDigest(sha256Hex(state));
    const now = this.deps.clock();
    if (!row || row.network !== network || row.used_at !== null || row.expires_at <= now) throw invalid;
    if (!matchesDigest(cookieNonce, row.cookie_digest)) throw invalid;
    // Single use even when the same callback arrives twice at once.
    if (!(await this.repository.useState(row.id, now))) throw invalid;
    return {
      userId: row.user_id,
      codeVerifier: row.code_verifier_encrypted ? this.box.decrypt(row.code_verifier_encrypted) : null,
      redirectUri: row.redirect_uri,
    };
  }

  /** Code → tokens → every account the consent reaches → saved. */
  private async complete(claimed: ClaimedState, network: ConnectNetwork, code: string): Promise<void> {
    const credentials = await this.deps.social.credentials(network);
    if (!credentials) throw new ConnectFailure(connectionMessages.channelUnavailable(NETWORK_LABELS[network]));
    const provider = this.deps.social.networks.oauth(network, credentials);
    const tokens = await provider.exchangeCode({ code, codeVerifier: claimed.codeVerifier, redirectUri: claimed.redirectUri });
    checkScopes(network, tokens);
    const discovery = await provider.discover(tokens);
    if (discovery.accounts.length === 0) throw new ConnectFailure(connectionMessages.noAccounts);
    await this.repository.saveConsent(this.consentRecord(claimed.userId, network, tokens, discovery), this.deps.clock());
  }

  private consentRecord(userId: number, network: ConnectNetwork, tokens: TokenSet, discovery: Discovery): ConsentRecord {
    return {
      userId,
      network,
      externalUserId: discovery.user.externalId,
      name: discovery.user.name,
      accessTokenEncrypted: this.box.encrypt(tokens.accessToken),
      refreshTokenEncrypted: tokens.refreshToken ? this.box.encrypt(tokens.refreshToken) : null,
      expiresAt: tokens.expiresAt,
      refreshExpiresAt: tokens.refreshExpiresAt,
      scopes: tokens.scopes,
      accounts: discovery.accounts.map((a) => ({
        platform: a.platform,
        kind: a.kind,
        externalId: a.externalId,
        name: a.name,
        username: a.username,
        link: a.link,
        picture: a.picture,
        tokenEncrypted: a.accessToken ? this.box.encrypt(a.accessToken) : null,
        parentExternalId: a.parentExternalId,
      })),
    };
  }

  private reasonOf(error: unknown, network: ConnectNetwork): string {
    const reason =
      error instanceof ConnectFailure ? error.message : error instanceof NetworkError ? error.userMessage : connectionMessages.connectFailed(NETWORK_LABELS[network]);
    return reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON - 1)}…` : reason;
  }

  /** Every attempt is logged, never with a code, token or state. */
  private logAttempt(userId: number | null, network: ConnectNetwork, outcome: string, reason?: string, error?: unknown): void {
    const details = { event: 'connection-attempt', user: userId, network, outcome, reason, ...(error ? { err: error } : {}) };
    if (outcome === 'success') this.deps.log.info(details, 'connection attempt');
    else this.deps.log.warn(details, 'connection attempt');
  }
}

/** Facebook lets the user untick permissions: without all of them nothing can be published. */
function checkScopes(network: ConnectNetwork, tokens: TokenSet): void {
  // An empty list means the network did not say (then publishing will tell).
  if (network !== 'facebook' || tokens.scopes.length === 0) return;
  const missing = FACEBOOK_SCOPES.filter((scope) => !tokens.scopes.includes(scope));
  if (missing.length > 0) throw new ConnectFailure(connectionMessages.missingScopes(missing.join(', ')));
}
