// Which LinkedIn fake route answers a request, with the checks LinkedIn makes before any route:
// LinkedIn-Version and X-Restli-Protocol-Version on /rest (§5.2), the bearer token on the API,
// then the injected request faults.
import type { FakeReply } from '../kit/reply';
import { authenticate } from './auth';
import type { LinkedInRoute } from './context';
import { expiredToken, liError, revokedToken, serverError, throttled } from './errors';
import { getImage, getVideo, imagesAction, uploadImage, uploadVideoPart, videosAction } from './media-routes';
import type { SandboxMember } from './members';
import { accessToken, authorize } from './oauth-routes';
import { avatar, postPage, profilePage } from './pages';
import { createComment, createPost, findPosts } from './post-routes';
import { me, organizationAcls, userinfo } from './profile-routes';

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

function currentVersion(): number {
  const now = new Date();
  return now.getUTCFullYear() * 100 + now.getUTCMonth() + 1;
}

function versionProblem(route: LinkedInRoute): FakeReply | null {
  const version = header(route.req.headers['linkedin-version']).trim();
  if (version === '') return liError(400, 'VERSION_MISSING', 'A version must be present. Please specify a version by adding the LinkedIn-Version header.');
  const oldest = Number(route.ctx.options.oldestVersion ?? '202401');
  const n = /^\d{6}(\.\d{2})?$/.test(version) ? Number(version.slice(0, 6)) : NaN;
  if (!(n >= oldest && n <= currentVersion())) return liError(426, 'NONEXISTENT_VERSION', `Requested version ${version} is not active`);
  if (header(route.req.headers['x-restli-protocol-version']) !== '2.0.0') {
    return liError(400, 'INVALID_PROTOCOL_VERSION', 'This endpoint needs the header X-Restli-Protocol-Version: 2.0.0');
  }
  return null;
}

/** Injected request faults (after authentication: they stand for what LinkedIn says about a valid call). */
function requestFault(route: LinkedInRoute, member: SandboxMember): FakeReply | null {
  const fault = route.ctx.faults.take(route.key, ['server-error', 'rate-limit', 'expired-token', 'revoked-token']);
  switch (fault?.kind) {
    case 'server-error':
      return serverError();
    case 'rate-limit':
      return throttled();
    case 'expired-token':
      return expiredToken();
    case 'revoked-token':
      // The member revoked the app: this token and every refresh token issued so far die.
      route.ctx.state.revokedAt.set(member.sub, Date.now());
      return revokedToken();
    default:
      return null;
  }
}

function authed(route: LinkedInRoute, then: (member: SandboxMember) => FakeReply): FakeReply {
  const auth = authenticate(route.ctx, route.req);
  if (auth.reply) return auth.reply;
  return requestFault(route, auth.member) ?? then(auth.member);
}

const segment = (s: string) => decodeURIComponent(s);

export function route(r: LinkedInRoute): FakeReply {
  const { method, path } = r.req;
  let m: RegExpExecArray | null;

  // Browser and OAuth (www.linkedin.com)
  if (path === '/www/oauth/v2/authorization' && (method === 'GET' || method === 'POST')) return authorize(r);
  if (path === '/www/oauth/v2/accessToken' && method === 'POST') return accessToken(r);
  if ((m = /^\/www\/dms-uploads\/image\/([^/]+)$/.exec(path)) && method === 'PUT') return authed(r, () => uploadImage(r, segment(m![1])));
  if ((m = /^\/www\/dms-uploads\/video\/([^/]+)\/(\d+)$/.exec(path)) && method === 'PUT') return authed(r, () => uploadVideoPart(r, segment(m![1]), Number(m![2])));
  if ((m = /^\/www\/feed\/update\/([^/]+)$/.exec(path)) && method === 'GET') return postPage(r.ctx, segment(m[1]));
  if ((m = /^\/www\/(in|company)\/([^/]+)\/?$/.exec(path)) && method === 'GET') return profilePage(m[1] as 'in' | 'company', segment(m[2]));
  if ((m = /^\/www\/avatar\/([^/]+)\.svg$/.exec(path)) && method === 'GET') return avatar(segment(m[1]));

  // Legacy API (api.linkedin.com/v2)
  if (path === '/api/v2/userinfo' && method === 'GET') return authed(r, (member) => userinfo(r, member));
  if (path === '/api/v2/me' && method === 'GET') return authed(r, (member) => me(r, member));
  if (path === '/api/v2/organizationalEntityAcls' && method === 'GET') return authed(r, (member) => organizationAcls(r, member));

  // Versioned API (api.linkedin.com/rest)
  if (path.startsWith('/api/rest/')) {
    const problem = versionProblem(r);
    if (problem) return problem;
    if (path === '/api/rest/posts' && method === 'POST') return authed(r, (member) => createPost(r, member));
    if (path === '/api/rest/posts' && method === 'GET') return authed(r, (member) => findPosts(r, member));
    if (path === '/api/rest/images' && method === 'POST') return authed(r, (member) => imagesAction(r, member));
    if ((m = /^\/api\/rest\/images\/([^/]+)$/.exec(path)) && method === 'GET') return authed(r, (member) => getImage(r, member, segment(m![1])));
    if (path === '/api/rest/videos' && method === 'POST') return authed(r, (member) => videosAction(r, member));
    if ((m = /^\/api\/rest\/videos\/([^/]+)$/.exec(path)) && method === 'GET') return authed(r, (member) => getVideo(r, member, segment(m![1])));
    if ((m = /^\/api\/rest\/socialActions\/([^/]+)\/comments$/.exec(path)) && method === 'POST') {
      return authed(r, (member) => createComment(r, member, segment(m![1])));
    }
    if (path === '/api/rest/organizationAcls' && method === 'GET') return authed(r, (member) => organizationAcls(r, member));
  }
  return liError(404, 'NOT_FOUND', `No resource ${method} ${path}`);
}
