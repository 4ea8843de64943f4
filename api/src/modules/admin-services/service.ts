// Ordered services (admin side of add-on orders of kind service): list, show, and move along the
// workflow with a note to the customer; every change emails the customer.
import type { z } from 'zod';
import { serviceMessages, type AdminServiceOrder, type AdminServicesQuery, type PageMeta, type UpdateServiceRequest } from '@cadence/shared-lib/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../plugins/http/mailer';
import { validationError } from '../../plugins/http/validation-error';
import type { Clock } from '../../support/clock';
import { serviceUpdateMail } from './mails';
import { mayTransition } from './policy';
import { presentServiceOrder } from './presenter';
import { AdminServicesRepository } from './repository';

export const DEFAULT_PER_PAGE = 15;

export type UpdateResult = { outcome: 'ok'; service: AdminServiceOrder; changed: boolean } | { outcome: 'not-found' };

export class AdminServicesService {
  private readonly repository: AdminServicesRepository;

  constructor(
    db: Database,
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly clock: Clock,
  ) {
    this.repository = new AdminServicesRepository(db);
  }

  async page(query: z.output<typeof AdminServicesQuery>): Promise<{ services: AdminServiceOrder[]; meta: PageMeta }> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? DEFAULT_PER_PAGE;
    const { rows, total } = await this.repository.page({ status: query.status, q: query.q }, page, perPage);
    return {
      services: rows.map(presentServiceOrder),
      meta: { total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) },
    };
  }

  async show(id: number): Promise<AdminServiceOrder | undefined> {
    const row = await this.repository.find(id);
    return row ? presentServiceOrder(row) : undefined;
  }

  /** Throws a 422 on an illegal transition. */
  async update(id: number, input: z.output<typeof UpdateServiceRequest>): Promise<UpdateResult> {
    const record = await this.repository.find(id);
    if (!record) return { outcome: 'not-found' };
    const from = record.order.service_status ?? 'pending';
    const to = input.service_status ?? from;
    if (to !== from && !mayTransition(from, to)) throw validationError('service_status', serviceMessages.illegalTransition(from, to));
    const noteChanged = input.customer_note !== undefined && input.customer_note !== record.order.customer_note;
    const statusChanged = to !== from;
    if (!statusChanged && !noteChanged) return { outcome: 'ok', service: presentServiceOrder(record), changed: false };

    const changes = { ...(statusChanged ? { service_status: to } : {}), ...(noteChanged ? { customer_note: input.customer_note } : {}) };
    if (!(await this.repository.update(id, from, changes, this.clock()))) {
      // Someone else changed the status meanwhile: judge the request against the new state.
      return this.update(id, input);
    }
    const updated = await this.repository.find(id);
    if (!updated) return { outcome: 'not-found' };
    await this.mailer.send(
      serviceUpdateMail(
        updated.customer,
        { id, name: updated.addon.name, status: to, note: updated.order.customer_note, statusChanged },
        `${this.config.publicUrl}/addons`,
      ),
    );
    return { outcome: 'ok', service: presentServiceOrder(updated), changed: true };
  }
}
