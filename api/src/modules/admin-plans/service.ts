// The plans back office: list, read, create, replace and delete plans under the catalogue's rules.
import { catalogueMessages, serverMessages as m, type AdminPlan } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../support/clock';
import { PlansRepository } from '../plans/repository';
import { defaultChangeRefusal, deletionRefusal } from './policy';
import { presentAdminPlan } from './presenter';
import { AdminPlansRepository, PlanSaveRefused, type PlanInput } from './repository';

export type PlanResult =
  | { outcome: 'ok'; plan: AdminPlan }
  | { outcome: 'not-found' }
  /** 422 on `field`. */
  | { outcome: 'refused'; field: string; message: string };

export class AdminPlansService {
  private readonly repository: AdminPlansRepository;
  private readonly plans: PlansRepository;

  constructor(
    db: Database,
    private readonly clock: Clock,
  ) {
    this.repository = new AdminPlansRepository(db);
    this.plans = new PlansRepository(db);
  }

  async list(): Promise<AdminPlan[]> {
    return (await this.repository.list(this.clock())).map(presentAdminPlan);
  }

  async show(id: number): Promise<PlanResult> {
    const parts = await this.repository.find(id, this.clock());
    return parts ? { outcome: 'ok', plan: presentAdminPlan(parts) } : { outcome: 'not-found' };
  }

  create(input: PlanInput): Promise<PlanResult> {
    return this.save(null, input);
  }

  async update(id: number, input: PlanInput): Promise<PlanResult> {
    const current = await this.plans.findPlan(id);
    if (!current) return { outcome: 'not-found' };
    const refusal = defaultChangeRefusal(current, input.default);
    if (refusal) return { outcome: 'refused', field: 'default', message: refusal };
    return this.save(id, input);
  }

  private async save(id: number | null, input: PlanInput): Promise<PlanResult> {
    try {
      const planId = await this.repository.save(id, input, this.clock());
      return this.show(planId);
    } catch (error) {
      if (!(error instanceof PlanSaveRefused)) throw error;
      if (error.reason === 'duration-in-use') return { outcome: 'refused', field: 'durations', message: catalogueMessages.durationInUse };
      const field = `durations.${error.index ?? 0}.id`;
      return { outcome: 'refused', field, message: m.invalid(field) };
    }
  }

  async delete(id: number): Promise<{ outcome: 'ok' } | Exclude<PlanResult, { outcome: 'ok' }>> {
    const parts = await this.repository.find(id, this.clock());
    if (!parts) return { outcome: 'not-found' };
    const refusal = deletionRefusal(parts.plan, { subscribers: parts.subscribers, hasHistory: await this.repository.hasHistory(id) });
    if (refusal) return { outcome: 'refused', field: 'plan', message: refusal };
    await this.repository.delete(id);
    return { outcome: 'ok' };
  }
}
