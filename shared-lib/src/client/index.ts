// The API client (spec §7, §8): the axios instance, typed calls and their error behaviour.
export { http } from './http';
export { call } from './call';
export type { CallInput, CallResult, CallArgs } from './call-types';
export { withMethod, type SpoofedMethod } from './method-spoofing';
export { firstValidationMessage } from './validation-errors';
export { emitServerError, onServerError, type ServerErrorListener } from './server-errors';
