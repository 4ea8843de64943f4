// Data access for connections: pending OAuth states, grants (one consent, its encrypted tokens) and
// the accounts a grant reaches. Everything here is scoped by user id where a user asks.
import { and, asc, eq, inArray, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oauthStates, socialAccounts, socialGrants, type OauthStateRow, type SocialAccountRow, type SocialGrantRow } from '../../db/schema';
import type { GrantNetwork, Platform } from '../social/types';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type NewState = Omit<typeof oauthStates.$inferInsert, 'id' | 'used_at'>;

/** An account with the status of the consent behind it. */
export interface AccountWithGrant {
  account: SocialAccountRow;
  grant: SocialGrantRow;
}

/** What a successful consent saves (tokens already encrypted). */
export interface ConsentRecord {
  userId: number;
  network: GrantNetwork;
  externalUserId: string;
  name: string;
  accessTokenEncrypted: string;
  /** null: keep the stored one (the network sent none this time). */
  refreshTokenEncrypted: string | null;
  expiresAt: Date | null;
  refreshExpiresAt: Date | null;
  scopes: string[];
  accounts: Array<{
    platform: Platform;
    kind: SocialAccountRow['kind'];
    externalId: string;
    name: string;
    username: string | null;
    link: string | null;
    picture: string | null;
    tokenEncrypted: string | null;
    parentExternalId: string | null;
  }>;
}

export class ConnectionsRepository {
  constructor(private readonly db: Database) {}

  async insertState(state: NewState): Promise<void> {
    await this.db.insert(oauthStates).values(state);
  }

  async stateByDigest(digest: string): Promise<OauthStateRow | undefined> {
    const [row] = await this.db.select().from(oauthStates).where(eq(oauthStates.state_digest, digest)).limit(1);
    return row;
  }

  /** Single use: true only for the one caller that marked it (a replayed callback gets false). */
  async useState(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(oauthStates)
      .set({ used_at: now })
      .where(and(eq(oauthStates.id, id), isNull(oauthStates.used_at)))
      .returning({ id: oauthStates.id });
    return rows.length === 1;
  }

  /** Old round trips are of no use to anyone; dropped when a new one starts. */
  async deleteExpiredStates(now: Date): Promise<void> {
    await this.db.delete(oauthStates).where(lte(oauthStates.expires_at, now));
  }

  async accountsOf(userId: number): Promise<AccountWithGrant[]> {
    return this.db
      .select({ account: socialAccounts, grant: socialGrants })
      .from(socialAccounts)
      .innerJoin(socialGrants, eq(socialGrants.id, socialAccounts.grant_id))
      .where(eq(socialAccounts.user_id, userId))
      .orderBy(asc(socialAccounts.platform), asc(socialAccounts.name), asc(socialAccounts.id));
  }

  async accountWithGrant(accountId: number): Promise<AccountWithGrant | undefined> {
    const [row] = await this.db
      .select({ account: socialAccounts, grant: socialGrants })
      .from(socialAccounts)
      .innerJoin(socialGrants, eq(socialGrants.id, socialAccounts.grant_id))
      .where(eq(socialAccounts.id, accountId))
      .limit(1);
    return row;
  }

  async grantsOf(userId: number): Promise<SocialGrantRow[]> {
    return this.db.select().from(socialGrants).where(eq(socialGrants.user_id, userId));
  }

  async grant(id: number): Promise<SocialGrantRow | undefined> {
    const [row] = await this.db.select().from(socialGrants).where(eq(socialGrants.id, id)).limit(1);
    return row;
  }

  /** The grant row under a lock held until `tx` ends: refreshes of one grant run one at a time. */
  async lockGrant(tx: Tx, id: number): Promise<SocialGrantRow | undefined> {
    const [row] = await tx.select().from(socialGrants).where(eq(socialGrants.id, id)).for('update');
    return row;
  }

  async saveRefreshedTokens(
    tx: Tx,
    id: number,
    tokens: { accessTokenEncrypted: string; refreshTokenEncrypted: string | null; expiresAt: Date | null; refreshExpiresAt: Date | null },
    now: Date,
  ): Promise<SocialGrantRow> {
    const [row] = await tx
      .update(socialGrants)
      .set({
        access_token_encrypted: tokens.accessTokenEncrypted,
        ...(tokens.refreshTokenEncrypted ? { refresh_token_encrypted: tokens.refreshTokenEncrypted } : {}),
        expires_at: tokens.expiresAt,
        ...(tokens.refreshExpiresAt ? { refresh_expires_at: tokens.refreshExpiresAt } : {}),
        refreshed_at: now,
        updated_at: now,
      })
      .where(eq(socialGrants.id, id))
      .returning();
    return row;
  }

  /**
   * active → reconnect_needed. Returns the grant only when this call made the change, so the
   * caller that broke it sends the one email of this breakage.
   */
  async markReconnectNeeded(db: Database | Tx, id: number, reason: string, now: Date): Promise<SocialGrantRow | undefined> {
    const [row] = await db
      .update(socialGrants)
      .set({ status: 'reconnect_needed', status_reason: reason, updated_at: now })
      .where(and(eq(socialGrants.id, id), eq(socialGrants.status, 'active')))
      .returning();
    return row;
  }

