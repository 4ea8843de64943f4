// The default free plan every installation starts with (no features yet; later issues add them).
import type { Database } from '../../db/client';
import type { PlanRow } from '../../db/schema';
import { PlansRepository } from './repository';

export async function ensureDefaultPlan(db: Database): Promise<PlanRow> {
  const repository = new PlansRepository(db);
  const existing = await repository.findDefaultPlan();
  if (existing) return existing;
  return repository.insertPlan(
    { name: 'Free', desc: 'Plan your content with the essentials.', free: true, is_default: true, sort: 0 },
    [{ label: 'Monthly', duration: 'month', price: 0, currency: 'USD', is_default: true }],
  );
}
