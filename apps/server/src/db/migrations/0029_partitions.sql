-- Monthly partitions (platform/partitions): one row per range-partitioned table saying how far
-- ahead its months are made and how long they are kept, so an operator sees both; the daily
-- maintenance job reads it and leaves its last run here.
CREATE TABLE partition_policies (
  table_name text PRIMARY KEY,
  column_name text NOT NULL,
  months_ahead smallint NOT NULL DEFAULT 3 CHECK (months_ahead BETWEEN 0 AND 36),
  -- months kept, the current one included; null keeps every month
  keep_months smallint CHECK (keep_months BETWEEN 1 AND 1200),
  -- what happens to a month past keep_months: dropped, or detached into archive_schema
  expired text NOT NULL DEFAULT 'drop' CHECK (expired IN ('drop', 'archive')),
  archive_schema text NOT NULL DEFAULT 'archive' CHECK (archive_schema ~ '^[a-z_][a-z0-9_]{0,62}$'),
  declared_at timestamp with time zone NOT NULL DEFAULT now(),
  last_run_at timestamp with time zone,
  last_result jsonb
);--> statement-breakpoint
-- A module's migration declares its table right after creating it:
--   select kg_partition_policy('attendance_events', 'happened_at', 3, 24, 'archive');
-- The table must be range-partitioned on that one date or timestamp column.
CREATE OR REPLACE FUNCTION kg_partition_policy(
  tbl text, col text, months_ahead int DEFAULT 3, keep_months int DEFAULT NULL, expired text DEFAULT 'drop',
  archive_schema text DEFAULT 'archive'
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  rel regclass;
  key text;
  key_type text;
BEGIN
  -- partition names append _yYYYYmMM (9 characters) within PostgreSQL's 63
  IF tbl !~ '^[a-z_][a-z0-9_]{0,53}$' THEN
    RAISE EXCEPTION 'partition policy: table name % must be a plain lower-case name of at most 54 characters', tbl;
  END IF;
  rel := to_regclass('public.' || tbl);
  IF rel IS NULL THEN RAISE EXCEPTION 'partition policy: table % does not exist', tbl; END IF;
  SELECT a.attname, format_type(a.atttypid, NULL) INTO key, key_type
    FROM pg_partitioned_table p JOIN pg_attribute a ON a.attrelid = p.partrelid AND a.attnum = p.partattrs[0]
   WHERE p.partrelid = rel AND p.partstrat = 'r' AND p.partnatts = 1;
  IF key IS NULL THEN RAISE EXCEPTION 'partition policy: % is not range-partitioned on one column', tbl; END IF;
  IF key <> col THEN RAISE EXCEPTION 'partition policy: % is partitioned on %, not on %', tbl, key, col; END IF;
  IF key_type NOT IN ('date', 'timestamp with time zone', 'timestamp without time zone') THEN
    RAISE EXCEPTION 'partition policy: %.% is %, not a date or timestamp', tbl, col, key_type;
  END IF;
  INSERT INTO partition_policies (table_name, column_name, months_ahead, keep_months, expired, archive_schema)
  VALUES (tbl, col, months_ahead, keep_months, expired, archive_schema)
  ON CONFLICT (table_name) DO UPDATE SET column_name = excluded.column_name, months_ahead = excluded.months_ahead,
    keep_months = excluded.keep_months, expired = excluded.expired, archive_schema = excluded.archive_schema;
END
$$;
