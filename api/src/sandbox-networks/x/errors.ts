// X's RFC 7807 problems (platform-contracts §6.6).
import { json, type FakeReply } from '../kit/reply';

export const problem = (status: number, title: string, detail: string, type = 'about:blank', extra: Record<string, unknown> = {}): FakeReply =>
  json(status, { title, detail, type, status, ...extra });

export const unauthorized = () => problem(401, 'Unauthorized', 'Unauthorized');
export const tooMany = () => problem(429, 'Too Many Requests', 'Too Many Requests');
export const unavailable = () => problem(503, 'Service Unavailable', 'Service Unavailable');
export const duplicate = () => problem(403, 'Forbidden', 'You are not allowed to create a Tweet with duplicate content.');
export const forbidden = (detail: string) => problem(403, 'Forbidden', detail, 'https://api.x.com/2/problems/not-authorized-for-resource');
export const notFound = (detail: string) => problem(404, 'Not Found Error', detail, 'https://api.x.com/2/problems/resource-not-found');

export function invalidRequest(message: string, parameters: Record<string, unknown> = {}): FakeReply {
  return json(400, {
    errors: [{ message, parameters }],
    title: 'Invalid Request',
    detail: 'One or more parameters to your request was invalid.',
    type: 'https://api.x.com/2/problems/invalid-request',
  });
}

/** The OAuth token endpoint's error (spent or unknown refresh token, bad code or verifier). */
export const invalidToken = () => json(400, { error: 'invalid_request', error_description: 'Value passed for the token was invalid.' });
