// What every route of the fake Meta network shares: the state, the faults, the options, and the
// helpers that turn ids into the fake's own public URLs.
import type { FakeNetworkOptions } from '../types';
import type { FaultQueue } from '../kit/fault-queue';
import type { GraphAnswer } from './graph-errors';
import type { FakeRequest } from '../http';
import type { MetaState, TokenRecord } from './state';

export interface MetaFakeOptions extends FakeNetworkOptions {
  seed?: MetaSeed;
  /**
   * Which sandbox Facebook user a consent signs in as.
   * shared (default): every consent is the first seeded user ("Sandbox User"), so reconnecting gives
   *   back the same Pages; two Cadence users get their own Page tokens and publish independently.
   * per-consent: each consent is the next seeded user, then a fresh user with `pagesPerUser` Pages
   *   (the bench: many Cadence users, each with their own Pages).
   * The consent page (consent 'page') also lets the person choose the user.
   */
  assign?: 'shared' | 'per-consent';
  /** Instagram posts per rolling 24 h (content_publishing_limit quota_total), default 100. */
  instagramQuota?: number;
}

export interface MetaSeed {
  /** Sandbox Facebook users created up front (default 1). */
  users?: number;
  /** Pages per user (default 1); the first is "Cadence Sandbox Page". */
  pagesPerUser?: number;
  /** Link an Instagram business account to every Page (default true). */
  instagram?: boolean;
}

export interface NextConsent {
  /** Permissions the person unticks on the consent. */
  declined?: string[];
  /** Consent as a brand new user with this many Pages (0: "no Pages" case). */
  pages?: number;
}

export interface MetaContext {
  state: MetaState;
  faults: FaultQueue;
  options: MetaFakeOptions;
  baseUrl: string;
  /** One-shot overrides for the next consent. */
  nextConsent: NextConsent | null;
  /** Counter for per-consent users. */
  consents: number;
  instagramQuota: number;
  /** X-App-Usage percentages reported on every Graph answer (tests of the client's slow-down). */
  appUsage: number;
  /** A new user with `pages` Pages (each with an Instagram account when `instagram`). */
  createUser(pages: number, instagram: boolean, name?: string): string;
}

/** A Graph request once its token is known. */
export interface GraphCall {
  req: FakeRequest;
  /** Path segments after the version, e.g. ['1348900001', 'feed']. */
  segments: string[];
  /** "METHOD /a/b" (fault key). */
  key: string;
  token: TokenRecord;
  /** The version prefix the caller used ("v23.0"), for paging links. */
  version: string | null;
}

export type GraphHandler = (ctx: MetaContext, call: GraphCall) => Promise<GraphAnswer> | GraphAnswer;

export const permalinkFor = (ctx: MetaContext, id: string) => `${ctx.baseUrl}/www/p/${encodeURIComponent(id)}`;
export const pictureFor = (ctx: MetaContext, id: string) => `${ctx.baseUrl}/www/picture/${encodeURIComponent(id)}.svg`;

/** Graph's field selection: top-level names of `fields=a,b.type(large),c{d,e}`. */
export function requestedFields(value: unknown, fallback: string[]): Set<string> {
  if (typeof value !== 'string' || value.trim() === '') return new Set(fallback);
  const names: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value) {
    if (ch === '{' || ch === '(') depth += 1;
    if (ch === '}' || ch === ')') depth -= 1;
    if (ch === ',' && depth === 0) {
      names.push(current);
      current = '';
    } else current += ch;
  }
  names.push(current);
  return new Set(names.map((n) => n.trim().split(/[.{(]/)[0]).filter(Boolean));
}

export function pick(object: Record<string, unknown>, fields: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = { id: object.id };
  for (const f of fields) if (object[f] !== undefined) out[f] = object[f];
  return out;
}

/** Graph timestamps: 2026-11-22T18:00:00+0000 */
export const graphTime = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, '+0000');

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
export const bool = (v: unknown, fallback: boolean): boolean => (v === undefined ? fallback : v === true || v === 'true' || v === '1');
