// Sandbox members and the organization each one administers, derived from the member's name, so
// the same name always gives the same ids (a reconnect finds the same accounts) and no table is kept.
import { createHash } from 'node:crypto';

export const DEFAULT_MEMBER_NAME = 'Sandbox Member';
export const DEFAULT_ORG_NAME = 'Cadence Sandbox Org';

export interface SandboxOrganization {
  /** Numeric, as LinkedIn's: urn:li:organization:{id}. */
  id: string;
  name: string;
  vanityName: string;
}

export interface SandboxMember {
  /** OIDC sub: urn:li:person:{sub}. */
  sub: string;
  name: string;
  vanityName: string;
  organization: SandboxOrganization;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'member';

const digest = (s: string) => createHash('sha256').update(s).digest();

export function memberNamed(rawName: string): SandboxMember {
  const name = rawName.trim().slice(0, 80) || DEFAULT_MEMBER_NAME;
  const hash = digest(`linkedin-member:${name}`);
  const sub = hash.toString('base64url').slice(0, 10);
  const orgName = name === DEFAULT_MEMBER_NAME ? DEFAULT_ORG_NAME : `${DEFAULT_ORG_NAME} (${name})`;
  return {
    sub,
    name,
    vanityName: `${slug(name)}-${sub.slice(0, 4).toLowerCase()}`,
    organization: { id: String(10_000_000 + (hash.readUInt32BE(0) % 89_999_999)), name: orgName, vanityName: slug(orgName) },
  };
}

export const personUrn = (sub: string) => `urn:li:person:${sub}`;
export const organizationUrn = (id: string) => `urn:li:organization:${id}`;

/** The URNs a member may post as: themselves and the organization they administer. */
export function authorsOf(member: SandboxMember): string[] {
  return [personUrn(member.sub), organizationUrn(member.organization.id)];
}
