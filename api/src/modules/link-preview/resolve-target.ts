// Turns a URL into the one address we will connect to: http(s) only, the host resolved once and
// every answer checked, so the connection is pinned to an address that passed (no DNS rebinding).
import { lookup as dnsLookup } from 'node:dns/promises';
import { postMediaMessages as pm } from '@cadence/shared-lib/contract';
import { validationError } from '../../plugins/http/validation-error';
import { ipLiteral, isPublicAddress } from './address-policy';

export interface ResolvedAddress {
  address: string;
  family: number;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface Target {
  url: URL;
  address: string;
  family: number;
}

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export const refused = () => validationError('url', pm.urlRefused);
export const unreachable = () => validationError('url', pm.unreachable);

export class TargetResolver {
  constructor(
    private readonly resolver: Resolver,
    /** Test seam: `host:port` entries exempt from the public-address rule. Never set in production. */
    private readonly allowHosts: ReadonlySet<string> = new Set(),
  ) {}

  async resolve(url: URL): Promise<Target> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused();
    if (url.username || url.password) throw refused();
    const exempt = this.allowHosts.has(url.host);
    const literal = ipLiteral(url.hostname);
    let answers: ResolvedAddress[];
    if (literal) {
      answers = [{ address: literal, family: literal.includes(':') ? 6 : 4 }];
    } else {
      try {
        answers = await this.resolver(url.hostname);
      } catch {
        throw unreachable();
      }
    }
    if (answers.length === 0) throw unreachable();
    // One private answer is enough to refuse: the name is not a plain public site.
    if (!exempt && !answers.every((answer) => isPublicAddress(answer.address))) throw refused();
    const [first] = answers;
    return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
  }
}
