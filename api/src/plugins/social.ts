// `app.social`: the network clients (modules/social), the app credentials of each network and the
// connections' tokens, for the connections routes and the publishing jobs. In sandbox mode
// (SOCIAL_NETWORKS=sandbox) it also mounts the local fake networks under /sandbox-networks.
// The interfaces below are what the publishing engine codes against.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { SocialConfig } from '../config';
import { ChannelsService } from '../modules/admin-channels/service';
import { ConnectionTokens } from '../modules/connections/token-service';
import { createSocialNetworks } from '../modules/social/registry';
import type { AppCredentials, Platform, PublishAccount, SocialNetworks } from '../modules/social/types';
import { mountSandboxNetworks, SANDBOX_CREDENTIALS } from '../sandbox-networks/mount';

export interface AccountAccess {
  accountId: number;
  grantId: number;
  userId: number;
  platform: Platform;
  /** identifier_name, for the monitor. */
  name: string;
  /** With its decrypted token (Page token for Facebook Pages and their Instagram accounts). */
  account: PublishAccount;
}

export interface ConnectionTokenAccess {
  /**
   * The account with a usable token (refreshed first when it expires within 120 s, under the grant's
   * row lock); null when the account no longer exists. Throws NetworkError('reconnect') when the
   * grant is marked reconnect_needed or its refresh fails.
   */
  access(accountId: number): Promise<AccountAccess | null>;
  /** After a 'refresh' failure: refresh now under the grant lock. false: the grant is now reconnect_needed (user emailed). */
  forceRefresh(grantId: number): Promise<boolean>;
  /** A publish found the consent dead: mark the grant reconnect_needed and email the user (once per breakage). */
  markReconnectNeeded(grantId: number, reason: string): Promise<void>;
}

export interface SocialServices {
  config: SocialConfig;
  networks: SocialNetworks;
  /** App credentials: the sandbox's, or the administrator's (/admin/channels); null when the channel is off. */
  credentials(platform: Platform): Promise<AppCredentials | null>;
  tokens: ConnectionTokenAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    social: SocialServices;
  }
}

async function social(app: FastifyInstance): Promise<void> {
  const config = app.config.social;
  const channels = new ChannelsService(app.db, app.config.appKey, app.clock);
  const networks = createSocialNetworks(config);
  // Live mode uses what the administrator set in /admin/channels (the channels table names X
  // 'twitter', like our platforms). Instagram is reached through the Facebook app (Instagram API
  // with Facebook Login): its own channel only switches it on or off.
  const live = async (platform: Platform): Promise<AppCredentials | null> => {
    if (platform !== 'instagram') return channels.credentials(platform);
    const instagram = await channels.credentials('instagram');
    return instagram ? ((await channels.credentials('facebook')) ?? instagram) : null;
  };
  // The sandbox has its own app, and every network is available.
  const credentials = async (platform: Platform): Promise<AppCredentials | null> =>
    config.mode === 'sandbox' ? SANDBOX_CREDENTIALS[platform] : live(platform);
  const tokens = new ConnectionTokens({
    db: app.db,
    clock: app.clock,
    appKey: app.config.appKey,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    networks,
    credentials,
    log: app.log,
  });
  app.decorate('social', { config, networks, credentials, tokens } satisfies SocialServices);
  if (config.mode === 'sandbox') {
    mountSandboxNetworks(app, app.config.publicUrl);
    app.log.info({ path: '/sandbox-networks' }, 'sandbox social networks mounted: nothing reaches the real networks');
  }
}

export const socialPlugin = fp(social, { name: 'cadence-social', dependencies: ['cadence-db'] });
export default socialPlugin;
