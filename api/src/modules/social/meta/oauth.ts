// Facebook Login for Pages and Instagram (platform-contracts §2.1): the consent URL, code → short
// token → long-lived token (about 60 days, no refresh token), then discovery of every Page the
// consent reaches and the Instagram business account behind each. Built by hand rather than with
// arctic so both hosts come from SocialConfig (the sandbox and tests point them at the fake).
import { connectionMessages, FACEBOOK_SCOPES } from '@cadence/shared-lib/contract';
import type { SocialConfig } from '../../../config';
import { NetworkError, type AppCredentials, type DiscoveredAccount, type Discovery, type OAuthProvider, type TokenSet } from '../types';
import { GraphClient } from './graph-client';
import { instagramLink, pageLink } from './links';

interface TokenAnswer {
  access_token: string;
  expires_in?: number;
}

interface PageAnswer {
  id: string;
  name: string;
  username?: string;
  access_token?: string;
  picture?: { data?: { url?: string } };
  instagram_business_account?: { id: string };
}

interface IgAnswer {
  id: string;
  username?: string;
  name?: string;
  profile_picture_url?: string;
}

/** Instagram lookups run a few at a time (a consent may reach hundreds of Pages). */
const LOOKUP_CONCURRENCY = 8;

async function mapLimited<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await run(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * A refused token exchange means this connection attempt failed (code 1 here is "Error validating
 * client secret", not an outage); only no answer or Facebook's own service error is worth retrying.
 */
function exchangeFailure(error: unknown): never {
  const outage = error instanceof NetworkError && (error.code === 'no_answer' || error.code === '2' || error.code.startsWith('http_5'));
  if (error instanceof NetworkError && !outage) {
    throw new NetworkError('permanent', error.code, `Facebook refused the connection (code ${error.code}). Connect again; if it keeps failing, the administrator should check the Facebook app id, secret and redirect URL in Channels.`);
  }
  throw error;
}

export function createMetaOAuth(config: SocialConfig, credentials: AppCredentials): OAuthProvider {
  const graph = new GraphClient(config, credentials);

  const grantedScopes = async (token: string): Promise<{ granted: string[]; declined: string[] }> => {
    const list = await graph.list<{ permission: string; status: string }>({ method: 'GET', path: '/me/permissions', token, platform: 'facebook' });
    return {
      granted: list.filter((p) => p.status === 'granted').map((p) => p.permission),
      declined: list.filter((p) => p.status !== 'granted').map((p) => p.permission),
    };
  };

  return {
    network: 'facebook',
    usesPkce: false,

    authorizationUrl({ state, redirectUri }) {
      const url = new URL(config.facebookDialogUrl);
      url.searchParams.set('client_id', credentials.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('scope', FACEBOOK_SCOPES.join(','));
      url.searchParams.set('response_type', 'code');
      return url;
    },

    async exchangeCode({ code, redirectUri }): Promise<TokenSet> {
      const base = { client_id: credentials.clientId, client_secret: credentials.clientSecret };
      let long: TokenAnswer;
      try {
        const short = await graph.request<TokenAnswer>({
          method: 'GET',
          path: '/oauth/access_token',
          query: { ...base, redirect_uri: redirectUri, code },
          platform: 'facebook',
          throttle: false,
        });
        long = await graph.request<TokenAnswer>({
          method: 'GET',
          path: '/oauth/access_token',
          query: { ...base, grant_type: 'fb_exchange_token', fb_exchange_token: short.access_token },
          platform: 'facebook',
          throttle: false,
        });
      } catch (error) {
        exchangeFailure(error);
      }
      const { granted } = await grantedScopes(long.access_token);
      return {
        accessToken: long.access_token,
        refreshToken: null,
        expiresAt: long.expires_in ? new Date(Date.now() + long.expires_in * 1000) : null,
        refreshExpiresAt: null,
        scopes: granted,
      };
    },

    refresh() {
      // Facebook has no refresh token: the user reconnects before the ~60 days are up.
      return null;
    },

    async discover(tokens: TokenSet): Promise<Discovery> {
      const token = tokens.accessToken;
      const me = await graph.request<{ id: string; name: string }>({ method: 'GET', path: '/me', token, query: { fields: 'id,name' }, platform: 'facebook' });
      const { granted, declined } = await grantedScopes(token);
      const missing = FACEBOOK_SCOPES.filter((s) => !granted.includes(s) || declined.includes(s));
      if (missing.length > 0) throw new NetworkError('permanent', 'missing_scopes', connectionMessages.missingScopes(missing.join(', ')));
      const pages = await graph.list<PageAnswer>({
        method: 'GET',
        path: '/me/accounts',
        token,
        query: { fields: 'id,name,username,access_token,picture.type(large),instagram_business_account', limit: 100 },
        platform: 'facebook',
      });
      if (pages.length === 0) throw new NetworkError('permanent', 'no_accounts', connectionMessages.noAccounts);
      const accounts = await mapLimited(pages, LOOKUP_CONCURRENCY, async (page): Promise<DiscoveredAccount[]> => {
        const pageToken = page.access_token ?? null;
        const found: DiscoveredAccount[] = [
          {
            platform: 'facebook',
            kind: 'page',
            externalId: page.id,
            name: page.name,
            username: page.username ?? null,
            link: pageLink(config.graphUrl, page.id),
            picture: page.picture?.data?.url ?? null,
            accessToken: pageToken,
            parentExternalId: null,
          },
        ];
        const igId = page.instagram_business_account?.id;
        if (igId) {
          const ig = await graph.request<IgAnswer>({
            method: 'GET',
            path: `/${igId}`,
            token: pageToken ?? token,
            query: { fields: 'id,username,name,profile_picture_url' },
            platform: 'instagram',
          });
          const username = ig.username ?? null;
          found.push({
            platform: 'instagram',
            kind: 'instagram_business',
            externalId: ig.id,
            name: ig.name || username || ig.id,
            username,
            link: username ? instagramLink(config.graphUrl, username) : null,
            picture: ig.profile_picture_url ?? null,
            accessToken: pageToken,
            parentExternalId: page.id,
          });
        }
        return found;
      });
      return { user: { externalId: me.id, name: me.name }, accounts: accounts.flat() };
    },
  };
}
