// The browser side of the fake Meta network (/www/...): the OAuth consent dialog, and the public
// pages the fake's links point at (a post's permalink, a Page, an Instagram profile, pictures).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, parseRequest, redirect, sandboxPage, sendHtml, type FakeRequest } from '../http';
import { str, type MetaContext } from './context';
import type { FbUser, StoredPost } from './state';

const NETWORK = 'Facebook';

function scopesOf(value: unknown): string[] {
  return (str(value) ?? '').split(/[,\s]+/).filter(Boolean);
}

function validRedirect(value: unknown): URL | null {
  try {
    const url = new URL(str(value) ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Which sandbox user this consent signs in as (see MetaFakeOptions.assign). */
function consentUser(ctx: MetaContext, choice: string | undefined): string {
  const next = ctx.nextConsent;
  if (next?.pages !== undefined) return ctx.createUser(next.pages, true);
  if (choice === 'new') return ctx.createUser(1, true);
  if (choice && ctx.state.users.has(choice)) return choice;
  const users = [...ctx.state.users.keys()];
  if (ctx.options.assign === 'per-consent') {
    const index = ctx.consents;
    ctx.consents += 1;
    return users[index] ?? ctx.createUser(ctx.options.seed?.pagesPerUser ?? 1, ctx.options.seed?.instagram ?? true);
  }
  return users[0] ?? ctx.createUser(1, true);
}

function issueCode(ctx: MetaContext, userId: string, redirectUri: string, requested: string[], unticked: string[]): string {
  const declined = new Set([...unticked, ...(ctx.nextConsent?.declined ?? [])]);
  ctx.nextConsent = null;
  const code = `AQ${randomBytes(24).toString('base64url')}`;
  ctx.state.codes.set(code, {
    code,
    userId,
    redirectUri,
    scopes: requested.filter((s) => !declined.has(s)),
    declined: requested.filter((s) => declined.has(s)),
    used: false,
  });
  return code;
}

function back(res: ServerResponse, target: URL, values: Record<string, string | undefined>): void {
  for (const [k, v] of Object.entries(values)) if (v !== undefined) target.searchParams.set(k, v);
  redirect(res, target.toString());
}

function describeUser(ctx: MetaContext, user: FbUser): string {
  const pages = user.pageIds.slice(0, 3).map((id) => {
    const page = ctx.state.pages.get(id);
    const ig = page?.igUserId ? ctx.state.igUsers.get(page.igUserId) : undefined;
    return `${page?.name ?? id}${ig ? ` + @${ig.username}` : ''}`;
  });
  const more = user.pageIds.length > 3 ? ` and ${user.pageIds.length - 3} more` : '';
  return `${user.name} (${pages.join(', ') || 'no Pages'}${more})`;
}

function consentPage(ctx: MetaContext, req: FakeRequest, requested: string[]): string {
  const p = req.params;
  const hidden = ['client_id', 'redirect_uri', 'state', 'scope']
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(str(p[k]) ?? '')}">`)
    .join('');
  const permissions = requested
    .map((s, i) => `<li><label><input type="checkbox" name="grant" value="${escapeHtml(s)}" id="perm-${i}" checked> ${escapeHtml(s)}</label></li>`)
    .join('');
  const defaultUser = ctx.options.assign === 'per-consent' ? undefined : [...ctx.state.users.keys()][0];
  const users = [...ctx.state.users.values()]
    .slice(0, 50)
    .map((u) => `<option value="${escapeHtml(u.id)}"${u.id === defaultUser ? ' selected' : ''}>${escapeHtml(describeUser(ctx, u))}</option>`)
    .join('');
  return sandboxPage(
    NETWORK,
    'Cadence wants to connect to your Facebook account',
    `<form method="post" action="oauth/confirm">${hidden}
<p><label for="as">Continue as</label><br><select id="as" name="as">${users}<option value="new"${defaultUser ? '' : ' selected'}>A new sandbox user with one Page and Instagram account</option></select></p>
<p>Every Page of this user, and the Instagram business account linked to each, will be shared with Cadence.</p>
<fieldset><legend>Permissions Cadence asks for (untick one to decline it)</legend><ul>${permissions}</ul></fieldset>
<p><button type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="cancel">Cancel</button></p></form>`,
  );
}

function dialog(ctx: MetaContext, req: FakeRequest, res: ServerResponse, confirm: boolean): void {
  const p = req.params;
  if (str(p.client_id) !== ctx.options.clientId) {
    sendHtml(res, 400, sandboxPage(NETWORK, 'Invalid App ID', '<p>The provided app ID does not look like a valid app ID. Check FACEBOOK client id in the channel settings.</p>'));
    return;
  }
  const target = validRedirect(p.redirect_uri);
  if (!target) {
    sendHtml(res, 400, sandboxPage(NETWORK, 'URL blocked', '<p>This redirect failed because the redirect URI is missing or not a valid http(s) URL.</p>'));
    return;
  }
  if ((str(p.response_type) ?? 'code') !== 'code') {
    sendHtml(res, 400, sandboxPage(NETWORK, 'Unsupported response type', '<p>Only response_type=code is supported.</p>'));
    return;
  }
  const requested = scopesOf(p.scope);
  const state = str(p.state);
  if (confirm) {
    if (str(p.decision) !== 'allow') {
      back(res, target, { error: 'access_denied', error_code: '200', error_reason: 'user_denied', error_description: 'Permissions error', state });
      return;
    }
    // Several checkboxes share the name "grant": read them all from the raw form.
    const granted = new Set(new URLSearchParams(req.raw.toString('utf8')).getAll('grant'));
    const unticked = requested.filter((s) => !granted.has(s));
    back(res, target, { code: issueCode(ctx, consentUser(ctx, str(p.as)), str(p.redirect_uri) ?? '', requested, unticked), state });
    return;
  }
  if (ctx.options.consent === 'page') {
    sendHtml(res, 200, consentPage(ctx, req, requested));
    return;
  }
  back(res, target, { code: issueCode(ctx, consentUser(ctx, undefined), str(p.redirect_uri) ?? '', requested, []), state });
}

function postPage(ctx: MetaContext, post: StoredPost): string {
  const account =
    post.network === 'facebook' ? ctx.state.pages.get(post.accountId)?.name : `@${ctx.state.igUsers.get(post.accountId)?.username ?? post.accountId}`;
  const media = post.mediaCount > 0 ? `<p>${post.mediaCount} media item${post.mediaCount === 1 ? '' : 's'}</p>` : '';
  const link = post.link ? `<p>Link: <a href="${escapeHtml(post.link)}">${escapeHtml(post.link)}</a></p>` : '';
  const comments = post.comments.length > 0 ? `<h2>Comments</h2><ul>${post.comments.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul>` : '';
  return sandboxPage(
    post.network === 'facebook' ? 'Facebook' : 'Instagram',
    `Post by ${account ?? post.accountId}`,
    `<p><time datetime="${post.createdAt.toISOString()}">${escapeHtml(post.createdAt.toUTCString())}</time></p><p style="white-space:pre-wrap">${escapeHtml(post.text)}</p>${media}${link}${comments}`,
  );
}

function profilePage(ctx: MetaContext, network: 'Facebook' | 'Instagram', title: string, posts: StoredPost[]): string {
  const items = posts
    .slice(-50)
    .reverse()
    .map((p) => `<li><a href="${escapeHtml(p.permalink)}">${escapeHtml(p.text.slice(0, 80) || '(no text)')}</a></li>`)
    .join('');
  return sandboxPage(network, title, posts.length > 0 ? `<ul>${items}</ul>` : '<p>No posts yet.</p>');
}

function picture(id: string): string {
  const hue = [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="hsl(${hue},55%,45%)"/><text x="48" y="60" font-family="sans-serif" font-size="36" text-anchor="middle" fill="#fff">S</text></svg>`;
}

/** Handles /www/... (path relative to the fake, starting with /www). */
export async function handleWww(ctx: MetaContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const parsed = await parseRequest(req);
  const segments = parsed.path.split('/').filter(Boolean).slice(1);
  if (/^v\d+(\.\d+)?$/.test(segments[0] ?? '')) segments.shift();
  const route = segments.join('/');
  if (route === 'dialog/oauth' && parsed.method === 'GET') return dialog(ctx, parsed, res, false);
  if (route === 'dialog/oauth/confirm' && parsed.method === 'POST') return dialog(ctx, parsed, res, true);
  const s = ctx.state;
  if (segments[0] === 'p' && segments.length === 2) {
    const post = s.postsById.get(decodeURIComponent(segments[1]));
    if (post) return sendHtml(res, 200, postPage(ctx, post));
  } else if (segments[0] === 'picture' && segments.length === 2) {
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' });
    res.end(picture(segments[1]));
    return;
  } else if (segments[0] === 'instagram' && segments.length === 2) {
    const ig = [...s.igUsers.values()].find((u) => u.username === decodeURIComponent(segments[1]));
    if (ig) return sendHtml(res, 200, profilePage(ctx, 'Instagram', `@${ig.username}`, s.postsByAccount.get(ig.id) ?? []));
  } else if (segments.length === 1) {
    const page = s.pages.get(segments[0]);
    if (page) return sendHtml(res, 200, profilePage(ctx, 'Facebook', page.name, s.postsByAccount.get(page.id) ?? []));
  }
  sendHtml(res, 404, sandboxPage(NETWORK, 'This content isn’t available', '<p>The link may be broken, or the post was never published in this sandbox.</p>'));
}
