// A user's sessions (access tokens): listed and revoked, always scoped to the signed-in user.
import type { SessionInfo } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../support/clock';
import { TokenRepository } from '../auth/token-repository';
import { presentSession } from './presenter';

export class SessionsService {
  private readonly tokens: TokenRepository;

  constructor(
    db: Database,
    private readonly clock: Clock,
    private readonly idleMinutes: number,
  ) {
    this.tokens = new TokenRepository(db);
  }

  async list(userId: number, currentTokenId: number | undefined): Promise<SessionInfo[]> {
    const now = this.clock().getTime();
    const rows = await this.tokens.listLiveForUser(userId, this.clock());
    // Idle-expired tokens no longer work, so they are not sessions any more.
    const live = rows.filter((row) => (row.last_used_at ?? row.created_at).getTime() + this.idleMinutes * 60_000 > now);
    return live.map((row) => presentSession(row, currentTokenId));
  }

  /** False when the id is not one of this user's sessions (another user's id looks the same as none). */
  revoke(userId: number, tokenId: number): Promise<boolean> {
    return this.tokens.deleteForUser(userId, tokenId);
  }
}
