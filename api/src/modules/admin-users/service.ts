// The admin users back office: list, create staff, approve (with an email), suspend, restore, role.
import type { z } from 'zod';
import type { AdminUserRow, AdminUsersQuery, CreateStaffRequest, PageMeta, Role } from '@cadence/shared-lib/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Mailer } from '../../plugins/http/mailer';
import type { Clock } from '../../support/clock';
import { hashPassword } from '../../support/passwords';
import { approvedMail } from '../auth/mails';
import { TokenRepository } from '../auth/token-repository';
import { UsersRepository } from '../users/repository';
import { mayChangeRole, maySuspend } from './policy';
import { presentAdminUser } from './presenter';
import { AdminUsersRepository } from './repository';

export const DEFAULT_PER_PAGE = 15;

export type ActionResult = { outcome: 'ok'; user: AdminUserRow } | { outcome: 'not-found' } | { outcome: 'self' };

const flag = (value: 'true' | 'false' | undefined): boolean | undefined => (value === undefined ? undefined : value === 'true');

export class AdminUsersService {
  private readonly list: AdminUsersRepository;
  private readonly users: UsersRepository;
  private readonly tokens: TokenRepository;

  constructor(
    db: Database,
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly clock: Clock,
  ) {
    this.list = new AdminUsersRepository(db);
    this.users = new UsersRepository(db);
    this.tokens = new TokenRepository(db);
  }

  private async present(row: UserRow): Promise<AdminUserRow> {
    const plans = await this.list.planNames([row.id], this.clock());
    return presentAdminUser(row, plans.get(row.id) ?? null);
  }

  async page(query: z.output<typeof AdminUsersQuery>): Promise<{ users: AdminUserRow[]; meta: PageMeta }> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? DEFAULT_PER_PAGE;
    const { rows, total } = await this.list.page(
      { q: query.q, role: query.role, verified: flag(query.verified), approved: flag(query.approved), suspended: flag(query.suspended) },
      page,
      perPage,
    );
    const plans = await this.list.planNames(
      rows.map((r) => r.id),
      this.clock(),
    );
    return {
      users: rows.map((row) => presentAdminUser(row, plans.get(row.id) ?? null)),
      meta: { total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) },
    };
  }

  /** Undefined when the email is taken. */
  async createStaff(input: z.output<typeof CreateStaffRequest>): Promise<AdminUserRow | undefined> {
    const now = this.clock();
    const row = await this.users.insertIfAbsent({
      full_name: input.full_name,
      email: input.email,
      phone: input.phone,
      password_hash: await hashPassword(input.password),
      role: 'staff',
      email_verified_at: now,
      approved_at: now,
      created_at: now,
      updated_at: now,
    });
    return row ? this.present(row) : undefined;
  }

  async approve(id: number): Promise<ActionResult> {
    const target = await this.users.findById(id);
    if (!target) return { outcome: 'not-found' };
    if (target.approved_at) return { outcome: 'ok', user: await this.present(target) };
    const now = this.clock();
    const updated = (await this.users.update(id, { approved_at: now }, now)) ?? target;
    await this.mailer.send(approvedMail(updated, `${this.config.publicUrl}/login`));
    return { outcome: 'ok', user: await this.present(updated) };
  }

  async suspend(actor: UserRow, id: number): Promise<ActionResult> {
    const target = await this.users.findById(id);
    if (!target) return { outcome: 'not-found' };
    if (!maySuspend(actor, target)) return { outcome: 'self' };
    const now = this.clock();
    const updated = target.suspended_at ? target : ((await this.users.update(id, { suspended_at: now }, now)) ?? target);
    // The auth check refuses suspended users anyway; dropping the tokens makes it final.
    await this.tokens.deleteAllForUser(id);
    return { outcome: 'ok', user: await this.present(updated) };
  }

  async restore(id: number): Promise<ActionResult> {
    const target = await this.users.findById(id);
    if (!target) return { outcome: 'not-found' };
    const updated = (await this.users.update(id, { suspended_at: null }, this.clock())) ?? target;
    return { outcome: 'ok', user: await this.present(updated) };
  }

  async changeRole(actor: UserRow, id: number, role: Role): Promise<ActionResult> {
    const target = await this.users.findById(id);
    if (!target) return { outcome: 'not-found' };
    if (!mayChangeRole(actor, target, role)) return { outcome: 'self' };
    const updated = (await this.users.update(id, { role }, this.clock())) ?? target;
    return { outcome: 'ok', user: await this.present(updated) };
  }
}
