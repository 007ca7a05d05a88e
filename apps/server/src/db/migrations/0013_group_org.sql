-- A group's departments, employees' profiles, and group roles' school codes (keyed by the group's
-- institution id, so the audit trail attaches to them).
CREATE TABLE group_departments (
  institution_id bigint NOT NULL REFERENCES institutions(id),
  id bigserial NOT NULL,
  parent_id bigint,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (institution_id, id),
  FOREIGN KEY (institution_id, parent_id) REFERENCES group_departments(institution_id, id)
);--> statement-breakpoint
CREATE INDEX group_departments_parent_idx ON group_departments (institution_id, parent_id);--> statement-breakpoint
-- names are unique among siblings (top departments share parent 0)
CREATE UNIQUE INDEX group_departments_name_key ON group_departments (institution_id, coalesce(parent_id, 0), name);--> statement-breakpoint
CREATE TABLE group_employee_profiles (
  institution_id bigint NOT NULL,
  member_id bigint NOT NULL,
  department_id bigint,
  job_title text,
  email text,
  PRIMARY KEY (institution_id, member_id),
  FOREIGN KEY (institution_id, member_id) REFERENCES members(institution_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institution_id, department_id) REFERENCES group_departments(institution_id, id)
);--> statement-breakpoint
CREATE INDEX group_employee_profiles_department_idx ON group_employee_profiles (institution_id, department_id);--> statement-breakpoint
CREATE TABLE group_role_school_codes (
  institution_id bigint NOT NULL,
  role_id bigint NOT NULL,
  code text NOT NULL,
  PRIMARY KEY (institution_id, role_id, code),
  FOREIGN KEY (institution_id, role_id) REFERENCES roles(institution_id, id) ON DELETE CASCADE
);--> statement-breakpoint
-- where the migrating role is no superuser the event trigger is absent (0006_audit.sql)
SELECT kg_audit_attach('group_departments'::regclass);--> statement-breakpoint
SELECT kg_audit_attach('group_employee_profiles'::regclass);--> statement-breakpoint
SELECT kg_audit_attach('group_role_school_codes'::regclass);--> statement-breakpoint
-- a school session entered from the group holds these codes and reaches the school while it is in
-- scope (core/session.ts): a change empties every instance's session cache (as in 0003)
CREATE TRIGGER group_role_school_codes_changed AFTER INSERT OR UPDATE OR DELETE ON group_role_school_codes
  FOR EACH STATEMENT EXECUTE FUNCTION kg_sessions_changed();--> statement-breakpoint
CREATE TRIGGER group_employee_schools_changed AFTER INSERT OR UPDATE OR DELETE ON group_employee_schools
  FOR EACH STATEMENT EXECUTE FUNCTION kg_sessions_changed();
