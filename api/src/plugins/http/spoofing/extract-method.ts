// Reads `_method` from a buffered body and returns the body without it.
import type { BodyKind } from './body-kind';
import { extractMultipartField } from './multipart-fields';

export const SPOOF_FIELD = '_method';

export interface SpoofRequest {
  /** The raw `_method` value (any JSON type for JSON bodies), or undefined when absent. */
  value: unknown;
  /** The body to hand on: the original bytes when `_method` is absent, otherwise without it. */
  body: Buffer;
}

function fromJson(body: Buffer): SpoofRequest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    // Malformed JSON is the target route's parser's business: hand the bytes on as they came.
    return { value: undefined, body };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || !Object.hasOwn(parsed, SPOOF_FIELD)) {
    return { value: undefined, body };
  }
  const { [SPOOF_FIELD]: value, ...rest } = parsed as Record<string, unknown>;
  return { value, body: Buffer.from(JSON.stringify(rest)) };
}

function fromUrlencoded(body: Buffer): SpoofRequest {
  const params = new URLSearchParams(body.toString('utf8'));
  if (!params.has(SPOOF_FIELD)) return { value: undefined, body };
  const value = params.get(SPOOF_FIELD);
  params.delete(SPOOF_FIELD);
  return { value, body: Buffer.from(params.toString()) };
}

export function extractSpoofedMethod(kind: BodyKind, body: Buffer): SpoofRequest {
  switch (kind.type) {
    case 'json':
      return fromJson(body);
    case 'urlencoded':
      return fromUrlencoded(body);
    case 'multipart':
      return extractMultipartField(body, kind.boundary, SPOOF_FIELD);
  }
}
