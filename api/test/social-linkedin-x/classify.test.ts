// The LinkedIn and X classification tables (platform-contracts §7), answer by answer.
import { TransportError, type HttpResponse } from '../../src/modules/social/http-client';
import { classifyLinkedInResponse, classifyLinkedInTransport, escapeLittleText } from '../../src/modules/social/linkedin';
import { classifyXResponse, classifyXTokenResponse, classifyXTransport } from '../../src/modules/social/x';
import { comparable } from '../../src/modules/social/x/publisher';
import { weightedLength } from '../../src/sandbox-networks/x/text';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}): HttpResponse => ({ status, body, headers: new Headers(headers) });
const li = (status: number, body: unknown, now?: Date) => classifyLinkedInResponse(answer(status, body), { version: '202601', now });

describe('LinkedIn', () => {
  test.each([
    [401, { code: 'EXPIRED_ACCESS_TOKEN', serviceErrorCode: 65602 }, 'refresh'],
    [401, { code: 'EXPIRED_ACCESS_TOKEN', serviceErrorCode: 65600 }, 'refresh'],
    [401, { code: 'REVOKED_ACCESS_TOKEN', serviceErrorCode: 65601 }, 'reconnect'],
    [401, { code: 'INVALID_ACCESS_TOKEN' }, 'reconnect'],
    [403, { code: 'ACCESS_DENIED', message: 'Not enough permissions' }, 'reconnect'],
    [426, { code: 'NONEXISTENT_VERSION' }, 'permanent'],
    [429, { message: 'Too Many Requests' }, 'retry'],
    [500, { message: 'Internal Server Error' }, 'retry'],
    [503, 'Service Unavailable', 'retry'],
    [504, { message: 'Unable to obtain activity' }, 'retry'],
    [422, { code: 'MEDIA_NOT_READY', message: 'Media urn:li:image:1 is still PROCESSING and not ready yet' }, 'retry'],
    [422, { code: 'DUPLICATE_POST', message: 'Content is a duplicate of urn:li:share:1' }, 'permanent'],
    [422, { message: '/commentary is longer than 3000 characters' }, 'permanent'],
    [400, { message: 'Bad request' }, 'permanent'],
  ])('%i %j → %s', (status, body, failure) => {
    const error = li(status, body);
    expect(error.failure).toBe(failure);
    expect(error.userMessage).toMatch(/[.:]/);
  });

  test('426 names the version and tells the administrator to update LINKEDIN_VERSION', () => {
    expect(li(426, { code: 'NONEXISTENT_VERSION' }).userMessage).toBe('LinkedIn no longer accepts API version 202601: the administrator must update LINKEDIN_VERSION.');
  });

  test('a daily throttle waits until the next UTC midnight; another 429 a few minutes', () => {
    const now = new Date('2026-11-22T21:30:00Z');
    const daily = li(429, { message: 'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.' }, now);
    expect(daily.retryAfterMs).toBe(2.5 * 3600_000);
    const brief = li(429, { message: 'Too Many Requests' }, now);
    expect(brief.retryAfterMs).toBeGreaterThanOrEqual(60_000);
    expect(brief.retryAfterMs).toBeLessThanOrEqual(10 * 60_000);
  });

  test('no answer to a create is unknown (it may have gone through); elsewhere it is retried', () => {
    expect(classifyLinkedInTransport(new TransportError('No answer within 30000 ms', true), 'create').failure).toBe('unknown');
    expect(classifyLinkedInTransport(new TransportError('Connection failed: ECONNRESET', false), 'other').failure).toBe('retry');
  });

  test('little text: markup characters are escaped, mentions kept', () => {
    expect(escapeLittleText('Hi #all (really) @you [x] <b> a_b ~c* | {d} \\')).toBe('Hi \\#all \\(really\\) \\@you \\[x\\] \\<b\\> a\\_b \\~c\\* \\| \\{d\\} \\\\');
    expect(escapeLittleText('Thanks @[Acme](urn:li:organization:123) #win')).toBe('Thanks @[Acme](urn:li:organization:123) \\#win');
  });
});

