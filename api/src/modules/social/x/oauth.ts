// X OAuth 2.0 with PKCE S256 (platform-contracts §6.1) through arctic's generic OAuth2Client, on
// SocialConfig's URLs (arctic's Twitter provider hard-codes twitter.com): the authorization URL with
// the S256 challenge, the code exchange and the refresh with Basic client authentication (confidential
// client). X's refresh tokens rotate: the answer's new one replaces the old (kept only if X sends none).
import {
  ArcticFetchError,
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
  type OAuth2Tokens,
} from 'arctic';
import { X_SCOPES } from '@cadence/shared-lib/contract';
import type { SocialConfig } from '../../../config';
import { TransportError, type HttpResponse } from '../http-client';
import { NetworkError, type AppCredentials, type Discovery, type OAuthProvider, type TokenSet } from '../types';
import { record, text, xCall, xWebBase } from './api';
import { classifyXTokenResponse, classifyXTransport } from './classify';

/** arctic's fetch has no deadline; a token call never holds the grant's lock longer than this. */
const TOKEN_CALL_TIMEOUT_MS = 30_000;

function tokenSet(body: unknown, previousRefresh: string | null): TokenSet {
  const b = record(body);
  const accessToken = text(b.access_token);
  if (!accessToken) throw new NetworkError('permanent', 'invalid_token_response', 'X answered without an access token: try connecting again.');
  const expiresIn = Number(b.expires_in);
  return {
    accessToken,
    refreshToken: text(b.refresh_token) ?? previousRefresh,
    expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000) : null,
    refreshExpiresAt: null,
    scopes: (text(b.scope) ?? '').split(/\s+/).filter(Boolean),
  };
}

/** arctic's errors as the answer they stand for, so one classifier decides (platform-contracts §7). */
function answerOf(error: unknown): HttpResponse | TransportError | null {
  const headers = new Headers();
  if (error instanceof OAuth2RequestError) return { status: 400, headers, body: { error: error.code, error_description: error.description } };
  if (error instanceof UnexpectedErrorResponseBodyError) return { status: error.status, headers, body: error.data };
  if (error instanceof UnexpectedResponseError) return { status: error.status, headers, body: '' };
  if (error instanceof ArcticFetchError) return new TransportError(`Connection failed: ${error.message}`, false);
  return null;
}

function withDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TransportError(`No answer within ${TOKEN_CALL_TIMEOUT_MS} ms`, true)), TOKEN_CALL_TIMEOUT_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export function createXOAuth(config: SocialConfig, credentials: AppCredentials): OAuthProvider {
  const tokenEndpoint = `${config.xApiUrl}/2/oauth2/token`;
  const client = (redirectUri: string | null) => new OAuth2Client(credentials.clientId, credentials.clientSecret, redirectUri);
  // RFC 6749 §2.3.1 (as X documents): both parts form-encoded before the Basic base64, which arctic
  // does not do itself — a secret holding ':' would otherwise be cut in two.
  const tokenClient = (redirectUri: string | null) =>
    new OAuth2Client(encodeURIComponent(credentials.clientId), encodeURIComponent(credentials.clientSecret), redirectUri);

  async function tokenCall(call: () => Promise<OAuth2Tokens>, refreshing: boolean, previousRefresh: string | null): Promise<TokenSet> {
    let tokens: OAuth2Tokens;
    try {
      tokens = await withDeadline(call());
    } catch (error) {
      const answer = error instanceof TransportError ? error : answerOf(error);
      if (answer instanceof TransportError) throw classifyXTransport(answer, 'other');
      if (answer) throw classifyXTokenResponse(answer, refreshing);
      throw error;
    }
    return tokenSet(tokens.data, previousRefresh);
  }

  return {
    network: 'twitter',
    usesPkce: true,
    authorizationUrl({ state, codeVerifier, redirectUri }) {
      if (!codeVerifier) throw new Error('X needs a PKCE code verifier');
      return client(redirectUri).createAuthorizationURLWithPKCE(config.xAuthorizeUrl, state, CodeChallengeMethod.S256, codeVerifier, [...X_SCOPES]);
    },
    exchangeCode({ code, codeVerifier, redirectUri }) {
      if (!codeVerifier) throw new Error('X needs the PKCE code verifier');
      return tokenCall(() => tokenClient(redirectUri).validateAuthorizationCode(tokenEndpoint, code, codeVerifier), false, null);
    },
    refresh(refreshToken) {
      // Single use: the answer's new refresh token replaces this one (kept only if X sends none).
      return tokenCall(() => tokenClient(null).refreshAccessToken(tokenEndpoint, refreshToken, []), true, refreshToken);
    },
    async discover(tokens): Promise<Discovery> {
      const response = await xCall(config, tokens.accessToken, { method: 'GET', path: '/2/users/me', query: { 'user.fields': 'profile_image_url,username,name,verified' } });
      const user = record(record(response.body).data);
      const id = text(user.id);
      const username = text(user.username);
      if (!id) throw new NetworkError('permanent', 'users_me', 'X did not say who signed in: connect again.');
      const name = text(user.name) ?? username ?? 'X user';
      return {
        user: { externalId: id, name },
        accounts: [
          {
            platform: 'twitter',
            kind: 'user',
            externalId: id,
            name,
            username,
            link: username ? `${xWebBase(config)}/${encodeURIComponent(username)}` : null,
            picture: text(user.profile_image_url),
            accessToken: null,
            parentExternalId: null,
          },
        ],
      };
    },
  };
}
