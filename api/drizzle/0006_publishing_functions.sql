-- The publishing engine's write path as two functions, so a group commit of hundreds of target
-- transitions is one statement and one round trip instead of six (lock, update, log, recompute,
-- begin, commit): at 10,000 posts due at once those round trips were most of PostgreSQL's time.
-- Called from api/src/modules/publishing/transitions.ts, which documents the rules.

-- posts.state from its live targets: any in flight → processing; all published → published;
-- any failure → failure; else scheduled. Drafts are never touched.
CREATE OR REPLACE FUNCTION publishing_recompute_post_states(post_ids bigint[], at timestamptz) RETURNS void
LANGUAGE sql AS $$
  UPDATE posts p SET state = agg.s, updated_at = at
  FROM (
    SELECT post_id,
      CASE WHEN bool_or(state IN ('processing', 'unconfirmed')) THEN 'processing'
           WHEN bool_and(state = 'published') THEN 'published'
           WHEN bool_or(state = 'failure') THEN 'failure'
           ELSE 'scheduled' END AS s
    FROM publish_targets
    WHERE post_id = ANY(post_ids) AND state <> 'cancelled'
    GROUP BY post_id
  ) agg
  WHERE p.id = agg.post_id AND p.state <> agg.s AND p.state <> 'draft'
$$;
--> statement-breakpoint

-- Applies a batch of transitions: a JSON array of
--   { ord, round, id, post_id, from, to, guard: 'lease'|'states'|'none', owner, states, patch, detail }
-- where patch holds only the columns to set (a key with null sets NULL) and round numbers the
-- repeated writes of one target (0 first), applied one round after the other.
-- 1. locks the posts whose aggregate may change, in id order (concurrent writers never deadlock,
--    and no aggregate is computed from a stale snapshot);
-- 2. updates each target while its guard holds (the worker's lease, or one of the given states);
-- 3. logs every applied change of state, and every applied write with a detail, in publish_events;
-- 4. recomputes posts.state of the posts whose targets changed state.
-- Returns the ord of each applied transition.
CREATE OR REPLACE FUNCTION publishing_apply_transitions(batch jsonb, at timestamptz) RETURNS SETOF integer
LANGUAGE plpgsql AS $$
DECLARE
  last_round integer;
  applied integer[] := '{}';
  done integer[];
BEGIN
  PERFORM 1 FROM posts
  WHERE id IN (SELECT x.post_id FROM jsonb_to_recordset(batch) AS x(post_id bigint, "from" text, "to" text) WHERE x."from" <> x."to")
  ORDER BY id FOR UPDATE;

  SELECT coalesce(max(x.round), 0) INTO last_round FROM jsonb_to_recordset(batch) AS x(round integer);
  FOR r IN 0..last_round LOOP
    WITH v AS (
      SELECT * FROM jsonb_to_recordset(batch) AS x(ord integer, round integer, id bigint, "to" text, guard text, owner text, states text[], patch jsonb)
      WHERE x.round = r
    ), changed AS (
      UPDATE publish_targets t SET
        state = v."to",
        next_attempt_at = CASE WHEN v.patch ? 'next_attempt_at' THEN (v.patch->>'next_attempt_at')::timestamptz ELSE t.next_attempt_at END,
        due_at = CASE WHEN v.patch ? 'due_at' THEN (v.patch->>'due_at')::timestamptz ELSE t.due_at END,
        attempts = CASE WHEN v.patch ? 'attempts' THEN (v.patch->>'attempts')::integer ELSE t.attempts END,
        job_id = CASE WHEN v.patch ? 'job_id' THEN v.patch->>'job_id' ELSE t.job_id END,
        lease_owner = CASE WHEN v.patch ? 'lease_owner' THEN v.patch->>'lease_owner' ELSE t.lease_owner END,
        lease_until = CASE WHEN v.patch ? 'lease_until' THEN (v.patch->>'lease_until')::timestamptz ELSE t.lease_until END,
        progress = CASE WHEN v.patch ? 'progress' THEN v.patch->'progress' ELSE t.progress END,
        armed_at = CASE WHEN v.patch ? 'armed_at' THEN (v.patch->>'armed_at')::timestamptz ELSE t.armed_at END,
        external_id = CASE WHEN v.patch ? 'external_id' THEN v.patch->>'external_id' ELSE t.external_id END,
        link = CASE WHEN v.patch ? 'link' THEN v.patch->>'link' ELSE t.link END,
        published_at = CASE WHEN v.patch ? 'published_at' THEN (v.patch->>'published_at')::timestamptz ELSE t.published_at END,
        comment_state = CASE WHEN v.patch ? 'comment_state' THEN v.patch->>'comment_state' ELSE t.comment_state END,
        error_code = CASE WHEN v.patch ? 'error_code' THEN v.patch->>'error_code' ELSE t.error_code END,
        error_message = CASE WHEN v.patch ? 'error_message' THEN v.patch->>'error_message' ELSE t.error_message END,
        error_action = CASE WHEN v.patch ? 'error_action' THEN v.patch->>'error_action' ELSE t.error_action END,
        updated_at = at
      FROM v
      WHERE t.id = v.id
        AND CASE v.guard WHEN 'lease' THEN t.lease_owner = v.owner WHEN 'states' THEN t.state = ANY(v.states) ELSE true END
      RETURNING v.ord
    )
    SELECT array_agg(changed.ord) INTO done FROM changed;
    applied := applied || coalesce(done, '{}');
  END LOOP;

  INSERT INTO publish_events (target_id, from_state, to_state, detail, created_at)
  SELECT x.id, x."from", x."to", x.detail, at
  FROM jsonb_to_recordset(batch) AS x(ord integer, id bigint, "from" text, "to" text, detail text)
  WHERE x.ord = ANY(applied) AND (x."from" <> x."to" OR coalesce(x.detail, '') <> '')
  ORDER BY x.ord;

  PERFORM publishing_recompute_post_states(
    ARRAY(SELECT DISTINCT x.post_id FROM jsonb_to_recordset(batch) AS x(ord integer, post_id bigint, "from" text, "to" text) WHERE x.ord = ANY(applied) AND x."from" <> x."to"),
    at);

  RETURN QUERY SELECT unnest(applied);
END
$$;