describe('X', () => {
  const now = 1_800_000_000_000;
  test.each([
    [401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' }, 'refresh', '401'],
    [403, { detail: 'You are not allowed to create a Tweet with duplicate content.', title: 'Forbidden' }, 'permanent', 'duplicate'],
    [403, { errors: [{ code: 187, message: 'Status is a duplicate.' }] }, 'permanent', 'duplicate'],
    [403, { title: 'Forbidden', detail: 'You are not permitted to perform this action.', type: 'https://api.x.com/2/problems/client-forbidden' }, 'permanent', '403'],
    [403, { title: 'Forbidden', detail: 'user-suspended' }, 'permanent', 'user-suspended'],
    [403, { title: 'Unsupported Authentication', detail: 'Authenticating with Unknown is forbidden' }, 'reconnect', 'unsupported-authentication'],
    [429, { title: 'UsageCapExceeded', detail: 'Usage cap exceeded: Monthly product cap', type: 'https://api.x.com/2/problems/usage-capped' }, 'defer', 'usage-capped'],
    [503, { title: 'Service Unavailable', detail: 'Service Unavailable' }, 'retry', '503'],
    [400, { title: 'Invalid Request', errors: [{ message: 'Your media IDs are invalid.' }] }, 'permanent', '400'],
  ])('%i %j → %s', (status, body, failure, code) => {
    const error = classifyXResponse(answer(status, body), now);
    expect(error).toMatchObject({ failure, code });
  });

  test('429: wait until x-rate-limit-reset, or the 24-hour reset when the daily allowance is gone, or 5 minutes without headers', () => {
    const reset = String(now / 1000 + 120);
    expect(classifyXResponse(answer(429, { title: 'Too Many Requests' }, { 'x-rate-limit-reset': reset }), now).retryAfterMs).toBe(120_000);
    const daily = answer(429, { title: 'Too Many Requests' }, { 'x-rate-limit-reset': reset, 'x-user-limit-24hour-remaining': '0', 'x-user-limit-24hour-reset': String(now / 1000 + 3600) });
    expect(classifyXResponse(daily, now).retryAfterMs).toBe(3_600_000);
    expect(classifyXResponse(answer(429, { errors: [{ code: 88, message: 'Rate limit exceeded' }] }), now)).toMatchObject({ failure: 'retry', retryAfterMs: 300_000 });
  });

  test('token endpoint: a refused refresh token means reconnect; refused app credentials are for the administrator', () => {
    expect(classifyXTokenResponse(answer(400, { error: 'invalid_request', error_description: 'Value passed for the token was invalid.' }), true).failure).toBe('reconnect');
    expect(classifyXTokenResponse(answer(400, { error: 'invalid_grant' }), true).failure).toBe('reconnect');
    expect(classifyXTokenResponse(answer(401, { error: 'unauthorized_client' }), true).failure).toBe('permanent');
  });

  test('no answer to a create is unknown; elsewhere it is retried', () => {
    expect(classifyXTransport(new TransportError('cut', false), 'create').failure).toBe('unknown');
    expect(classifyXTransport(new TransportError('cut', false), 'other').failure).toBe('retry');
  });

  test('reconciliation compares text without t.co links, entities or spacing', () => {
    expect(comparable('Hello &amp; welcome https://t.co/abc')).toBe(comparable('Hello & welcome\n\nhttps://example.com/a'));
  });

  test('the fake counts weighted length as X does', () => {
    expect(weightedLength('a'.repeat(280))).toBe(280);
    expect(weightedLength('😀'.repeat(140))).toBe(280);
    expect(weightedLength('👩‍👩‍👧')).toBe(2);
    expect(weightedLength('see https://example.com/a/very/long/path/that/is/long')).toBe(4 + 23);
    expect(weightedLength('日本')).toBe(4);
  });
});
