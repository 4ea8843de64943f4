// Data access for the channels table (4 rows seeded by the migration, one per platform).
import { asc, eq } from 'drizzle-orm';
import type { ChannelPlatform } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import { channels, type ChannelRow } from '../../db/schema';

export interface ChannelChanges {
  enabled: boolean;
  client_id: string | null;
  client_secret_encrypted?: string;
}

export class ChannelsRepository {
  constructor(private readonly db: Database) {}

  all(): Promise<ChannelRow[]> {
    return this.db.select().from(channels).orderBy(asc(channels.platform));
  }

  async find(platform: ChannelPlatform): Promise<ChannelRow | undefined> {
    const [row] = await this.db.select().from(channels).where(eq(channels.platform, platform)).limit(1);
    return row;
  }

  /** Upsert, so a platform whose seed row is missing still saves. */
  async save(platform: ChannelPlatform, changes: ChannelChanges, now: Date): Promise<ChannelRow> {
    const [row] = await this.db
      .insert(channels)
      .values({ platform, ...changes, created_at: now, updated_at: now })
      .onConflictDoUpdate({ target: channels.platform, set: { ...changes, updated_at: now } })
      .returning();
    return row;
  }
}
