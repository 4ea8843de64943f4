// The admin settings calls. Saving is multipart (the auth image travels as a file), which the
// client sends as POST with _method=put.
import { call, type CallResult } from '@cadence/shared-lib';

export type AdminSettings = CallResult<'adminSettings'>['data']['settings'];

export interface SettingsChange {
  product_name: string;
  support_email: string;
  maintenance_mode: boolean;
  maintenance_message: string;
  /** A new image; null keeps the current one. */
  auth_image: File | null;
  remove_auth_image: boolean;
}

export async function loadSettings(): Promise<AdminSettings> {
  return (await call('adminSettings')).data.settings;
}

export async function saveSettings(change: SettingsChange): Promise<AdminSettings> {
  const body = new FormData();
  body.append('product_name', change.product_name.trim());
  body.append('support_email', change.support_email.trim());
  body.append('maintenance_mode', change.maintenance_mode ? 'true' : 'false');
  body.append('maintenance_message', change.maintenance_message.trim());
  if (change.auth_image) body.append('auth_image', change.auth_image);
  else if (change.remove_auth_image) body.append('remove_auth_image', 'true');
  return (await call('adminUpdateSettings', { body })).data.settings;
}
