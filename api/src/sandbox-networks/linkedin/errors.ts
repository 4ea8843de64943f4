// LinkedIn's error body (platform-contracts §5.6): {status, serviceErrorCode, code, message}.
import { json, type FakeReply } from '../kit/reply';

export function liError(status: number, code: string, message: string, serviceErrorCode?: number): FakeReply {
  return json(status, { status, ...(serviceErrorCode === undefined ? {} : { serviceErrorCode }), code, message });
}

export const expiredToken = () => liError(401, 'EXPIRED_ACCESS_TOKEN', 'The token used in the request has expired', 65602);
export const revokedToken = () => liError(401, 'REVOKED_ACCESS_TOKEN', 'The token used in the request has been revoked by the user', 65601);
export const invalidToken = () => liError(401, 'INVALID_ACCESS_TOKEN', 'Invalid access token', 65600);
export const accessDenied = (what: string) => liError(403, 'ACCESS_DENIED', `Not enough permissions to access: ${what}`, 100);
export const notFound = (what: string) => liError(404, 'NOT_FOUND', `${what} not found`);
export const serverError = () => liError(500, 'INTERNAL_SERVER_ERROR', 'Internal Server Error');
/** LinkedIn sends no rate-limit headers and no Retry-After. */
export const throttled = () => liError(429, 'TOO_MANY_REQUESTS', 'Too Many Requests: the member or application has made too many calls to this resource', 101);
