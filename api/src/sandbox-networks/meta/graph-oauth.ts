// GET|POST /oauth/access_token (platform-contracts §2.1): code → short-lived user token, and
// grant_type=fb_exchange_token → long-lived user token (about 60 days).
import { str, type MetaContext } from './context';
import { graphError, type GraphAnswer } from './graph-errors';
import type { FakeRequest } from '../http';

export const SHORT_LIVED_SECONDS = 5400;
export const LONG_LIVED_SECONDS = 5183944;

const tokenAnswer = (token: string, expiresIn: number): GraphAnswer => ({
  status: 200,
  body: { access_token: token, token_type: 'bearer', expires_in: expiresIn },
});

export function accessToken(ctx: MetaContext, req: FakeRequest): GraphAnswer {
  const p = req.params;
  if (str(p.client_id) !== ctx.options.clientId) {
    return graphError(400, { message: 'Error validating application. Invalid application ID.', code: 101 });
  }
  if (str(p.client_secret) !== ctx.options.clientSecret) {
    return graphError(400, { message: 'Error validating client secret.', code: 1 });
  }
  const now = Date.now();
  if (str(p.grant_type) === 'fb_exchange_token') {
    const short = ctx.state.tokens.get(str(p.fb_exchange_token) ?? '');
    if (!short || short.kind !== 'user' || short.status !== 'valid' || (short.expiresAt !== null && short.expiresAt < now)) {
      return graphError(400, { message: 'Error validating access token: The session is invalid or has expired.', code: 190, subcode: 463 });
    }
    const long = ctx.state.issueToken({ ...short, expiresAt: now + LONG_LIVED_SECONDS * 1000 });
    return tokenAnswer(long.token, LONG_LIVED_SECONDS);
  }
  const code = ctx.state.codes.get(str(p.code) ?? '');
  if (!code) return graphError(400, { message: 'Invalid verification code format.', code: 100 });
  if (code.used) return graphError(400, { message: 'This authorization code has been used.', code: 100, subcode: 36009 });
  if (str(p.redirect_uri) !== code.redirectUri) {
    return graphError(400, {
      message: 'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
      code: 100,
      subcode: 36008,
    });
  }
  code.used = true;
  const token = ctx.state.issueToken({
    kind: 'user',
    userId: code.userId,
    pageId: null,
    scopes: code.scopes,
    declined: code.declined,
    expiresAt: now + SHORT_LIVED_SECONDS * 1000,
  });
  return tokenAnswer(token.token, SHORT_LIVED_SECONDS);
}
