// LinkedIn's legacy /v2 reads used at connect time (platform-contracts §5.1): OIDC userinfo, the
// member's vanity name, and the organizations they administer.
import { json, type FakeReply } from '../kit/reply';
import type { LinkedInRoute } from './context';
import { liError } from './errors';
import { organizationUrn, personUrn, type SandboxMember } from './members';

const picture = (route: LinkedInRoute, id: string) => `${route.ctx.options.baseUrl}/www/avatar/${encodeURIComponent(id)}.svg`;

export function userinfo(route: LinkedInRoute, member: SandboxMember): FakeReply {
  const [given, ...rest] = member.name.split(' ');
  return json(200, {
    sub: member.sub,
    name: member.name,
    given_name: given,
    family_name: rest.join(' '),
    picture: picture(route, member.sub),
    locale: { country: 'US', language: 'en' },
    email: `${member.vanityName}@sandbox.linkedin.invalid`,
    email_verified: true,
  });
}

/** GET v2/me: the sandbox app counts as approved for r_basicprofile, so the vanity name (profile link) is readable. */
export function me(_route: LinkedInRoute, member: SandboxMember): FakeReply {
  const [given, ...rest] = member.name.split(' ');
  return json(200, { id: member.sub, localizedFirstName: given, localizedLastName: rest.join(' '), vanityName: member.vanityName });
}

export function organizationAcls(route: LinkedInRoute, member: SandboxMember): FakeReply {
  if (route.req.query.get('q') !== 'roleAssignee') return liError(400, 'BAD_REQUEST', 'Only q=roleAssignee is supported');
  const org = member.organization;
  return json(200, {
    elements: [
      {
        role: 'ADMINISTRATOR',
        state: 'APPROVED',
        roleAssignee: personUrn(member.sub),
        organizationalTarget: organizationUrn(org.id),
        'organizationalTarget~': {
          id: Number(org.id),
          localizedName: org.name,
          vanityName: org.vanityName,
          logoV2: { 'original~': { elements: [{ identifiers: [{ identifier: picture(route, `org-${org.id}`) }] }] } },
        },
      },
    ],
    paging: { count: 10, start: 0, total: 1, links: [] },
  });
}
