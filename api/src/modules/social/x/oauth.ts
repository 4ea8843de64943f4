// X OAuth 2.0 with PKCE S256 (platform-contracts §6.1) on SocialConfig's URLs. arctic's Twitter
// provider hard-codes twitter.com, so the same requests are made here through httpRequest: Basic
// client authentication (confidential client), the code verifier, rotating refresh tokens.
import { createHash } from 'node:crypto';
import { X_SCOPES } from '@cadence/shared-lib/contract';
import type { SocialConfig } from '../../../config';
import { httpRequest, TransportError, type HttpResponse } from '../http-client';
import { NetworkError, type AppCredentials, type Discovery, type OAuthProvider, type TokenSet } from '../types';
import { record, text, xCall, xWebBase } from './api';
import { classifyXTokenResponse, classifyXTransport } from './classify';

export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

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

export function createXOAuth(config: SocialConfig, credentials: AppCredentials): OAuthProvider {
  // RFC 6749 §2.3.1: both parts form-encoded before base64, as X documents.
  const basic = Buffer.from(`${encodeURIComponent(credentials.clientId)}:${encodeURIComponent(credentials.clientSecret)}`).toString('base64');

  async function tokenCall(form: Record<string, string>, previousRefresh: string | null): Promise<TokenSet> {
    let response: HttpResponse;
    try {
      response = await httpRequest({
        method: 'POST',
        url: `${config.xApiUrl}/2/oauth2/token`,
        headers: { authorization: `Basic ${basic}` },
        body: new URLSearchParams({ ...form, client_id: credentials.clientId }),
      });
    } catch (error) {
      if (error instanceof TransportError) throw classifyXTransport(error, 'other');
      throw error;
    }
    if (response.status !== 200) throw classifyXTokenResponse(response, form.grant_type === 'refresh_token');
    return tokenSet(response.body, previousRefresh);
  }

  return {
    network: 'twitter',
    usesPkce: true,
    authorizationUrl({ state, codeVerifier, redirectUri }) {
      if (!codeVerifier) throw new Error('X needs a PKCE code verifier');
      const url = new URL(config.xAuthorizeUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', credentials.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', X_SCOPES.join(' '));
      url.searchParams.set('state', state);
      url.searchParams.set('code_challenge', s256Challenge(codeVerifier));
      url.searchParams.set('code_challenge_method', 'S256');
      return url;
    },
    exchangeCode({ code, codeVerifier, redirectUri }) {
      if (!codeVerifier) throw new Error('X needs the PKCE code verifier');
      return tokenCall({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier }, null);
    },
    refresh(refreshToken) {
      // Single use: the answer's new refresh token replaces this one (kept only if X sends none).
      return tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken }, refreshToken);
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
