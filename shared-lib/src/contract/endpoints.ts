// The endpoint table: every call of /api/web/v1 the product makes. The API registers its routes
// from these entries and the client's typed calls are derived from them.
import { authEndpoints } from './auth';
import { settingsEndpoints } from './settings';

export const endpoints = {
  ...authEndpoints,
  ...settingsEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
