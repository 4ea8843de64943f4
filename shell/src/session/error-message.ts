// The text a form shows for a failed call: the first 422 field message, else the server's message.
import { isAxiosError } from 'axios';
import { firstValidationMessage } from '@cadence/shared-lib';

export function formErrorMessage(error: unknown): string | null {
  const validation = firstValidationMessage(error);
  if (validation) return validation;
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
      return data.message;
    }
  }
  return null;
}
