// End to end against the local fake networks (platform-contracts.md): connections made through the
// real OAuth round trip, real network clients, media served to the networks by signed public URLs,
// and the fault matrix the issue names. What is checked is what a user sees: the post on the network
// (exactly once), the target's state, link and reason, and the monitor.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { MonitorRow } from '@cadence/shared-lib/contract';
import { mediaFiles, publishTargets, socialAccounts, socialGrants, type PublishTargetRow } from '../../src/db/schema';
import type { PublishingEngine } from '../../src/modules/publishing/jobs';
import type { Platform } from '../../src/modules/social/types';
import { connect, enableChannels, liveEnv, startFakes, type Fakes } from '../connections/harness';
import { createTestApp, type TestApp } from '../setup/test-app';
import { API, engineWith, makeOwner, makePlanner, schedulePost, targetsOfPost, type Owner } from './harness';

// A 1×1 PNG: the Graph fake really fetches media and checks its bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('publishing to the fake networks', () => {
  let fakes: Fakes;
  let t: TestApp;
  let media: http.Server;
  let owner: Owner;
  let plannerId: number;
  let engine: PublishingEngine;
  const accounts: Partial<Record<Platform, number>> = {};
  // Real time: the fakes stamp posts and tokens with it, and reconciliation compares against it.
  const clock = () => new Date();

  const target = async (id: number): Promise<PublishTargetRow> => (await t.db.select().from(publishTargets).where(eq(publishTargets.id, id)))[0];
  const image = async (): Promise<number> => {
    const stored = await t.app.storage.put(PNG, { kind: 'image', maxBytes: 1024 * 1024 });
    const [row] = await t.db.insert(mediaFiles).values({ user_id: owner.id, kind: 'image', path: stored.file, mime: 'image/png', size: PNG.length, width: 1, height: 1 }).returning();
    return row.id;
  };
  /** Time passes until the target's next attempt (as if its job woke up). */
  const makeDue = async (...ids: number[]) => {
    for (const id of ids) await t.db.update(publishTargets).set({ next_attempt_at: new Date() }).where(eq(publishTargets.id, id));
  };
  /** A post to one account of `platform`, scheduled a minute or two ahead, then made due now. */
  const due = async (platform: Platform, caption = `Fresh bread ${Math.random().toString(36).slice(2)}`) => {
    const at = new Date(Math.ceil((clock().getTime() + 60_000) / 60_000) * 60_000 + 60_000);
    const iso = at.toISOString();
    const post = await schedulePost(t.app, owner, plannerId, {
      channels: [platform],
      account_ids: [accounts[platform]],
      caption,
      media_ids: platform === 'instagram' ? [await image()] : [],
      date: iso.slice(0, 10),
      time: iso.slice(11, 16),
    });
    const [row] = await targetsOfPost(t.db, post.id);
    await makeDue(row.id);
    return { post, target: row, caption };
  };
  const postsOn = (fake: Fakes['meta'], text: string) => fake.fake.posts().filter((p) => p.text === text);

  beforeAll(async () => {
    fakes = await startFakes();
    // The networks fetch media from MEDIA_PUBLIC_URL: a loopback server in front of the app.
    const behind: { app?: TestApp['app'] } = {};
    media = http.createServer((req, res) => {
      if (!behind.app) return void res.writeHead(503).end();
      void behind.app.inject({ method: 'GET', url: req.url ?? '/' }).then((r) => {
        res.writeHead(r.statusCode, { 'content-type': String(r.headers['content-type'] ?? 'application/octet-stream') });
        res.end(r.rawPayload);
      });
    });
    await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
    const mediaUrl = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
    t = await createTestApp({ env: { ...liveEnv(fakes), MEDIA_PUBLIC_URL: mediaUrl }, clock });
    behind.app = t.app;
    await enableChannels(t);
    owner = await makeOwner(t.app, t.db);
    plannerId = (await makePlanner(t.app, owner.headers, { timezone: 'UTC' })).id;
    for (const network of ['facebook', 'linkedin', 'twitter'] as const) await connect(t.app, owner.headers, network);
    const rows = await t.db.select().from(socialAccounts).where(eq(socialAccounts.user_id, owner.id)).orderBy(socialAccounts.id);
    for (const platform of ['facebook', 'instagram', 'linkedin', 'twitter'] as const) accounts[platform] = rows.find((r) => r.platform === platform)?.id;
    engine = engineWith(t.app, null).engine;
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
    await new Promise((resolve) => media.close(resolve));
  });
  afterEach(() => {
    for (const fake of [fakes.meta, fakes.linkedin, fakes.x]) fake.fake.clearFaults();
  });

  it('publishes a post to a Facebook Page, Instagram, LinkedIn and X, once each, and the monitor shows the links', async () => {
    const at = new Date(Math.ceil((clock().getTime() + 60_000) / 60_000) * 60_000 + 60_000);
    const caption = `All four ${Date.now()}`;
    const post = await schedulePost(t.app, owner, plannerId, {
      channels: ['facebook', 'instagram', 'linkedin', 'twitter'],
      account_ids: Object.values(accounts),
      caption,
      first_comment: 'Order at bakery.test',
      media_ids: [await image()],
      date: at.toISOString().slice(0, 10),
      time: at.toISOString().slice(11, 16),
    });
    const targets = await targetsOfPost(t.db, post.id);
    expect(targets.map((x) => x.platform)).toEqual(['facebook', 'instagram', 'linkedin', 'twitter']);
    await makeDue(...targets.map((x) => x.id));
    await engine.publish(targets.map((x) => x.id));
    await engine.publish(targets.map((x) => x.id)); // a second delivery of the same jobs changes nothing

    const done = await targetsOfPost(t.db, post.id);
    expect(done.map((x) => [x.platform, x.state, x.error_message])).toEqual([
      ['facebook', 'published', null],
      ['instagram', 'published', null],
      ['linkedin', 'published', null],
      ['twitter', 'published', null],
    ]);
    expect(postsOn(fakes.meta, caption)).toHaveLength(2); // the Page post and the Instagram post
    // The upload was a PNG; Instagram (and its fake) take JPEG only, so a JPEG copy was published.
    const instagram = done.find((x) => x.platform === 'instagram');
    const copies = Object.values((instagram?.progress.jpeg ?? {}) as Record<string, { file: string }>);
    expect(copies).toHaveLength(1);
    const opened = await t.app.storage.open(copies[0].file);
    expect(opened?.contentType).toBe('image/jpeg');
    opened?.stream.destroy();
    expect(postsOn(fakes.linkedin, caption)).toHaveLength(1);
    expect(postsOn(fakes.x, caption)).toHaveLength(1);
    for (const p of [...postsOn(fakes.meta, caption), ...postsOn(fakes.linkedin, caption), ...postsOn(fakes.x, caption)]) expect(p.comments).toEqual(['Order at bakery.test']);

    const response = await t.app.inject({ method: 'GET', url: `${API}/schedules/auto-publishing-monitor?state=published`, headers: owner.headers });
    const row = MonitorRow.array().parse(response.json().data.rows).find((r) => r.id === post.id);
    expect(row?.auto_publishing_state).toBe('published');
    for (const p of row?.published_on ?? []) expect(p.link).toMatch(/^https?:\/\//);
    expect(row?.published_on.map((p) => p.link).sort()).toEqual(done.map((x) => x.link).sort());
  });

  it('retries a 5xx and publishes one post', async () => {
    const { target: row, caption } = await due('facebook');
    fakes.meta.fake.inject({ kind: 'server-error' });
    await engine.publish([row.id]);
    const waiting = await target(row.id);
    expect([waiting.state, waiting.attempts]).toEqual(['scheduled', 1]);
    await makeDue(row.id);
    await engine.publish([row.id]);
    expect((await target(row.id)).state).toBe('published');
    expect(postsOn(fakes.meta, caption)).toHaveLength(1);
  });

  it("waits for X's rate-limit reset after a 429", async () => {
    const { target: row } = await due('twitter');
    fakes.x.fake.inject({ kind: 'rate-limit' });
    await engine.publish([row.id]);
    const waiting = await target(row.id);
    expect([waiting.state, waiting.error_code !== null]).toEqual(['scheduled', true]);
    const wait = waiting.next_attempt_at.getTime() - clock().getTime();
    expect(wait).toBeGreaterThan(30_000);
    expect(wait).toBeLessThanOrEqual(65_000);
  });

  it('fails with "reconnect" when the Facebook token expired, and marks the connection', async () => {
    const { post, target: row } = await due('facebook');
    fakes.meta.fake.inject({ kind: 'expired-token', match: '.' });
    await engine.publish([row.id]);
    const failed = await target(row.id);
    expect([failed.state, failed.error_action]).toEqual(['failure', 'reconnect']);
    expect(failed.error_message).toMatch(/reconnect/i);
    const [account] = await t.db.select().from(socialAccounts).where(eq(socialAccounts.id, row.account_id ?? 0));
    const [grant] = await t.db.select().from(socialGrants).where(eq(socialGrants.id, account.grant_id));
    expect(grant.status).toBe('reconnect_needed');
    expect(postsOn(fakes.meta, post.caption)).toHaveLength(0);
    // Put it back for the next tests, as reconnecting would.
    await t.db.update(socialGrants).set({ status: 'active', status_reason: null }).where(eq(socialGrants.id, grant.id));
  });

  it('fails a duplicate at once with "fix"', async () => {
    const { target: row } = await due('twitter');
    fakes.x.fake.inject({ kind: 'duplicate' });
    await engine.publish([row.id]);
    const failed = await target(row.id);
    expect([failed.state, failed.error_action, failed.attempts]).toEqual(['failure', 'fix', 1]);
    expect(failed.error_message).not.toBe('');
  });

  it('waits for an Instagram container IN_PROGRESS, then publishes when FINISHED', async () => {
    const { target: row, caption } = await due('instagram');
    fakes.meta.fake.inject({ kind: 'media-in-progress', times: 1 });
    for (let i = 0; i < 3 && (await target(row.id)).state !== 'published'; i++) {
      await engine.publish([row.id]);
      await makeDue(row.id);
    }
    const done = await target(row.id);
    expect([done.state, done.attempts > 1]).toEqual(['published', true]);
    expect(postsOn(fakes.meta, caption)).toHaveLength(1);
    // The container made on the first try was kept (and polled again, not made anew).
    expect(typeof done.progress.container).toBe('string');
  });

  it('fails an Instagram container in ERROR (bad media)', async () => {
    const { target: row, caption } = await due('instagram');
    fakes.meta.fake.inject({ kind: 'media-error' });
    await engine.publish([row.id]);
    const failed = await target(row.id);
    expect([failed.state, failed.error_action]).toEqual(['failure', 'fix']);
    expect(postsOn(fakes.meta, caption)).toHaveLength(0);
  });

  it('never posts twice when the network accepts and drops the connection: unconfirmed, then reconciled', async () => {
    const { target: row, caption } = await due('linkedin');
    fakes.linkedin.fake.inject({ kind: 'drop-after-accept' });
    await engine.publish([row.id]);
    await engine.sweep();
    const done = await target(row.id);
    expect(done.state).toBe('published');
    expect(done.link).toMatch(/^https?:\/\//);
    expect(postsOn(fakes.linkedin, caption)).toHaveLength(1);
  });

  it('the same on X and on a Facebook Page', async () => {
    for (const [platform, fake] of [['twitter', fakes.x], ['facebook', fakes.meta]] as const) {
      const { target: row, caption } = await due(platform);
      fake.fake.inject({ kind: 'drop-after-accept' });
      await engine.publish([row.id]);
      await engine.sweep();
      expect([platform, (await target(row.id)).state, postsOn(fake, caption).length]).toEqual([platform, 'published', 1]);
    }
  });
});
