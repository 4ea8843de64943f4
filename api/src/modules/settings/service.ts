// Public settings: only the keys the contract lists (PUBLIC_SETTING_KEYS) can ever be read here.
import { PUBLIC_SETTING_KEYS } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import { SettingsRepository } from './repository';

type PublicKey = (typeof PUBLIC_SETTING_KEYS)[number];
const isPublicKey = (key: string): key is PublicKey => (PUBLIC_SETTING_KEYS as readonly string[]).includes(key);

export class SettingsService {
  private readonly repository: SettingsRepository;

  constructor(db: Database) {
    this.repository = new SettingsRepository(db);
  }

  async publicValues(keysParam: string): Promise<Partial<Record<PublicKey, string | null>>> {
    const keys = [...new Set(keysParam.split(',').map((k) => k.trim()))].filter(isPublicKey);
    const stored = await this.repository.values(keys);
    const result: Partial<Record<PublicKey, string | null>> = {};
    for (const key of keys) {
      const value = stored.get(key);
      result[key] = typeof value === 'string' ? value : null;
    }
    return result;
  }
}
