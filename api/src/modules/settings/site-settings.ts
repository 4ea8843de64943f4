// The product-wide settings an admin edits (auth image, product name, support email, maintenance)
// read from the key/value table with their types and defaults, in one query.
import { DEFAULT_PRODUCT_NAME, type AdminSettings } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import { SettingsRepository } from './repository';

export const SITE_SETTING_KEYS = ['auth_image', 'product_name', 'support_email', 'maintenance_mode', 'maintenance_message'] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function toSiteSettings(stored: Map<string, unknown>): AdminSettings {
  return {
    auth_image: text(stored.get('auth_image')),
    product_name: text(stored.get('product_name')) ?? DEFAULT_PRODUCT_NAME,
    support_email: text(stored.get('support_email')),
    maintenance_mode: stored.get('maintenance_mode') === true,
    maintenance_message: text(stored.get('maintenance_message')),
  };
}

export class SiteSettings {
  private readonly repository: SettingsRepository;

  constructor(db: Database) {
    this.repository = new SettingsRepository(db);
  }

  async read(): Promise<AdminSettings> {
    return toSiteSettings(await this.repository.values([...SITE_SETTING_KEYS]));
  }

  async write(values: AdminSettings, now: Date): Promise<void> {
    for (const key of SITE_SETTING_KEYS) await this.repository.set(key, values[key], now);
  }
}
