// Data access for the feature catalogue (keys fixed by spec §6; rows seeded by migration 0003).
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { features, type FeatureRow } from '../../db/schema';

export type FeatureChanges = Partial<Pick<FeatureRow, 'name' | 'icon' | 'active' | 'sort'>>;

export class AdminFeaturesRepository {
  constructor(private readonly db: Database) {}

  list(): Promise<FeatureRow[]> {
    return this.db.select().from(features).orderBy(asc(features.sort), asc(features.key));
  }

  async update(key: string, changes: FeatureChanges, now: Date): Promise<FeatureRow | undefined> {
    const [row] = await this.db.update(features).set({ ...changes, updated_at: now }).where(eq(features.key, key)).returning();
    return row;
  }
}
