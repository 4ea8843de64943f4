// LinkedIn's 3-legged OAuth (platform-contracts §5.1) on SocialConfig's URLs. arctic's LinkedIn
// provider hard-codes www.linkedin.com, so the URLs are built here and the token calls go through
// httpRequest (timeouts, transport errors told apart) — the same requests arctic makes: client
// secret in the form body, no Basic auth.
import { LINKEDIN_SCOPES } from '@cadence/shared-lib/contract';
import type { SocialConfig } from '../../../config';
import { httpRequest, TransportError, type HttpResponse } from '../http-client';
import { NetworkError, type AppCredentials, type DiscoveredAccount, type Discovery, type OAuthProvider, type TokenSet } from '../types';
import { linkedInCall, linkedInWebBase, record, text } from './api';
import { classifyLinkedInResponse, classifyLinkedInTransport } from './classify';

const ACL_PROJECTION = '(elements*(role,state,organizationalTarget~(id,localizedName,vanityName,logoV2(original~:playableStreams))))';
const ADMIN_ROLES = new Set(['ADMINISTRATOR', 'CONTENT_ADMINISTRATOR']);

function tokenSet(body: unknown, previousRefresh: string | null): TokenSet {
  const b = record(body);
  const accessToken = text(b.access_token);
  if (!accessToken) throw new NetworkError('permanent', 'invalid_token_response', 'LinkedIn answered without an access token: try connecting again.');
  const now = Date.now();
  const expiresIn = Number(b.expires_in);
  const refreshIn = Number(b.refresh_token_expires_in);
  const refreshToken = text(b.refresh_token) ?? previousRefresh;
  return {
    accessToken,
    refreshToken,
    expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(now + expiresIn * 1000) : null,
    refreshExpiresAt: refreshToken && Number.isFinite(refreshIn) && refreshIn > 0 ? new Date(now + refreshIn * 1000) : null,
    // LinkedIn lists granted scopes comma-separated (sometimes space-separated).
    scopes: (text(b.scope) ?? '').split(/[\s,]+/).filter(Boolean),
  };
}

function tokenFailure(response: HttpResponse, refreshing: boolean, version: string): NetworkError {
  const b = record(response.body);
  const error = text(b.error);
  const description = text(b.error_description);
  if (response.status === 401 || error === 'invalid_client') {
    return new NetworkError('permanent', error ?? '401', 'LinkedIn did not accept Cadence’s app credentials: the administrator must check the LinkedIn client id and secret.');
  }
  if (response.status === 400 && refreshing) {
    return new NetworkError('reconnect', error ?? '400', `LinkedIn no longer accepts the saved permission${description ? ` ("${description}")` : ''}. Reconnect LinkedIn in Account settings → Connections.`);
  }
  if (response.status === 400) {
    return new NetworkError('permanent', error ?? '400', `LinkedIn refused the connection${description ? ` ("${description}")` : ''}: connect again.`);
  }
  return classifyLinkedInResponse(response, { version });
}

export function createLinkedInOAuth(config: SocialConfig, credentials: AppCredentials): OAuthProvider {
  async function tokenCall(form: Record<string, string>, previousRefresh: string | null): Promise<TokenSet> {
    const body = new URLSearchParams({ ...form, client_id: credentials.clientId, client_secret: credentials.clientSecret });
    let response: HttpResponse;
    try {
      response = await httpRequest({ method: 'POST', url: `${config.linkedinOauthUrl}/accessToken`, body });
    } catch (error) {
      if (error instanceof TransportError) throw classifyLinkedInTransport(error, 'other');
      throw error;
    }
    if (response.status !== 200) throw tokenFailure(response, form.grant_type === 'refresh_token', config.linkedinVersion);
    return tokenSet(response.body, previousRefresh);
  }

  return {
    network: 'linkedin',
    usesPkce: false,
    authorizationUrl({ state, redirectUri }) {
      const url = new URL(`${config.linkedinOauthUrl}/authorization`);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', credentials.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('scope', LINKEDIN_SCOPES.join(' '));
      return url;
    },
    exchangeCode({ code, redirectUri }) {
      return tokenCall({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }, null);
    },
    refresh(refreshToken) {
      // LinkedIn returns the same refresh token (fixed lifetime); keep the stored one if it sends none.
      return tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken }, refreshToken);
    },
    async discover(tokens): Promise<Discovery> {
      const web = linkedInWebBase(config);
      const info = record((await linkedInCall(config, tokens.accessToken, { method: 'GET', path: '/v2/userinfo' })).body);
      const sub = text(info.sub);
      if (!sub) throw new NetworkError('permanent', 'userinfo', 'LinkedIn did not say who signed in: connect again.');
      const name = text(info.name) ?? [text(info.given_name), text(info.family_name)].filter(Boolean).join(' ');
      // The vanity name (profile URL) needs r_basicprofile; without it the member has no link.
      const vanity = await linkedInCall(config, tokens.accessToken, { method: 'GET', path: '/v2/me', query: { projection: '(id,vanityName)' } })
        .then((r) => text(record(r.body).vanityName))
        .catch(() => null);
      const accounts: DiscoveredAccount[] = [
        {
          platform: 'linkedin',
          kind: 'member',
          externalId: sub,
          name: name || 'LinkedIn member',
          username: vanity,
          link: vanity ? `${web}/in/${encodeURIComponent(vanity)}` : null,
          picture: text(info.picture),
          accessToken: null,
          parentExternalId: null,
        },
      ];
      const elements = await organizationAcls(config, tokens.accessToken);
      for (const element of Array.isArray(elements) ? elements : []) {
        const acl = record(element);
        const urn = text(acl.organizationalTarget) ?? '';
        const id = /^urn:li:organization:(\d+)$/.exec(urn)?.[1];
        if (!id || !ADMIN_ROLES.has(String(acl.role)) || (acl.state !== undefined && acl.state !== 'APPROVED')) continue;
        const org = record(acl['organizationalTarget~']);
        const orgVanity = text(org.vanityName);
        accounts.push({
          platform: 'linkedin',
          kind: 'organization',
          externalId: id,
          name: text(org.localizedName) ?? `Organization ${id}`,
          username: orgVanity,
          link: `${web}/company/${encodeURIComponent(orgVanity ?? id)}`,
          picture: logoOf(org),
          accessToken: null,
          parentExternalId: null,
        });
      }
      return { user: { externalId: sub, name: name || 'LinkedIn member' }, accounts };
    },
  };
}

/** The member's organization roles; none when the app lacks the organization permissions (403). */
async function organizationAcls(config: SocialConfig, token: string): Promise<unknown> {
  try {
    const response = await linkedInCall(config, token, {
      method: 'GET',
      path: '/v2/organizationalEntityAcls',
      query: { q: 'roleAssignee', state: 'APPROVED', projection: ACL_PROJECTION },
      headers: { 'x-restli-protocol-version': '2.0.0' },
    });
    return record(response.body).elements;
  } catch (error) {
    if (error instanceof NetworkError && error.failure === 'reconnect' && error.code !== 'REVOKED_ACCESS_TOKEN' && error.code !== 'INVALID_ACCESS_TOKEN') return [];
    throw error;
  }
}

/** logoV2.original~.elements[0].identifiers[0].identifier, when the projection resolved it. */
function logoOf(org: Record<string, unknown>): string | null {
  const elements = record(record(org.logoV2)['original~']).elements;
  const first = Array.isArray(elements) ? record(elements[0]) : {};
  const identifiers = first.identifiers;
  return Array.isArray(identifiers) ? text(record(identifiers[0]).identifier) : null;
}
