// `@cadence/shared-lib/contract`: zod schemas and the endpoint table. No React here: the API imports it.
export * from './http';
export * from './domain';
export * from './messages';
export * from './user';
export * from './auth';
export * from './settings';
export * from './platform';
export * from './endpoints';
