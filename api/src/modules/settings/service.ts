// Public settings: only the keys the contract lists (PUBLIC_SETTING_KEYS) can ever be read here.
import { PUBLIC_SETTING_KEYS, type AdminSettings, type SettingsData } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import { SettingsRepository } from './repository';
import { toSiteSettings } from './site-settings';

type PublicKey = (typeof PUBLIC_SETTING_KEYS)[number];
const isPublicKey = (key: string): key is PublicKey => (PUBLIC_SETTING_KEYS as readonly string[]).includes(key);

export class SettingsService {
  private readonly repository: SettingsRepository;

  constructor(db: Database) {
    this.repository = new SettingsRepository(db);
  }

  async publicValues(keysParam: string): Promise<SettingsData> {
    const keys = [...new Set(keysParam.split(',').map((k) => k.trim()))].filter(isPublicKey);
    const all = toSiteSettings(await this.repository.values(keys));
    const result: Partial<AdminSettings> = {};
    for (const key of keys) Object.assign(result, { [key]: all[key] });
    return result;
  }
}
