// Server-side validation messages (Laravel's wording, which the product's API mirrors).
// Field names are shown with underscores turned into spaces, as Laravel does.
const label = (field: string) => field.replace(/_/g, ' ');

export const serverMessages = {
  required: (field: string) => `The ${label(field)} field is required.`,
  email: (field: string) => `The ${label(field)} field must be a valid email address.`,
  string: (field: string) => `The ${label(field)} field must be a string.`,
  boolean: (field: string) => `The ${label(field)} field must be true or false.`,
  integer: (field: string) => `The ${label(field)} field must be an integer.`,
  min: (field: string, n: number) => `The ${label(field)} field must be at least ${n} characters.`,
  max: (field: string, n: number) => `The ${label(field)} field must not be greater than ${n} characters.`,
  invalid: (field: string) => `The selected ${label(field)} is invalid.`,
  failedLogin: 'These credentials do not match our records.',
  throttled: (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`,
} as const;
