// Connection tokens: an X token about to expire is refreshed once even when two publishers race for
// it (X refresh tokens are single-use); a spent refresh token turns the connection "reconnect
// needed" with exactly one email; the scheduled job refreshes ahead and reminds Facebook users.
import { eq } from 'drizzle-orm';
import { CONNECTIONS_PAGE, ConnectionsData } from '@cadence/shared-lib/contract';
import { socialAccounts, socialGrants } from '../../src/db/schema';
import { jobContextOf } from '../../src/jobs/context';
import { refreshConnections } from '../../src/modules/connections/jobs';
import { NetworkError } from '../../src/modules/social/types';
import { mailsTo } from '../setup/outbox';
import { manualClock, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';
import { connect, createLiveApp, startFakes, type Fakes } from './harness';

const HOUR = 3600_000;
const TOKEN_PATH = '/api/2/oauth2/token';

describe('connections: tokens', () => {
  let fakes: Fakes;
  let t: TestApp;
  const clock = manualClock(new Date());

  const connectX = async () => {
    const user = await registerUser(t.app);
    await connect(t.app, user.headers, 'twitter');
    const [account] = await t.db.select().from(socialAccounts).where(eq(socialAccounts.user_id, user.user.id));
    const [grant] = await t.db.select().from(socialGrants).where(eq(socialGrants.id, account.grant_id));
    return { user, account, grant };
  };

  beforeAll(async () => {
    fakes = await startFakes();
    t = await createLiveApp(fakes, clock);
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });

  it('uses the stored token while it is valid, without calling the network', async () => {
    const { account } = await connectX();
    const before = fakes.x.fake.seen('POST', TOKEN_PATH);
    const first = await t.app.social.tokens.access(account.id);
    const second = await t.app.social.tokens.access(account.id);
    expect(first?.account.accessToken).toBeTruthy();
    expect(second?.account.accessToken).toBe(first?.account.accessToken);
    expect(first?.account).toMatchObject({ platform: 'twitter', kind: 'user', externalId: account.external_id });
    expect(fakes.x.fake.seen('POST', TOKEN_PATH)).toBe(before);
    expect(await t.app.social.tokens.access(999_999)).toBeNull();
  });

  it('refreshes a token about to expire exactly once when two callers race, and both get the new token', async () => {
    const { account, grant } = await connectX();
    const old = await t.app.social.tokens.access(account.id);
    // 2 h tokens: one minute before the end, inside the 120 s window.
    await t.db.update(socialGrants).set({ expires_at: new Date(clock().getTime() + 60_000) }).where(eq(socialGrants.id, grant.id));
    const before = fakes.x.fake.seen('POST', TOKEN_PATH);
    const [a, b] = await Promise.all([t.app.social.tokens.access(account.id), t.app.social.tokens.access(account.id)]);
    expect(fakes.x.fake.seen('POST', TOKEN_PATH) - before).toBe(1);
    expect(a?.account.accessToken).toBeTruthy();
    expect(a?.account.accessToken).not.toBe(old?.account.accessToken);
    expect(b?.account.accessToken).toBe(a?.account.accessToken);
    const [saved] = await t.db.select().from(socialGrants).where(eq(socialGrants.id, grant.id));
    expect(saved.status).toBe('active');
    expect(saved.expires_at!.getTime()).toBeGreaterThan(clock().getTime() + HOUR);
    expect(saved.refresh_token_encrypted).not.toBe(grant.refresh_token_encrypted);
  });

  it('a spent refresh token marks the connection reconnect needed and emails the user once', async () => {
    const { user, account, grant } = await connectX();
    // Refresh once (the stored refresh token rotates), then put the spent one back.
    await t.db.update(socialGrants).set({ expires_at: new Date(clock().getTime() + 60_000) }).where(eq(socialGrants.id, grant.id));
    await t.app.social.tokens.access(account.id);
    await t.db
      .update(socialGrants)
      .set({ refresh_token_encrypted: grant.refresh_token_encrypted, expires_at: new Date(clock().getTime() + 60_000) })
      .where(eq(socialGrants.id, grant.id));

    await expect(t.app.social.tokens.access(account.id)).rejects.toMatchObject({ failure: 'reconnect' });
    // Asked again, and told again by a publisher: still one email.
    await expect(t.app.social.tokens.access(account.id)).rejects.toBeInstanceOf(NetworkError);
    await t.app.social.tokens.markReconnectNeeded(grant.id, 'The token was revoked.');
    expect(await t.app.social.tokens.forceRefresh(grant.id)).toBe(false);

    const [saved] = await t.db.select().from(socialGrants).where(eq(socialGrants.id, grant.id));
    expect(saved.status).toBe('reconnect_needed');
    expect(saved.status_reason).toBeTruthy();
    const reconnectMails = () => mailsTo(t.config.dataDir, user.email).filter((m) => m.subject.includes('reconnected'));
    const mails = reconnectMails();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your X connection needs to be reconnected');
    expect(mails[0].links).toContain(`${t.config.publicUrl}${CONNECTIONS_PAGE}`);

    // The tab shows it.
    const data = ConnectionsData.parse((await t.app.inject({ method: 'GET', url: '/api/web/v1/account-settings/connections', headers: user.headers })).json().data);
    expect(data.connections[0]).toMatchObject({ status: 'reconnect_needed', status_reason: saved.status_reason });
    expect(data.networks.find((n) => n.network === 'twitter')?.reconnect_needed).toBe(true);

    // Reconnecting brings it back, and a later breakage is a new email.
    await connect(t.app, user.headers, 'twitter');
    const [again] = await t.db.select().from(socialGrants).where(eq(socialGrants.id, grant.id));
    expect([again.status, again.status_reason, again.reconnect_notified_at]).toEqual(['active', null, null]);
    await t.app.social.tokens.markReconnectNeeded(grant.id, 'The token was revoked.');
    expect(reconnectMails()).toHaveLength(2);
  });

  it('the scheduled job refreshes tokens ending within 6 hours and reminds Facebook users once', async () => {
    const x = await connectX();
    // An X token (2 h) issued 110 minutes ago: ten minutes left, inside a quarter of its life.
    await t.db
      .update(socialGrants)
      .set({ refreshed_at: new Date(clock().getTime() - 110 * 60_000), expires_at: new Date(clock().getTime() + 10 * 60_000) })
      .where(eq(socialGrants.id, x.grant.id));
    const fbUser = await registerUser(t.app);
    await connect(t.app, fbUser.headers, 'facebook');
    await t.db.update(socialGrants).set({ expires_at: new Date(clock().getTime() + 3 * 24 * HOUR) }).where(eq(socialGrants.user_id, fbUser.user.id));

    const ctx = jobContextOf(t.app);
    const first = await refreshConnections(ctx);
    expect(first.refreshed).toBeGreaterThanOrEqual(1);
    expect(first.facebook_reminders).toBe(1);
    const [refreshed] = await t.db.select().from(socialGrants).where(eq(socialGrants.id, x.grant.id));
    expect(refreshed.expires_at!.getTime()).toBeGreaterThan(clock().getTime() + HOUR);
    const reminders = mailsTo(t.config.dataDir, fbUser.email).filter((m) => m.subject.includes('Facebook'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].subject).toBe('Your Facebook connection ends soon');

    // The next run: the fresh X token (2 h left) is left alone and nobody is reminded twice.
    const second = await refreshConnections(ctx);
    expect(second.facebook_reminders).toBe(0);
    expect(second.refreshed).toBe(0);
    expect(mailsTo(t.config.dataDir, fbUser.email).filter((m) => m.subject.includes('Facebook'))).toHaveLength(1);
  });
});
