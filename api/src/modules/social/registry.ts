// The clients of every network, built on SocialConfig's base URLs.
import type { SocialConfig } from '../../config';
import { createFacebookPublisher, createInstagramPublisher, createMetaOAuth } from './meta';
import { createLinkedInOAuth, createLinkedInPublisher } from './linkedin';
import { createXOAuth, createXPublisher } from './x';
import type { AppCredentials, GrantNetwork, OAuthProvider, Platform, PlatformPublisher, SocialNetworks } from './types';

export function createSocialNetworks(config: SocialConfig): SocialNetworks {
  return {
    oauth(network: GrantNetwork, credentials: AppCredentials): OAuthProvider {
      switch (network) {
        case 'facebook':
          return createMetaOAuth(config, credentials);
        case 'linkedin':
          return createLinkedInOAuth(config, credentials);
        case 'twitter':
          return createXOAuth(config, credentials);
      }
    },
    publisher(platform: Platform, credentials: AppCredentials): PlatformPublisher {
      switch (platform) {
        case 'facebook':
          return createFacebookPublisher(config, credentials);
        case 'instagram':
          return createInstagramPublisher(config, credentials);
        case 'linkedin':
          return createLinkedInPublisher(config, credentials);
        case 'twitter':
          return createXPublisher(config, credentials);
      }
    },
  };
}
