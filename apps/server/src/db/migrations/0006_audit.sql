-- Audit trail. Row triggers on the school-owned and identity tables record every change, so a
-- module that adds a write gets it without audit code. Who and from where come from the
-- `kg.audit` setting the server puts on the connection of a write call (db/pool.ts); without it
-- (seed, maintenance) the change is recorded as the system's. Entries are append-only and
-- hash-chained per institution; audit_heads holds each chain's last committed link, so removing
-- the last entry is detected too.
CREATE TABLE "audit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"institution_id" bigint NOT NULL,
	"seq" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"account_id" bigint,
	"actor_name" text,
	"member_id" bigint,
	"session_institution_id" bigint,
	"via_institution_id" bigint,
	"request_id" text,
	"address" text,
	"module" text NOT NULL,
	"endpoint" text,
	"table_name" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_entries_institution_seq" UNIQUE ("institution_id", "seq")
);
--> statement-breakpoint
CREATE INDEX "audit_entries_at" ON "audit_entries" ("institution_id", "at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_entries_record" ON "audit_entries" ("institution_id", "table_name", "record_id", "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_entries_account" ON "audit_entries" ("institution_id", "account_id", "at" DESC);--> statement-breakpoint
CREATE TABLE "audit_heads" (
	"institution_id" bigint PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
-- The link of one entry: sha256 over the previous link and every recorded field. Verification
-- recomputes it with the same function, so both sides cannot drift apart.
CREATE OR REPLACE FUNCTION kg_audit_digest(prev text, e audit_entries) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws(E'\x1f', prev, e.institution_id::text, e.seq::text,
    (extract(epoch FROM e.at) * 1000000)::bigint::text,
    coalesce(e.account_id::text, '\N'), coalesce(e.actor_name, '\N'), coalesce(e.member_id::text, '\N'),
    coalesce(e.session_institution_id::text, '\N'), coalesce(e.via_institution_id::text, '\N'),
    coalesce(e.request_id, '\N'), coalesce(e.address, '\N'), e.module, coalesce(e.endpoint, '\N'),
    e.table_name, e.record_id, e.action, coalesce(e.before::text, '\N'), coalesce(e.after::text, '\N')), 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Secrets never enter the trail (only that they changed); ID numbers and phones are masked
-- the way the API masks them (ID characters 7–14, phones but the first 3 and last 4).
CREATE OR REPLACE FUNCTION kg_audit_mask(col text, v jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN v IS NULL OR v = 'null'::jsonb THEN v
    WHEN col ~ '(password|token|secret|code_hash|open_id|union_id)' THEN to_jsonb('******'::text)
    WHEN col ~ 'id_card_no' THEN to_jsonb(CASE WHEN length(v #>> '{}') > 10
      THEN left(v #>> '{}', 6) || repeat('*', length(v #>> '{}') - 10) || right(v #>> '{}', 4)
      ELSE repeat('*', length(v #>> '{}')) END)
    WHEN col ~ '(^|_)(phone|mobile)$' THEN to_jsonb(CASE WHEN length(v #>> '{}') > 7
      THEN left(v #>> '{}', 3) || repeat('*', length(v #>> '{}') - 7) || right(v #>> '{}', 4)
      ELSE repeat('*', length(v #>> '{}')) END)
    ELSE v END
$$;
--> statement-breakpoint
-- Appends one entry to its institution's chain. An advisory lock per institution orders
-- concurrent writers until their transaction ends (other institutions never wait). The link
-- before is the head (committed chain) or, past it, this transaction's own last entry; the head
-- moves once per transaction at commit (audit_heads_follow), so a transaction writing many rows
-- does not pile up versions of one head row.
CREATE OR REPLACE FUNCTION kg_audit_append(inst bigint, ctx jsonb, tbl text, rid text, act text, b jsonb, a jsonb)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  prev_seq bigint := 0;
  prev_hash text := '';
  last_seq bigint;
  last_hash text;
  e audit_entries;
BEGIN
  PERFORM pg_advisory_xact_lock(7231006, (inst % 2147483647)::int);
  SELECT seq, hash INTO prev_seq, prev_hash FROM audit_heads WHERE institution_id = inst;
  IF NOT FOUND THEN prev_seq := 0; prev_hash := ''; END IF;
  SELECT seq, hash INTO last_seq, last_hash FROM audit_entries WHERE institution_id = inst ORDER BY seq DESC LIMIT 1;
  IF last_seq > prev_seq THEN prev_seq := last_seq; prev_hash := last_hash; END IF;
  e.id := nextval('audit_entries_id_seq');
  e.institution_id := inst;
  e.seq := prev_seq + 1;
  e.at := coalesce((ctx ->> 'at')::timestamptz, now());
  e.account_id := (ctx ->> 'accountId')::bigint;
  e.actor_name := ctx ->> 'actorName';
  e.member_id := (ctx ->> 'memberId')::bigint;
  e.session_institution_id := (ctx ->> 'institutionId')::bigint;
  e.via_institution_id := (ctx ->> 'viaInstitutionId')::bigint;
  e.request_id := ctx ->> 'requestId';
  e.address := ctx ->> 'address';
  e.module := coalesce(ctx ->> 'module', 'system');
  e.endpoint := ctx ->> 'endpoint';
  e.table_name := tbl;
  e.record_id := rid;
  e.action := act;
  e.before := b;
  e.after := a;
  e.prev_hash := prev_hash;
  e.hash := kg_audit_digest(prev_hash, e);
  INSERT INTO audit_entries SELECT e.*;
END
$$;
--> statement-breakpoint
-- At commit: the head follows the transaction's last entry of each chain (one update each).
CREATE OR REPLACE FUNCTION kg_audit_head_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.seq = (SELECT max(seq) FROM audit_entries WHERE institution_id = NEW.institution_id) THEN
    INSERT INTO audit_heads VALUES (NEW.institution_id, NEW.seq, NEW.hash)
      ON CONFLICT (institution_id) DO UPDATE SET seq = excluded.seq, hash = excluded.hash;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER audit_heads_follow AFTER INSERT ON audit_entries DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION kg_audit_head_follow();
--> statement-breakpoint
-- The row trigger: the changed fields only (an update that changes nothing records nothing),
-- compared before masking so a changed ID number with the same visible digits still shows.
-- TG_ARGV[0] names the key columns besides the institution's (set when the trigger is attached).
CREATE OR REPLACE FUNCTION kg_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb := nullif(current_setting('kg.audit', true), '')::jsonb;
  o jsonb;
  n jsonb;
  src jsonb;
  b jsonb := '{}';
  a jsonb := '{}';
  k text;
  keys text[];
  inst bigint;
  rid text;
BEGIN
  IF TG_OP <> 'INSERT' THEN o := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN n := to_jsonb(NEW); END IF;
  src := coalesce(n, o);
  IF TG_OP = 'UPDATE' THEN
    FOR k IN SELECT jsonb_object_keys(n) LOOP
      IF (o -> k) IS DISTINCT FROM (n -> k) THEN
        b := b || jsonb_build_object(k, kg_audit_mask(k, o -> k));
        a := a || jsonb_build_object(k, kg_audit_mask(k, n -> k));
      END IF;
    END LOOP;
    -- the account's last chosen institution is sign-in bookkeeping, not a change of record
    IF a = '{}'::jsonb OR (TG_TABLE_NAME = 'accounts' AND a - 'last_org_id' = '{}'::jsonb) THEN RETURN NULL; END IF;
  ELSE
    FOR k IN SELECT key FROM jsonb_each(src) WHERE value <> 'null'::jsonb LOOP
      a := a || jsonb_build_object(k, kg_audit_mask(k, src -> k));
    END LOOP;
    IF TG_OP = 'DELETE' THEN b := a; a := NULL; ELSE b := NULL; END IF;
  END IF;
  IF TG_NARGS > 0 THEN
    keys := string_to_array(TG_ARGV[0], ',');
  ELSE
    keys := kg_audit_keys(TG_RELID);
  END IF;
  SELECT string_agg(src ->> x, ',' ORDER BY i) INTO rid FROM unnest(keys) WITH ORDINALITY AS t(x, i);
  inst := coalesce((src ->> 'school_id')::bigint, (src ->> 'institution_id')::bigint,
    CASE WHEN TG_TABLE_NAME = 'institutions' THEN (src ->> 'id')::bigint END,
    (ctx ->> 'institutionId')::bigint, 0);
  PERFORM kg_audit_append(inst, ctx, TG_TABLE_NAME, coalesce(rid, ''), lower(TG_OP), b, a);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The primary key columns besides the institution's: they name the record inside its chain.
CREATE OR REPLACE FUNCTION kg_audit_keys(tbl oid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(a.attname::text ORDER BY array_position(i.indkey::int2[], a.attnum)), '{}')
  FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey::int2[])
  WHERE i.indrelid = tbl AND i.indisprimary AND a.attname NOT IN ('school_id', 'institution_id')
$$;
--> statement-breakpoint
-- Which tables are audited: in public, owned by a school or institution (or the accounts and
-- institutions themselves), minus churny or secret ones and the platform's own bookkeeping
-- (sessions, tokens, codes, login keys, outboxes, jobs, notices, the trail itself).
CREATE OR REPLACE FUNCTION kg_audit_wanted(tbl oid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
    WHERE c.oid = tbl AND s.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND c.relname NOT IN ('sessions', 'refresh_tokens', 'sms_codes', 'login_keys', 'login_failures', 'app_secrets',
        'referer_tokens', 'sms_messages', 'regions', 'phone_changes', 'wechat_binds')
      AND c.relname !~ '^(audit|job|notice|outbox|pgboss)'
      AND (c.relname IN ('accounts', 'institutions') OR EXISTS (
        SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          AND a.attname IN ('school_id', 'institution_id'))))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kg_audit_attach(tbl oid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  keys text[] := kg_audit_keys(tbl);
BEGIN
  IF cardinality(keys) = 0 THEN
    -- no key yet (added by a later ALTER): the trigger looks it up per row
    EXECUTE format('CREATE OR REPLACE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION kg_audit_row()', tbl::regclass);
  ELSE
    EXECUTE format('CREATE OR REPLACE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION kg_audit_row(%L)',
      tbl::regclass, array_to_string(keys, ','));
  END IF;
END
$$;
--> statement-breakpoint
SELECT kg_audit_attach(c.oid) FROM pg_class c WHERE kg_audit_wanted(c.oid);--> statement-breakpoint
-- Tables created later (new modules' migrations) are attached as they are created. Event
-- triggers need a superuser: the embedded server's role is one; on a server where the
-- migrating role is not, a migration adding a table calls kg_audit_attach itself.
CREATE OR REPLACE FUNCTION kg_audit_on_create() RETURNS event_trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT objid FROM pg_event_trigger_ddl_commands() WHERE command_tag = 'CREATE TABLE' AND object_type = 'table' LOOP
    IF kg_audit_wanted(r.objid) THEN PERFORM kg_audit_attach(r.objid); END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    DROP EVENT TRIGGER IF EXISTS kg_audit_on_create;
    CREATE EVENT TRIGGER kg_audit_on_create ON ddl_command_end WHEN TAG IN ('CREATE TABLE') EXECUTE FUNCTION kg_audit_on_create();
  END IF;
END
$$;
--> statement-breakpoint
-- Append-only. The guard raises for everyone, superusers included; heads move only from the
-- commit-time trigger on audit_entries (trigger depth 2). Revoking the application role's own UPDATE, DELETE and
-- TRUNCATE adds a second wall where that role is not a superuser (a superuser bypasses grants:
-- with the embedded server only the guard and the chain apply).
CREATE OR REPLACE FUNCTION kg_audit_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'audit_heads' AND TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 THEN RETURN NEW; END IF;
  RAISE EXCEPTION 'the audit trail is append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries FOR EACH ROW EXECUTE FUNCTION kg_audit_guard();--> statement-breakpoint
CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries FOR EACH STATEMENT EXECUTE FUNCTION kg_audit_guard();--> statement-breakpoint
CREATE TRIGGER audit_heads_guard BEFORE UPDATE OR DELETE ON audit_heads FOR EACH ROW EXECUTE FUNCTION kg_audit_guard();--> statement-breakpoint
CREATE TRIGGER audit_heads_no_truncate BEFORE TRUNCATE ON audit_heads FOR EACH STATEMENT EXECUTE FUNCTION kg_audit_guard();--> statement-breakpoint
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE ON audit_entries FROM PUBLIC, %I', current_user);
    EXECUTE format('REVOKE DELETE, TRUNCATE ON audit_heads FROM PUBLIC, %I', current_user);
  END IF;
END
$$;