  /** Records that the user was emailed about this grant; false when someone already did. */
  async claimNotification(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(socialGrants)
      .set({ reconnect_notified_at: now })
      .where(and(eq(socialGrants.id, id), isNull(socialGrants.reconnect_notified_at)))
      .returning({ id: socialGrants.id });
    return rows.length === 1;
  }

  /** Active grants with a refresh token whose access token ends before `before`. */
  async refreshableExpiringBefore(before: Date): Promise<SocialGrantRow[]> {
    return this.db
      .select()
      .from(socialGrants)
      .where(and(eq(socialGrants.status, 'active'), isNotNull(socialGrants.refresh_token_encrypted), lte(socialGrants.expires_at, before)));
  }

  /** Active Facebook grants ending before `before` whose user was not reminded yet. */
  async facebookEndingBefore(before: Date): Promise<SocialGrantRow[]> {
    return this.db
      .select()
      .from(socialGrants)
      .where(
        and(
          eq(socialGrants.network, 'facebook'),
          eq(socialGrants.status, 'active'),
          isNull(socialGrants.reconnect_notified_at),
          lte(socialGrants.expires_at, before),
        ),
      );
  }

  /**
   * Saves a consent in one transaction: the grant (new or reconnected: tokens, name, status back to
   * active), its accounts (an account that moved from another grant of the user follows), and drops
   * the grant's accounts the consent no longer reaches (their targets fail at run time) and grants
   * of the network left without any account.
   */
  async saveConsent(consent: ConsentRecord, now: Date): Promise<SocialGrantRow> {
    return this.db.transaction(async (tx) => {
      const [grant] = await tx
        .insert(socialGrants)
        .values({
          user_id: consent.userId,
          network: consent.network,
          external_user_id: consent.externalUserId,
          name: consent.name,
          access_token_encrypted: consent.accessTokenEncrypted,
          refresh_token_encrypted: consent.refreshTokenEncrypted,
          expires_at: consent.expiresAt,
          refresh_expires_at: consent.refreshExpiresAt,
          scopes: consent.scopes,
          status: 'active',
          refreshed_at: now,
          created_at: now,
          updated_at: now,
        })
        .onConflictDoUpdate({
          target: [socialGrants.user_id, socialGrants.network, socialGrants.external_user_id],
          set: {
            name: consent.name,
            access_token_encrypted: consent.accessTokenEncrypted,
            // The network sent no new refresh token: the stored one is still the one to use.
            refresh_token_encrypted: consent.refreshTokenEncrypted ?? sql`${socialGrants.refresh_token_encrypted}`,
            expires_at: consent.expiresAt,
            refresh_expires_at: consent.refreshExpiresAt ?? sql`${socialGrants.refresh_expires_at}`,
            scopes: consent.scopes,
            status: 'active',
            status_reason: null,
            reconnect_notified_at: null,
            refreshed_at: now,
            updated_at: now,
          },
        })
        .returning();
      for (const account of consent.accounts) {
        const values = {
          grant_id: grant.id,
          kind: account.kind,
          name: account.name,
          username: account.username,
          link: account.link,
          picture: account.picture,
          token_encrypted: account.tokenEncrypted,
          parent_external_id: account.parentExternalId,
          updated_at: now,
        };
        await tx
          .insert(socialAccounts)
          .values({ ...values, user_id: consent.userId, platform: account.platform, external_id: account.externalId, created_at: now })
          .onConflictDoUpdate({ target: [socialAccounts.user_id, socialAccounts.platform, socialAccounts.external_id], set: values });
      }
      const kept = consent.accounts.map((a) => `${a.platform}:${a.externalId}`);
      await tx
        .delete(socialAccounts)
        .where(
          and(
            eq(socialAccounts.grant_id, grant.id),
            kept.length > 0 ? notInArray(sql`${socialAccounts.platform} || ':' || ${socialAccounts.external_id}`, kept) : undefined,
          ),
        );
      await tx
        .delete(socialGrants)
        .where(
          and(
            eq(socialGrants.user_id, consent.userId),
            eq(socialGrants.network, consent.network),
            sql`not exists (select 1 from ${socialAccounts} where ${socialAccounts.grant_id} = ${socialGrants.id})`,
          ),
        );
      return grant;
    });
  }

  /**
   * Removes the user's accounts of these platforms (or the one account `accountId`), then the
   * grants left without accounts. Returns how many accounts went.
   */
  async removeAccounts(userId: number, platforms: Platform[], accountId: number | undefined): Promise<number> {
    return this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(socialAccounts)
        .where(
          and(
            eq(socialAccounts.user_id, userId),
            inArray(socialAccounts.platform, platforms),
            accountId === undefined ? undefined : eq(socialAccounts.id, accountId),
          ),
        )
        .returning({ id: socialAccounts.id });
      await tx
        .delete(socialGrants)
        .where(and(eq(socialGrants.user_id, userId), sql`not exists (select 1 from ${socialAccounts} where ${socialAccounts.grant_id} = ${socialGrants.id})`));
      return removed.length;
    });
  }

  /** The user's networks with an active grant (connected_with_* flags), in one query. */
  async connectedNetworks(userId: number): Promise<Set<GrantNetwork>> {
    const rows = await this.db
      .selectDistinct({ network: socialGrants.network })
      .from(socialGrants)
      .where(and(eq(socialGrants.user_id, userId), eq(socialGrants.status, 'active')));
    return new Set(rows.map((r) => r.network));
  }
}
