// X OAuth 2.0 with PKCE (platform-contracts §6.1): the browser consent at www/i/oauth2/authorize
// and the token endpoint at api/2/oauth2/token (Basic auth for a confidential client, single-use
// rotating refresh tokens). The user is picked by name like the LinkedIn fake's member: the
// consent page's field, or with consent 'auto' the `sandbox_user` query parameter (default
// "Sandbox User").
import { createHash, randomBytes } from 'node:crypto';
import { escapeHtml, sandboxPage } from '../http';
import { back, str, validRedirect } from '../kit/oauth-redirect';
import { html, json, type FakeReply } from '../kit/reply';
import { issueTokens } from './auth';
import type { XRoute } from './context';
import { invalidToken } from './errors';
import { DEFAULT_USER_NAME, userNamed } from './users';

const AUTHORIZE = '/www/i/oauth2/authorize';
/** X's authorization codes live 30 seconds. */
const CODE_TTL_MS = 30_000;


interface AuthorizeParams {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
  challenge: string;
  method: string;
}

function grantCode({ ctx }: XRoute, p: AuthorizeParams, userName: string): FakeReply {
  const code = randomBytes(24).toString('base64url');
  ctx.state.codes.set(code, { clientId: p.clientId, redirectUri: p.redirectUri, scope: p.scope, challenge: p.challenge, userName, expiresAt: Date.now() + CODE_TTL_MS });
  return back(p.redirectUri, { state: p.state, code });
}

function consentPage(route: XRoute, p: AuthorizeParams): FakeReply {
  const hidden = Object.entries({
    client_id: p.clientId,
    redirect_uri: p.redirectUri,
    scope: p.scope,
    state: p.state,
    code_challenge: p.challenge,
    code_challenge_method: p.method,
  })
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
    .join('');
  const scopes = p.scope.split(' ').filter(Boolean).map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('');
  return html(
    200,
    sandboxPage(
      'X',
      'Authorize Cadence to access your X account?',
      `<p>Cadence asks for:</p><ul>${scopes}</ul>
<form method="post" action="${escapeHtml(`${route.ctx.options.baseUrl}${AUTHORIZE}`)}">${hidden}
<p><label for="user">Sign in as sandbox user</label><br><input id="user" name="sandbox_user" value="${escapeHtml(DEFAULT_USER_NAME)}" maxlength="50" required></p>
<button type="submit" name="decision" value="allow">Authorize app</button><button type="submit" name="decision" value="cancel">Cancel</button>
</form>`,
    ),
  );
}

export function authorize(route: XRoute): FakeReply {
  const { ctx, req } = route;
  const q = req.params;
  const p: AuthorizeParams = {
    clientId: str(q.client_id),
    redirectUri: str(q.redirect_uri),
    scope: str(q.scope),
    state: str(q.state),
    challenge: str(q.code_challenge),
    method: str(q.code_challenge_method),
  };
  const fail = (title: string, text: string) => html(400, sandboxPage('X', title, `<p>${escapeHtml(text)}</p>`));
  if (p.clientId !== ctx.options.clientId) return fail('Something went wrong', 'You weren’t able to give access to the App: the client_id is unknown.');
  if (!validRedirect(p.redirectUri)) return fail('Something went wrong', 'The redirect_uri is missing or not a URL.');
  if (p.state === '' || p.state.length > 500) return fail('Something went wrong', 'state is required (up to 500 characters).');
  if (p.challenge === '' || p.method.toUpperCase() !== 'S256') return fail('Something went wrong', 'PKCE is required: code_challenge with code_challenge_method S256.');
  if (p.scope.trim() === '') return fail('Something went wrong', 'No scope was requested.');
  if (req.method === 'POST') {
    if (str(q.decision) !== 'allow') return back(p.redirectUri, { error: 'access_denied', state: p.state });
    return grantCode(route, p, str(q.sandbox_user) || DEFAULT_USER_NAME);
  }
  if (str(q.response_type) !== 'code') return fail('Something went wrong', 'response_type must be code.');
  if (ctx.options.consent === 'page') return consentPage(route, p);
  return grantCode(route, p, str(q.sandbox_user) || DEFAULT_USER_NAME);
}

function clientAuthenticated(route: XRoute): boolean {
  const { ctx, req } = route;
  const header = String(req.headers.authorization ?? '');
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (!basic) return str(req.params.client_id) === ctx.options.clientId; // a public client
  const [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
  return decodeURIComponent(id ?? '') === ctx.options.clientId && decodeURIComponent(secret ?? '') === ctx.options.clientSecret;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function tokenAnswer(t: ReturnType<typeof issueTokens>, scope: string): FakeReply {
  return json(200, { token_type: 'bearer', expires_in: t.expiresIn, access_token: t.accessToken, scope, ...(t.refreshToken ? { refresh_token: t.refreshToken } : {}) });
}

export function token(route: XRoute): FakeReply {
  const { ctx, req } = route;
  if (!clientAuthenticated(route)) return json(401, { error: 'unauthorized_client', error_description: 'Missing valid authorization header' });
  if (ctx.faults.take(route.key, ['revoked-token', 'expired-token'])) return invalidToken();
  const p = req.params;
  const grantType = str(p.grant_type);
  if (grantType === 'authorization_code') {
    const code = ctx.state.codes.get(str(p.code));
    ctx.state.codes.delete(str(p.code));
    if (!code || code.expiresAt < Date.now() || code.redirectUri !== str(p.redirect_uri) || s256(str(p.code_verifier)) !== code.challenge) {
      return invalidToken();
    }
    return tokenAnswer(issueTokens(ctx, userNamed(code.userName), code.scope), code.scope);
  }
  if (grantType === 'refresh_token') {
    const claims = ctx.tokens.read(str(p.refresh_token));
    if (!claims || claims.typ !== 'r' || claims.exp <= Date.now() || ctx.state.spentRefreshTokens.has(claims.jti)) return invalidToken();
    if ((ctx.state.revokedAt.get(claims.sub) ?? -1) >= claims.iat) return invalidToken();
    // Single use: the refresh token just presented is spent; the answer carries a new one.
    ctx.state.spentRefreshTokens.add(claims.jti);
    return tokenAnswer(issueTokens(ctx, userNamed(claims.name), claims.scope), claims.scope);
  }
  return json(400, { error: 'unsupported_grant_type', error_description: `grant_type ${grantType || '(none)'} is not supported` });
}
