// Seeds the publishing bench straight in SQL (thousands of rows per statement): users on a plan
// with auto publishing, the channels' app credentials, connected accounts with the tokens the
// fakes minted (encrypted like the app stores them), one image per user, the posts and their
// publish targets (one target per post, as the engine's scheduler would make them).
const path = require('node:path');

const src = path.resolve(__dirname, '..', '..', 'api', 'src');
const { CryptoBox } = require(path.join(src, 'support', 'crypto-box.ts'));
const { SANDBOX_CREDENTIALS } = require(path.join(src, 'sandbox-networks', 'mount.ts'));

const DAY_MS = 86_400_000;

/**
 * @param {import('pg').Client} c
 * @param {{ appKey: Buffer, users: number, minted: { meta: any[], linkedin: any[], x: any[] }, postsPerAccount: number, imagePath: string, run: string, placeholderAt: Date }} o
 */
async function seed(c, o) {
  const tokens = new CryptoBox(o.appKey, 'social-token');
  const secrets = new CryptoBox(o.appKey, 'channel-secret');
  const in60Days = new Date(Date.now() + 60 * DAY_MS);

  const { rows: users } = await c.query(
    `INSERT INTO users (full_name, email, password_hash, email_verified_at, approved_at)
     SELECT 'Bench publisher ' || g, 'publisher' || g || '-' || $2 || '@bench.example.com', 'x', now(), now() FROM generate_series(1, $1) g
     RETURNING id`,
    [o.users, o.run],
  );
  const userIds = users.map((u) => Number(u.id));
  const { rows: [plan] } = await c.query(`INSERT INTO plans (name, free) VALUES ('Bench publisher', true) RETURNING id`);
  await c.query(`INSERT INTO plan_features (plan_id, key, active) VALUES ($1, 'auto-publishing', true)`, [plan.id]);
  await c.query(`INSERT INTO subscriptions (user_id, plan_id, status) SELECT unnest($1::bigint[]), $2, 'active'`, [userIds, plan.id]);
  const { rows: planners } = await c.query(
    `INSERT INTO planners (user_id, name, timezone) SELECT unnest($1::bigint[]), 'Bench planner', 'UTC' RETURNING id, user_id`,
    [userIds],
  );
  const plannerOf = new Map(planners.map((p) => [Number(p.user_id), Number(p.id)]));
  const { rows: images } = await c.query(
    `INSERT INTO media_files (user_id, kind, path, mime, size, width, height)
     SELECT unnest($1::bigint[]), 'image', $2, 'image/jpeg', 267, 1, 1 RETURNING id, user_id`,
    [userIds, o.imagePath],
  );
  const imageOf = new Map(images.map((i) => [Number(i.user_id), Number(i.id)]));
  for (const platform of ['facebook', 'instagram', 'linkedin', 'twitter']) {
    const { clientId, clientSecret } = SANDBOX_CREDENTIALS[platform];
    await c.query(`UPDATE channels SET enabled = true, client_id = $2, client_secret_encrypted = $3 WHERE platform = $1`, [platform, clientId, secrets.encrypt(clientSecret)]);
  }

  // Grants (one per consent), then accounts; consent k belongs to user k % users.
  const grants = [];
  const accounts = [];
  let k = 0;
  const owner = () => userIds[k++ % userIds.length];
  for (const m of o.minted.meta) {
    const userId = owner();
    const pageToken = tokens.encrypt(m.pageToken);
    grants.push({ userId, network: 'facebook', external: m.userId, name: m.pageName, access: m.userToken, refresh: null, expires: in60Days });
    accounts.push({ userId, grantKey: `facebook:${m.userId}`, platform: 'facebook', kind: 'page', external: m.pageId, name: m.pageName, username: null, token: pageToken, parent: null });
    accounts.push({ userId, grantKey: `facebook:${m.userId}`, platform: 'instagram', kind: 'instagram_business', external: m.igUserId, name: m.igUsername, username: m.igUsername, token: pageToken, parent: m.pageId });
  }
  for (const m of o.minted.linkedin) {
    const userId = owner();
    grants.push({ userId, network: 'linkedin', external: m.externalId, name: m.name, access: m.accessToken, refresh: m.refreshToken, expires: in60Days });
    accounts.push({ userId, grantKey: `linkedin:${m.externalId}`, platform: 'linkedin', kind: 'member', external: m.externalId, name: m.name, username: null, token: null, parent: null });
  }
  for (const m of o.minted.x) {
    const userId = owner();
    grants.push({ userId, network: 'twitter', external: m.externalId, name: m.name, access: m.accessToken, refresh: m.refreshToken || null, expires: new Date(Date.now() + 7000 * 1000) });
    accounts.push({ userId, grantKey: `twitter:${m.externalId}`, platform: 'twitter', kind: 'user', external: m.externalId, name: m.name, username: m.username, token: null, parent: null });
  }
  const { rows: grantRows } = await c.query(
    `INSERT INTO social_grants (user_id, network, external_user_id, name, access_token_encrypted, refresh_token_encrypted, expires_at)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
     RETURNING id, network, external_user_id`,
    [
      grants.map((g) => g.userId),
      grants.map((g) => g.network),
      grants.map((g) => g.external),
      grants.map((g) => g.name),
      grants.map((g) => tokens.encrypt(g.access)),
      grants.map((g) => (g.refresh ? tokens.encrypt(g.refresh) : null)),
      grants.map((g) => g.expires),
    ],
  );
  const grantId = new Map(grantRows.map((g) => [`${g.network}:${g.external_user_id}`, Number(g.id)]));
  const { rows: accountRows } = await c.query(
    `INSERT INTO social_accounts (user_id, grant_id, platform, kind, external_id, name, username, token_encrypted, parent_external_id)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
     RETURNING id, user_id, platform, name`,
    [
      accounts.map((a) => a.userId),
      accounts.map((a) => grantId.get(a.grantKey)),
      accounts.map((a) => a.platform),
      accounts.map((a) => a.kind),
      accounts.map((a) => a.external),
      accounts.map((a) => a.name),
      accounts.map((a) => a.username),
      accounts.map((a) => a.token),
      accounts.map((a) => a.parent),
    ],
  );

  // Posts: postsPerAccount per account, each for that one account; unique text per post.
  const post = { planner: [], user: [], type: [], caption: [], channels: [], accountIds: [], media: [] };
  let n = 0;
  for (let round = 0; round < o.postsPerAccount; round++) {
    for (const a of accountRows) {
      const userId = Number(a.user_id);
      const ig = a.platform === 'instagram';
      post.planner.push(plannerOf.get(userId));
      post.user.push(userId);
      post.type.push(ig ? 'image' : 'text');
      post.caption.push(`Bench ${o.run} post ${n++} for ${a.platform}`);
      post.channels.push(JSON.stringify([a.platform]));
      post.accountIds.push(JSON.stringify([Number(a.id)]));
      post.media.push(JSON.stringify(ig ? [imageOf.get(userId)] : []));
    }
  }
  const at = o.placeholderAt;
  const { rows: postRows } = await c.query(
    `INSERT INTO posts (planner_id, user_id, state, type, caption, channels, account_ids, media_ids, scheduled_at, local_time, timezone)
     SELECT planner, user_id, 'scheduled', type, caption, channels, account_ids, media_ids, $8, $9, 'UTC'
     FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::jsonb[], $6::jsonb[], $7::jsonb[])
       AS t(planner, user_id, type, caption, channels, account_ids, media_ids)
     RETURNING id`,
    [post.planner, post.user, post.type, post.caption, post.channels, post.accountIds, post.media, at, at.toISOString().slice(0, 16)],
  );
  const { rows: targets } = await c.query(
    `INSERT INTO publish_targets (post_id, user_id, account_id, platform, account_name, state, due_at, next_attempt_at)
     SELECT p.id, p.user_id, a.id, a.platform, a.name, 'scheduled', p.scheduled_at, p.scheduled_at
     FROM posts p JOIN social_accounts a ON a.id = (p.account_ids->>0)::bigint
     WHERE p.id = ANY($1::bigint[])
     RETURNING id`,
    [postRows.map((p) => p.id)],
  );
  await c.query('ANALYZE');
  return { users: userIds.length, accounts: accountRows.length, posts: postRows.length, targetIds: targets.map((t) => Number(t.id)) };
}

/** Moves every bench post and target to `dueAt` (just before their jobs are queued). */
async function makeDue(c, dueAt) {
  await c.query(`UPDATE posts SET scheduled_at = $1, local_time = $2 WHERE caption LIKE 'Bench %'`, [dueAt, dueAt.toISOString().slice(0, 16)]);
  await c.query(`UPDATE publish_targets SET due_at = $1, next_attempt_at = $1`, [dueAt]);
}

module.exports = { seed, makeDue };
