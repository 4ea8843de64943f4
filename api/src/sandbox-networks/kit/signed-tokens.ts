// Self-contained tokens for the LinkedIn and X fakes: the payload (who, which kind, issued and
// expiry instants) travels in the token, signed with the fake's client secret. The fakes then need
// no token table, so the bench can mint thousands of accounts cheaply and tokens stored by the app
// keep working after the sandbox process restarts.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  /** 'a' access, 'r' refresh. */
  typ: 'a' | 'r';
  /** The member / user id. */
  sub: string;
  /** Their display name (the fakes derive ids, usernames and organizations from it). */
  name: string;
  /** Issued at (ms). */
  iat: number;
  /** Expires at (ms). */
  exp: number;
  /** Unique id (single-use refresh tokens are remembered by it). */
  jti: string;
  scope: string;
}

export class TokenSigner {
  constructor(
    private readonly prefix: string,
    private readonly secret: string,
  ) {}

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.secret).update(payload).digest();
  }

  issue(claims: Omit<TokenClaims, 'jti'>): string {
    const payload = Buffer.from(JSON.stringify({ ...claims, jti: randomBytes(9).toString('base64url') })).toString('base64url');
    return `${this.prefix}.${payload}.${this.mac(payload).toString('base64url')}`;
  }

  /** The claims of a token this signer issued, expired or not; null for anything else. */
  read(token: string): TokenClaims | null {
    const [prefix, payload, mac] = token.split('.');
    if (prefix !== this.prefix || !payload || !mac) return null;
    const expected = this.mac(payload);
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return null;
    }
  }
}

/** A bearer token from the Authorization header, or null. */
export function bearer(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer\s+(\S+)$/i.exec(value ?? '');
  return match ? match[1] : null;
}
