// Social connections (spec §2 Connections tab, §3 Connection, §4 Connection, §7 connections calls,
// §8 connect messages and the remove confirmation).
import { z } from 'zod';
import { defineEndpoint, envelope } from './http';
import { serverMessages as m } from './messages';

/** Networks a user connects (Instagram business accounts come with Facebook). */
export const CONNECT_NETWORKS = ['facebook', 'linkedin', 'twitter'] as const;
export const ConnectNetwork = z.enum(CONNECT_NETWORKS);
export type ConnectNetwork = z.infer<typeof ConnectNetwork>;

export const CONNECTION_PLATFORMS = ['facebook', 'instagram', 'linkedin', 'twitter'] as const;
export const ConnectionPlatform = z.enum(CONNECTION_PLATFORMS);
export type ConnectionPlatform = z.infer<typeof ConnectionPlatform>;

export const CONNECTION_KINDS = ['page', 'instagram_business', 'member', 'organization', 'user'] as const;
export const ConnectionKind = z.enum(CONNECTION_KINDS);
export type ConnectionKind = z.infer<typeof ConnectionKind>;

/** Permissions the Facebook consent asks for (spec §7). */
export const FACEBOOK_SCOPES = ['instagram_basic', 'pages_show_list', 'pages_read_engagement', 'pages_manage_posts', 'instagram_content_publish'] as const;
export const LINKEDIN_SCOPES = ['openid', 'profile', 'email', 'w_member_social', 'w_organization_social', 'r_organization_social', 'rw_organization_admin'] as const;
export const X_SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'offline.access', 'media.write'] as const;

/** The return from a network lands on the Connections tab with these query values (spec §4). */
export const CONNECTIONS_PAGE = '/pages/account-setting/connections';
export const ConnectResultQuery = z.object({
  status: z.enum(['error', 'success']).optional(),
  platform: ConnectNetwork.optional(),
  /** Why it failed, in words (the network's or ours), shown under the banner. */
  reason: z.string().max(300).optional(),
});
export type ConnectResultQuery = z.infer<typeof ConnectResultQuery>;

export const connectionMessages = {
  /** spec §8 */
  connected: (platform: string) => `Connected with ${platform} successfully`,
  connectFailed: (platform: string) => `An error occurred while connecting to ${platform}`,
  removeConfirmTitle: 'Are you sure by remove connection?',
  removeConfirmText: 'Publishing content automatically to this platform will not work anymore.',
  removed: 'Removed!',
  removedText: (platform: string) => `Your ${platform} connection has been deleted.`,
  /** 422 */
  channelUnavailable: (platform: string) => `${platform} is not available yet: ask the administrator to enable it.`,
  notConnected: (platform: string) => `You have no ${platform} connection.`,
  reconnectNeeded: (platform: string) => `Your ${platform} connection has stopped working: reconnect it so scheduled posts can go out.`,
  noAccounts: 'The consent did not include any Page or Instagram business account: connect again and select every Page and account.',
  missingScopes: (scopes: string) => `Some permissions were not granted (${scopes}): connect again and allow all of them.`,
  stateInvalid: 'This connection attempt has expired or was started in another browser: connect again.',
  denied: 'You cancelled the connection.',
} as const;

/** spec §3 Connection, plus what the tab needs to show its state. */
export const Connection = z.object({
  id: z.number(),
  platform: ConnectionPlatform,
  kind: ConnectionKind,
  identifier_name: z.string(),
  username: z.string().nullable(),
  link: z.string().nullable(),
  picture: z.string().nullable(),
  /** The consent behind it: active, or reconnect_needed with the reason in words. */
  status: z.enum(['active', 'reconnect_needed']),
  status_reason: z.string().nullable(),
  /** ISO instant. */
  connected_at: z.string(),
});
export type Connection = z.infer<typeof Connection>;

/** One connect button of the tab. */
export const ConnectOption = z.object({
  network: ConnectNetwork,
  /** Offered by the administrator (channels) or by the sandbox. */
  available: z.boolean(),
  connected: z.boolean(),
  reconnect_needed: z.boolean(),
});
export type ConnectOption = z.infer<typeof ConnectOption>;

export const ConnectionsData = z.object({
  connections: z.array(Connection),
  networks: z.array(ConnectOption),
  /** spec §7 names it; never a provider token, always null. */
  access_token: z.null(),
  /** true when the networks are the local sandbox (nothing reaches the real networks). */
  sandbox: z.boolean(),
});
export type ConnectionsData = z.infer<typeof ConnectionsData>;

/** POST /account-settings/connections with _method delete: the whole network (facebook also removes instagram), or one account by id. */
export const RemoveConnectionRequest = z
  .object({
    platform: z.enum(CONNECTION_PLATFORMS, { error: m.invalid('platform') }),
    id: z.number({ error: m.integer('id') }).int(m.integer('id')).positive(m.invalid('id')).optional(),
  })
  .strict();
export type RemoveConnectionRequest = z.input<typeof RemoveConnectionRequest>;

const connectEndpoint = (network: ConnectNetwork, path: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    response: envelope(z.object({ url: z.string() })),
    auth: ['user'],
    summary: `The ${network} consent URL (state bound to this session; the browser leaves for it)`,
    tag: 'connections',
  });

export const connectionsEndpoints = {
  connections: defineEndpoint({
    method: 'GET',
    path: '/account-settings/connections',
    query: ConnectResultQuery,
    response: envelope(ConnectionsData),
    auth: ['user'],
    summary: 'The user\'s connected accounts and the connect buttons (the route query is passed through and ignored)',
    tag: 'connections',
  }),
  removeConnection: defineEndpoint({
    method: 'DELETE',
    path: '/account-settings/connections',
    body: RemoveConnectionRequest,
    response: z.object({ success: z.literal(true), message: z.string() }),
    auth: ['user'],
    summary: 'POST with _method=delete: removes a network\'s connection (or one account); its scheduled targets fail with "reconnect"',
    tag: 'connections',
  }),
  connectWithFacebook: connectEndpoint('facebook', '/account-settings/connections/connect-with-facebook'),
  connectWithLinkedin: connectEndpoint('linkedin', '/account-settings/connections/connect-with-linkedin'),
  connectWithTwitter: connectEndpoint('twitter', '/account-settings/connections/connect-with-twitter'),
} as const;

/** Where a network sends the browser back (a plain redirect route, not part of the JSON API table). */
export const connectCallbackPath = (network: ConnectNetwork): string => `/account-settings/connections/callback/${network}`;
// CONTRACT READY
