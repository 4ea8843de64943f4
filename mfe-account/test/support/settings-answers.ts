// Answers of GET /account-settings as the API sends them (contract shape), for component tests.
import type { User } from '@cadence/shared-lib';

export function settingsAnswer(user: User, overrides: { birth_date?: string | null; country?: string | null; post_reminder?: boolean } = {}) {
  return {
    data: {
      user,
      information: {
        bio: 'I plan posts for small bakeries.',
        birth_date: overrides.birth_date === undefined ? '1990-05-17' : overrides.birth_date,
        country: overrides.country === undefined ? 'EG' : overrides.country,
        website: 'bakery.example.com',
      },
      notifications: { email: { post_reminder: overrides.post_reminder ?? false } },
    },
  };
}

export function validationError(field: string, message: string) {
  return { status: 422, body: { message, errors: { [field]: [message, 'a second message'] } } };
}
