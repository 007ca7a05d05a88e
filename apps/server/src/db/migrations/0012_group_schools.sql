-- The schools a group employee may reach: none listed and all_range set means every school of the group.
CREATE TABLE group_employee_schools (
  group_id bigint NOT NULL,
  member_id bigint NOT NULL,
  school_id bigint NOT NULL REFERENCES institutions(id),
  PRIMARY KEY (group_id, member_id, school_id),
  FOREIGN KEY (group_id, member_id) REFERENCES members(institution_id, id) ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX group_employee_schools_school_idx ON group_employee_schools (school_id);
--> statement-breakpoint
-- The group home's figures per school, recomputed by a job from the dirty marks below: a group
-- of hundreds of schools reads one row per school instead of counting children per request.
CREATE TABLE school_figures (
  school_id bigint PRIMARY KEY REFERENCES institutions(id),
  child_count integer NOT NULL DEFAULT 0,
  class_count integer NOT NULL DEFAULT 0,
  staff_count integer NOT NULL DEFAULT 0,
  refreshed_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE TABLE school_figures_dirty (
  school_id bigint PRIMARY KEY,
  marked_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
-- Derived bookkeeping, not records: kept out of the audit trail (the event trigger attached them).
DROP TRIGGER IF EXISTS audit_row ON school_figures;--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_row ON school_figures_dirty;--> statement-breakpoint
-- The upsert takes the mark's row lock until the writer commits, so the job's delete of the mark
-- waits for it and its recount (a later statement) sees the change: no change is lost.
CREATE OR REPLACE FUNCTION kg_figures_mark(s bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO school_figures_dirty (school_id, marked_at) VALUES (s, now())
  ON CONFLICT (school_id) DO UPDATE SET marked_at = excluded.marked_at
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION kg_figures_mark_school() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM kg_figures_mark(OLD.school_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.school_id IS DISTINCT FROM OLD.school_id) THEN
    PERFORM kg_figures_mark(NEW.school_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION kg_figures_mark_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM kg_figures_mark(OLD.institution_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.institution_id IS DISTINCT FROM OLD.institution_id) THEN
    PERFORM kg_figures_mark(NEW.institution_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only what the figures count: rows coming or going, and status changes (left, graduated, departed).
CREATE TRIGGER figures_mark AFTER INSERT OR DELETE ON students FOR EACH ROW EXECUTE FUNCTION kg_figures_mark_school();--> statement-breakpoint
CREATE TRIGGER figures_mark_update AFTER UPDATE OF status, school_id ON students FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.school_id IS DISTINCT FROM NEW.school_id) EXECUTE FUNCTION kg_figures_mark_school();--> statement-breakpoint
CREATE TRIGGER figures_mark AFTER INSERT OR DELETE ON classes FOR EACH ROW EXECUTE FUNCTION kg_figures_mark_school();--> statement-breakpoint
CREATE TRIGGER figures_mark_update AFTER UPDATE OF status, school_id ON classes FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.school_id IS DISTINCT FROM NEW.school_id) EXECUTE FUNCTION kg_figures_mark_school();--> statement-breakpoint
CREATE TRIGGER figures_mark AFTER INSERT OR DELETE ON members FOR EACH ROW EXECUTE FUNCTION kg_figures_mark_member();--> statement-breakpoint
CREATE TRIGGER figures_mark_update AFTER UPDATE OF status, institution_id ON members FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.institution_id IS DISTINCT FROM NEW.institution_id) EXECUTE FUNCTION kg_figures_mark_member();--> statement-breakpoint
CREATE TABLE school_pay_params (
  school_id bigint PRIMARY KEY REFERENCES institutions(id),
  merchant_name text,
  merchant_no text,
  app_id text,
  settlement_account text,
  api_secret text,
  updated_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE TABLE group_profiles (
  institution_id bigint PRIMARY KEY REFERENCES institutions(id),
  contact_name text,
  contact_phone text,
  updated_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
-- Records: audited (attached here too where the migrating role cannot run the event trigger).
SELECT kg_audit_attach('school_pay_params'::regclass);--> statement-breakpoint
SELECT kg_audit_attach('group_profiles'::regclass);
