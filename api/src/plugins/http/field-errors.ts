// Turns schema validation failures (Fastify's `error.validation` from fastify-type-provider-zod or
// AJV, and a ZodError thrown in a handler) into Laravel's `{ field: [messages] }` map.
import type { FastifySchemaValidationError } from 'fastify';
import type { FieldErrors } from './validation-error';

interface ZodLikeIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
  code?: string;
  keys?: ReadonlyArray<string>;
}

export interface ZodLikeError {
  issues: ReadonlyArray<ZodLikeIssue>;
}

export function isZodLikeError(error: unknown): error is ZodLikeError {
  if (typeof error !== 'object' || error === null || !('issues' in error)) return false;
  const issues = (error as { issues: unknown }).issues;
  return (
    Array.isArray(issues) &&
    issues.every((issue) => typeof issue === 'object' && issue !== null && Array.isArray(issue.path) && typeof issue.message === 'string')
  );
}

function push(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

function join(base: string, key: string): string {
  return base === '' ? key : `${base}.${key}`;
}

/** Keys a strict object refused are reported on each key, as Laravel would for an unknown field. */
function unrecognizedKeys(params: unknown): string[] {
  if (typeof params !== 'object' || params === null || !('keys' in params)) return [];
  const keys = (params as { keys: unknown }).keys;
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
}

function pointerToField(instancePath: string): string {
  return instancePath
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

export function fromFastifyValidation(
  validation: ReadonlyArray<FastifySchemaValidationError>,
  context: string | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const entry of validation) {
    const base = pointerToField(entry.instancePath);
    const message = entry.message ?? 'The given data was invalid.';
    const keys = unrecognizedKeys(entry.params);
    const missing = (entry.params as { missingProperty?: unknown } | undefined)?.missingProperty;
    if (keys.length > 0) {
      for (const key of keys) push(errors, join(base, key), message);
    } else if (typeof missing === 'string') {
      push(errors, join(base, missing), message);
    } else {
      push(errors, base === '' ? (context ?? 'body') : base, message);
    }
  }
  return errors;
}

export function fromZodIssues(error: ZodLikeError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys && issue.keys.length > 0) {
      for (const key of issue.keys) push(errors, join(base, key), issue.message);
    } else {
      push(errors, base === '' ? 'body' : base, issue.message);
    }
  }
  return errors;
}
