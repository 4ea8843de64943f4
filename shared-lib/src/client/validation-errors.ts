// Reads Laravel-shaped 422 answers: `{ message, errors: { field: [msg, …] } }` (spec §5, §8).
import { isAxiosError } from 'axios';
import { ValidationErrorBody } from '../contract/http';

/** The first message of the first field of a 422 answer, or null for any other error. */
export function firstValidationMessage(error: unknown): string | null {
  if (!isAxiosError(error) || error.response?.status !== 422) return null;
  const body = ValidationErrorBody.safeParse(error.response.data);
  if (!body.success) {
    const data: unknown = error.response.data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message;
    return null;
  }
  for (const messages of Object.values(body.data.errors)) {
    if (messages.length > 0) return messages[0];
  }
  return body.data.message || null;
}
