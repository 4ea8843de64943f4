// Data access for the key/value settings table.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';

export class SettingsRepository {
  constructor(private readonly db: Database) {}

  async values(keys: string[]): Promise<Map<string, unknown>> {
    if (keys.length === 0) return new Map();
    const rows = await this.db.select().from(settings).where(inArray(settings.key, keys));
    return new Map(rows.map((row) => [row.key, row.value]));
  }

  async set(key: string, value: unknown, now: Date): Promise<void> {
    await this.db
      .insert(settings)
      .values({ key, value, created_at: now, updated_at: now })
      .onConflictDoUpdate({ target: settings.key, set: { value, updated_at: now } });
  }
}
