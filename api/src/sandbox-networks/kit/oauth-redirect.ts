// The consent pages' shared bits: a string parameter, a redirect URI a browser can follow, and the
// trip back to it with the code (or the error) in the query.
import { redirectTo, type FakeReply } from './reply';

export const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export function validRedirect(uri: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(uri).protocol);
  } catch {
    return false;
  }
}

export function back(redirectUri: string, params: Record<string, string>): FakeReply {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== '') url.searchParams.set(k, v);
  return redirectTo(url.toString());
}
