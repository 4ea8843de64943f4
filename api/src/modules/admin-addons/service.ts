// The add-ons back office: list, create, replace, delete (refused once ordered).
import type { z } from 'zod';
import type { AddonRequest, AdminAddon } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../support/clock';
import { deletionRefusal } from './policy';
import { presentAdminAddon } from './presenter';
import { AdminAddonsRepository, type AddonValues } from './repository';

export type AddonInput = z.output<typeof AddonRequest>;
export type AddonResult = { outcome: 'ok'; addon: AdminAddon } | { outcome: 'not-found' } | { outcome: 'refused'; message: string };

const valuesOf = (input: AddonInput): AddonValues => ({
  name: input.name,
  desc: input.desc,
  kind: input.kind,
  feature_key: input.kind === 'feature' ? input.feature_key : null,
  price: input.price,
  currency: input.currency,
  active: input.active,
  sort: input.sort,
});

export class AdminAddonsService {
  private readonly repository: AdminAddonsRepository;

  constructor(
    db: Database,
    private readonly clock: Clock,
  ) {
    this.repository = new AdminAddonsRepository(db);
  }

  async list(): Promise<AdminAddon[]> {
    return (await this.repository.list()).map(presentAdminAddon);
  }

  private async show(id: number): Promise<AddonResult> {
    const row = await this.repository.find(id);
    return row ? { outcome: 'ok', addon: presentAdminAddon(row) } : { outcome: 'not-found' };
  }

  async create(input: AddonInput): Promise<AddonResult> {
    return this.show(await this.repository.insert(valuesOf(input), this.clock()));
  }

  async update(id: number, input: AddonInput): Promise<AddonResult> {
    if (!(await this.repository.update(id, valuesOf(input), this.clock()))) return { outcome: 'not-found' };
    return this.show(id);
  }

  async delete(id: number): Promise<{ outcome: 'ok' } | Exclude<AddonResult, { outcome: 'ok' }>> {
    const row = await this.repository.find(id);
    if (!row) return { outcome: 'not-found' };
    const refusal = deletionRefusal(row);
    if (refusal) return { outcome: 'refused', message: refusal };
    await this.repository.delete(id);
    return { outcome: 'ok' };
  }
}
