// The owner's share links: list, create (a fresh 256-bit token each time) and revoke. Links of a
// planner need that planner to be the user's; another user's planner or link is "not found".
import type { ShareLink } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import type { ShareLinkRow, UserRow } from '../../db/schema';
import type { Clock } from '../../support/clock';
import { CryptoBox } from '../../support/crypto-box';
import { PlannersRepository } from '../planners/repository';
import { mayManageLink } from './policy';
import { presentLink } from './presenter';
import { ShareLinksRepository } from './repository';
import { newShareToken, SHARE_TOKEN_PURPOSE, tokenDigest } from './token';

export class ShareLinksService {
  private readonly links: ShareLinksRepository;
  private readonly planners: PlannersRepository;
  private readonly box: CryptoBox;

  constructor(
    db: Database,
    appKey: Buffer,
    private readonly clock: Clock,
  ) {
    this.links = new ShareLinksRepository(db);
    this.planners = new PlannersRepository(db);
    this.box = new CryptoBox(appKey, SHARE_TOKEN_PURPOSE);
  }

  /** Null: no such planner of this user. */
  async listForPlanner(user: UserRow, plannerId: number): Promise<ShareLink[] | null> {
    if (!(await this.planners.findOwned(user.id, plannerId))) return null;
    return this.present(await this.links.listForPlanner(user.id, plannerId));
  }

  async createForPlanner(user: UserRow, plannerId: number): Promise<ShareLink | null> {
    if (!(await this.planners.findOwned(user.id, plannerId))) return null;
    return this.create(user, 'planner', plannerId);
  }

  async listQueue(user: UserRow): Promise<ShareLink[]> {
    return this.present(await this.links.listQueue(user.id));
  }

  createQueue(user: UserRow): Promise<ShareLink> {
    return this.create(user, 'queue', null);
  }

  async revoke(user: UserRow, linkId: number): Promise<ShareLink | null> {
    const link = await this.links.findOwned(user.id, linkId);
    if (!link || !mayManageLink(user, link)) return null;
    return this.presentOne(await this.links.revoke(link, this.clock()));
  }

  private async create(user: UserRow, kind: ShareLinkRow['kind'], plannerId: number | null): Promise<ShareLink> {
    const token = newShareToken();
    const row = await this.links.create(
      { user_id: user.id, kind, planner_id: plannerId, token_digest: tokenDigest(token), token_encrypted: this.box.encrypt(token) },
      this.clock(),
    );
    return presentLink(row, token);
  }

  private present(rows: ShareLinkRow[]): ShareLink[] {
    return rows.map((row) => this.presentOne(row));
  }

  private presentOne(row: ShareLinkRow): ShareLink {
    return presentLink(row, this.box.decrypt(row.token_encrypted));
  }
}
