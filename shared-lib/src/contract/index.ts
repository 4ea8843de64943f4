// `@cadence/shared-lib/contract`: zod schemas and the endpoint table. No React here: the API imports it.
export * from './http';
export * from './domain';
export * from './messages';
export * from './fields';
export * from './countries';
export * from './user';
export * from './auth';
export * from './registration';
export * from './settings';
export * from './account-settings';
export * from './admin-users';
export * from './plans';
export * from './payments';
export * from './platform';
export * from './endpoints';
