// A monitor load refused by the feature gate (the plan lost auto publishing while the page was open):
// the shell already shows the upgrade prompt, so the page says why it is empty instead of offering
// a retry that cannot succeed.
import { isPlanFeatureDenial } from '@cadence/shared-lib';
import { isAxiosError } from 'axios';

export function isPlanDenied(error: unknown): boolean {
  return isAxiosError(error) && error.response?.status === 403 && isPlanFeatureDenial(error.response.data);
}
