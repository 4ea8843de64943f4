// Decides what the client sees for any error: status and body, never internals.
import type { FastifyError } from 'fastify';
import { fromFastifyValidation, fromZodIssues, isZodLikeError } from './field-errors';
import { isDatabaseUnavailable } from './database-unavailable';
import { HttpMessages } from './messages';
import { isValidationFailedError, type FieldErrors } from './validation-error';

export type ErrorResponse =
  | { statusCode: 422; body: { message: string; errors: FieldErrors } }
  | { statusCode: number; body: { message: string }; headers?: Record<string, string> };

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function unprocessable(errors: FieldErrors): ErrorResponse {
  const message = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return { statusCode: 422, body: { message, errors } };
}

function statusOf(error: Partial<FastifyError>): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

const MALFORMED_JSON_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

export function toErrorResponse(error: unknown): ErrorResponse {
  if (isValidationFailedError(error)) return unprocessable(error.errors);
  if (typeof error !== 'object' || error === null) {
    return { statusCode: 500, body: { message: HttpMessages.serverError } };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (Array.isArray(fastifyError.validation)) {
    return unprocessable(fromFastifyValidation(fastifyError.validation, fastifyError.validationContext));
  }
  if (isZodLikeError(error)) return unprocessable(fromZodIssues(error));

  if (isDatabaseUnavailable(error)) {
    return {
      statusCode: 503,
      body: { message: HttpMessages.databaseUnavailable },
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    };
  }
  const statusCode = statusOf(fastifyError);
  if (statusCode >= 500) return { statusCode, body: { message: HttpMessages.serverError } };
  if (fastifyError.code !== undefined && MALFORMED_JSON_CODES.has(fastifyError.code)) {
    return { statusCode: 400, body: { message: HttpMessages.malformedJson } };
  }
  if (statusCode === 413) return { statusCode, body: { message: HttpMessages.tooLarge } };
  if (statusCode === 415) return { statusCode, body: { message: HttpMessages.unsupportedMediaType } };
  return { statusCode, body: { message: fastifyError.message || HttpMessages.badRequest } };
}
