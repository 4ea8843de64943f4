// The Graph error table (platform-contracts §1.2 and §7, Meta rows): every signal → the class the
// publisher acts on, the code it records, and a message that says why and what to do.
import { classifyFailure, classifyTransport, readFailure, type GraphFailure } from '../../src/modules/social/meta/errors';
import { TransportError } from '../../src/modules/social/http-client';
import type { FailureClass } from '../../src/modules/social/types';

function failure(code: number | null, subcode: number | null = null, extra: Partial<GraphFailure> = {}): GraphFailure {
  return { status: 400, code, subcode, message: 'Graph says no', userMessage: null, transient: false, regainMinutes: null, ...extra };
}

const CASES: Array<[string, GraphFailure, FailureClass, string, number | null]> = [
  ['expired token', failure(190, 463), 'reconnect', '190/463', null],
  ['password changed', failure(190, 460), 'reconnect', '190/460', null],
  ['checkpointed user', failure(190, 459), 'reconnect', '190/459', null],
  ['any other 190', failure(190), 'reconnect', '190', null],
  ['API session', failure(102), 'reconnect', '102', null],
  ['permission missing (10)', failure(10), 'reconnect', '10', null],
  ['permission missing (200)', failure(200), 'reconnect', '200', null],
  ['object gone (100/33)', failure(100, 33), 'reconnect', '100/33', null],
  ['not an Instagram Business', failure(100, null, { message: 'The user is not an Instagram Business' }), 'reconnect', '100', null],
  ['IG daily limit', failure(9, 2207042), 'defer', '9/2207042', 3_600_000],
  ['IG media not ready', failure(9007, 2207027), 'retry', '9007/2207027', 10_000],
  ['app throttling without header', failure(4), 'retry', '4', 3_600_000],
  ['page throttling with BUC header', failure(32, null, { regainMinutes: 7 }), 'retry', '32', 420_000],
  ['user throttling', failure(17), 'retry', '17', 600_000],
  ['custom throttling', failure(613), 'retry', '613', 600_000],
  ['BUC throttling', failure(80001), 'retry', '80001', 600_000],
  ['posting too fast', failure(368, 1390008), 'retry', '368/1390008', 600_000],
  ['service error', failure(2, null, { status: 500 }), 'retry', '2', null],
  ['unknown error', failure(1), 'retry', '1', null],
  ['HTTP 503 without envelope', failure(null, null, { status: 503 }), 'retry', 'http_503', null],
  ['IG fetch failed', failure(9004, 2207052), 'retry', '9004/2207052', null],
  ['duplicate', failure(506), 'permanent', '506', null],
  ['photos already posted', failure(100, 1366051), 'permanent', '100/1366051', null],
  ['IG spam', failure(9, 2207001), 'permanent', '9/2207001', null],
  ['policy block', failure(368), 'permanent', '368', null],
  ['link scrape failed', failure(100, 1609005), 'permanent', '100/1609005', null],
  ['caption too long', failure(100, 2207010), 'permanent', '100/2207010', null],
  ['other 400', failure(100), 'permanent', '100', null],
];

describe('Meta error classification', () => {
  it.each(CASES)('%s', (_name, input, expected, code, retryAfterMs) => {
    const error = classifyFailure(input, 'facebook');
    expect(error.failure).toBe(expected);
    expect(error.code).toBe(code);
    expect(error.retryAfterMs).toBe(retryAfterMs);
    // Words, the code for support, and no raw JSON.
    expect(error.userMessage).toMatch(/^(Facebook|Instagram) /);
    expect(error.userMessage).toContain(`(code ${code})`);
    expect(error.userMessage).not.toContain('{');
  });

  it('tells the user to reconnect and how, for every dead consent', () => {
    for (const [, input, expected] of CASES) {
      if (expected === 'reconnect') expect(classifyFailure(input, 'instagram').userMessage).toContain('Reconnect Facebook in Account settings → Connections.');
    }
  });

  it('names the network the post was for', () => {
    expect(classifyFailure(failure(506), 'instagram').userMessage).toMatch(/^Instagram refused it as a duplicate/);
  });

  it('reads the envelope and the BUC header', () => {
    const headers = new Headers({
      'x-business-use-case-usage': JSON.stringify({ '123': [{ type: 'pages', call_count: 100, estimated_time_to_regain_access: 3 }, { estimated_time_to_regain_access: 9 }] }),
    });
    const read = readFailure(400, { error: { message: 'Page request limit reached', type: 'OAuthException', code: 32, error_subcode: 5, is_transient: true } }, headers);
    expect(read).toMatchObject({ code: 32, subcode: 5, transient: true, regainMinutes: 9, message: 'Page request limit reached' });
    expect(readFailure(502, '<html>Bad gateway</html>', new Headers())).toMatchObject({ status: 502, code: null, regainMinutes: null });
  });

  it('a lost answer is unknown on the create and retry elsewhere', () => {
    const lost = new TransportError('No answer within 30000 ms', true);
    expect(classifyTransport(lost, 'facebook', 'create')).toMatchObject({ failure: 'unknown', action: 'retry' });
    expect(classifyTransport(lost, 'instagram', 'other')).toMatchObject({ failure: 'retry' });
  });
});
