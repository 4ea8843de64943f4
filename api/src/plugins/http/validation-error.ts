// A 422 answer in Laravel's shape: `{ message, errors: { field: [message, …] } }`.
export type FieldErrors = Record<string, string[]>;

export class ValidationFailedError extends Error {
  readonly statusCode = 422;
  readonly errors: FieldErrors;

  constructor(errors: FieldErrors) {
    const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
    super(first);
    this.name = 'ValidationFailedError';
    this.errors = errors;
  }
}

/** Throw this from a handler to answer 422 on one field. */
export function validationError(field: string, message: string): ValidationFailedError {
  return new ValidationFailedError({ [field]: [message] });
}

export function isValidationFailedError(error: unknown): error is ValidationFailedError {
  return error instanceof ValidationFailedError;
}
