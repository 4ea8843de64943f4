// LinkedIn's browser consent (www/oauth/v2/authorization) and token endpoint (www/oauth/v2/accessToken),
// platform-contracts §5.1. The member is picked by name: the consent page has a field for it, and
// with consent 'auto' the `sandbox_member` query parameter (default "Sandbox Member") does the same.
import { randomBytes } from 'node:crypto';
import { escapeHtml, sandboxPage } from '../http';
import { back, str, validRedirect } from '../kit/oauth-redirect';
import { html, json, type FakeReply } from '../kit/reply';
import { issueTokens } from './auth';
import type { LinkedInRoute } from './context';
import { DEFAULT_MEMBER_NAME, memberNamed } from './members';

const AUTHORIZE = '/www/oauth/v2/authorization';
const CODE_TTL_MS = 30 * 60 * 1000;


function grantCode({ ctx }: LinkedInRoute, p: { clientId: string; redirectUri: string; scope: string; state: string; memberName: string }): FakeReply {
  const code = randomBytes(24).toString('base64url');
  ctx.state.codes.set(code, { clientId: p.clientId, redirectUri: p.redirectUri, scope: p.scope, memberName: p.memberName, expiresAt: Date.now() + CODE_TTL_MS });
  return back(p.redirectUri, { code, state: p.state });
}

function consentPage(route: LinkedInRoute, p: { clientId: string; redirectUri: string; scope: string; state: string }): FakeReply {
  const action = `${route.ctx.options.baseUrl}${AUTHORIZE}`;
  const hidden = Object.entries({ client_id: p.clientId, redirect_uri: p.redirectUri, scope: p.scope, state: p.state })
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
    .join('');
  const scopes = p.scope.split(/[ ,]+/).filter(Boolean).map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('');
  return html(
    200,
    sandboxPage(
      'LinkedIn',
      'Allow Cadence to use your LinkedIn account?',
      `<p>Cadence asks for these permissions:</p><ul>${scopes}</ul>
<form method="post" action="${escapeHtml(action)}">${hidden}
<p><label for="member">Sign in as sandbox member</label><br><input id="member" name="sandbox_member" value="${escapeHtml(DEFAULT_MEMBER_NAME)}" maxlength="80" required></p>
<p>You will also manage the organization page <strong>Cadence Sandbox Org</strong>.</p>
<button type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="cancel">Cancel</button>
</form>`,
    ),
  );
}

export function authorize(route: LinkedInRoute): FakeReply {
  const { ctx, req } = route;
  const q = req.params;
  const p = { clientId: str(q.client_id), redirectUri: str(q.redirect_uri), scope: str(q.scope), state: str(q.state) };
  if (p.clientId !== ctx.options.clientId) return html(400, sandboxPage('LinkedIn', 'Invalid client', '<p>The client_id is not known to this app.</p>'));
  if (!validRedirect(p.redirectUri)) return html(400, sandboxPage('LinkedIn', 'Invalid redirect_uri', '<p>The redirect_uri is missing or not a URL.</p>'));
  if (req.method === 'GET' && str(q.response_type) !== 'code') return back(p.redirectUri, { error: 'unsupported_response_type', error_description: 'response_type must be code', state: p.state });
  if (p.scope.trim() === '') return back(p.redirectUri, { error: 'invalid_scope', error_description: 'No scope was requested', state: p.state });

  if (req.method === 'POST') {
    if (str(q.decision) !== 'allow') {
      return back(p.redirectUri, { error: 'user_cancelled_authorize', error_description: 'The user cancelled the authorization', state: p.state });
    }
    return grantCode(route, { ...p, memberName: str(q.sandbox_member) || DEFAULT_MEMBER_NAME });
  }
  if (ctx.options.consent === 'page') return consentPage(route, p);
  return grantCode(route, { ...p, memberName: str(q.sandbox_member) || DEFAULT_MEMBER_NAME });
}

const invalidGrant = (description: string) => json(400, { error: 'invalid_request', error_description: description });

/** POST www/oauth/v2/accessToken: the client secret comes in the body (LinkedIn takes no Basic auth). */
export function accessToken(route: LinkedInRoute): FakeReply {
  const { ctx, req } = route;
  const p = req.params;
  if (str(p.client_id) !== ctx.options.clientId || str(p.client_secret) !== ctx.options.clientSecret) {
    return json(401, { error: 'invalid_client', error_description: 'Client authentication failed' });
  }
  const grantType = str(p.grant_type);
  if (grantType === 'authorization_code') {
    const code = ctx.state.codes.get(str(p.code));
    ctx.state.codes.delete(str(p.code));
    if (!code || code.expiresAt < Date.now() || code.redirectUri !== str(p.redirect_uri) || code.clientId !== str(p.client_id)) {
      return invalidGrant(
        'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired. Or external member binding exists',
      );
    }
    const scope = code.scope.split(/[ ,]+/).filter(Boolean).join(',');
    const t = issueTokens(ctx, memberNamed(code.memberName), scope);
    return json(200, {
      access_token: t.accessToken,
      expires_in: t.accessExpiresIn,
      refresh_token: t.refreshToken,
      refresh_token_expires_in: t.refreshExpiresIn,
      scope,
      token_type: 'Bearer',
    });
  }
  if (grantType === 'refresh_token') {
    const token = str(p.refresh_token);
    const claims = ctx.tokens.read(token);
    const revoked = claims ? (ctx.state.revokedAt.get(claims.sub) ?? -1) >= claims.iat : true;
    if (!claims || claims.typ !== 'r' || claims.exp <= Date.now() || revoked) {
      return invalidGrant('The provided authorization grant or refresh token is invalid, expired or revoked.');
    }
    // The refresh token keeps its fixed lifetime: the same token comes back with what is left of it.
    const t = issueTokens(ctx, memberNamed(claims.name), claims.scope, { token, exp: claims.exp });
    return json(200, {
      access_token: t.accessToken,
      expires_in: t.accessExpiresIn,
      refresh_token: t.refreshToken,
      refresh_token_expires_in: t.refreshExpiresIn,
      scope: claims.scope,
      token_type: 'Bearer',
    });
  }
  return json(400, { error: 'unsupported_grant_type', error_description: `grant_type ${grantType || '(none)'} is not supported` });
}
