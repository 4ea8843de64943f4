// The endpoint table: every call of /api/web/v1 the product makes. The API registers its routes
// from these entries and the client's typed calls are derived from them.
import { accountSettingsEndpoints } from './account-settings';
import { adminCatalogueEndpoints } from './admin-catalogue';
import { adminOfficeEndpoints } from './admin-office';
import { adminUsersEndpoints } from './admin-users';
import { authEndpoints } from './auth';
import { billingEndpoints } from './billing';
import { featuresEndpoints } from './features';
import { paymentsEndpoints } from './payments';
import { plannersEndpoints } from './planners';
import { postMediaEndpoints } from './post-media';
import { postsEndpoints } from './posts';
import { sharesEndpoints } from './shares';
import { connectionsEndpoints } from './connections';
import { publishingEndpoints } from './publishing';
import { plansEndpoints } from './plans';
import { registrationEndpoints } from './registration';
import { settingsEndpoints } from './settings';

export const endpoints = {
  ...authEndpoints,
  ...registrationEndpoints,
  ...settingsEndpoints,
  ...accountSettingsEndpoints,
  ...adminUsersEndpoints,
  ...plansEndpoints,
  ...paymentsEndpoints,
  ...billingEndpoints,
  ...adminCatalogueEndpoints,
  ...featuresEndpoints,
  ...adminOfficeEndpoints,
  ...plannersEndpoints,
  ...postsEndpoints,
  ...postMediaEndpoints,
  ...sharesEndpoints,
  ...connectionsEndpoints,
  ...publishingEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
