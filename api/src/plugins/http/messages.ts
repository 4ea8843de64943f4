// The fixed messages the HTTP layer answers with (Laravel's wording where the client expects it).
export const HttpMessages = {
  serverError: 'Server Error',
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  notFound: 'Not Found.',
  malformedJson: 'The request body is not valid JSON.',
  badRequest: 'Bad Request.',
  tooLarge: 'The request body is too large.',
  incompleteBody: 'The request body was incomplete.',
  unsupportedMediaType: 'Unsupported Media Type.',
  tooManyRequests: 'Too Many Attempts.',
  invalidSpoofedMethod: 'The selected _method is invalid.',
  methodNotAllowed: (method: string, allowed: readonly string[]) =>
    `The ${method} method is not supported for this route. Supported methods: ${allowed.join(', ')}.`,
} as const;
