// What a failed settings call shows in the form: the first validation message of a 422; other
// failures were already reported by the client (Server Error toast, or a redirect).
import { firstValidationMessage } from '@cadence/shared-lib';
import type { FormStatusValue } from './FormStatus';

export function failureStatus(error: unknown): FormStatusValue {
  const message = firstValidationMessage(error);
  return message ? { type: 'error', text: message } : null;
}
