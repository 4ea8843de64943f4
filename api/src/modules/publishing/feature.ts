// Whether a user may auto-publish now (plan or add-on grants 'auto-publishing'; spec §6).
import type { Database } from '../../db/client';
import type { Clock } from '../../support/clock';
import { EntitlementsService } from '../entitlements/service';

export const AUTO_PUBLISHING_FEATURE = 'auto-publishing';

export async function canAutoPublish(db: Database, clock: Clock, userId: number): Promise<boolean> {
  const entitlements = await new EntitlementsService(db, clock).of({ id: userId, role: 'user' });
  return entitlements.access.includes(AUTO_PUBLISHING_FEATURE);
}
