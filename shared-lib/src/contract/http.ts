// The shape of one API endpoint. The API registers routes from these; the client derives typed calls from them.
import { z } from 'zod';
import type { FeatureKey } from './domain';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDef<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path below /api/web/v1, Fastify style (`/posts/:postId`). */
  path: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** 'public': no session needed; 'user': a valid access token; otherwise the roles allowed. */
  auth: 'public' | 'user' | ReadonlyArray<'user' | 'admin' | 'staff'>;
  /** Gated feature (spec §6): the signed-in user's `access` list must hold it, or the API answers 403. */
  feature?: FeatureKey;
  summary: string;
  tag: string;
}

export function defineEndpoint<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: EndpointDef<P, Q, B, R>,
): EndpointDef<P, Q, B, R> {
  return def;
}

/** Every successful answer is `{ data: … }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const ValidationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof ValidationErrorBody>;

export const ErrorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const API_PREFIX = '/api/web/v1';
