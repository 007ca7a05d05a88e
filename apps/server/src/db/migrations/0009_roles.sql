-- Roles a school edits itself: a description, and the data scope its holders get (the whole
-- school, or only the classes of their own range). Names are unique within an institution.
ALTER TABLE "roles" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "data_scope" text DEFAULT 'classes' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_data_scope_check" CHECK ("data_scope" IN ('school', 'classes'));--> statement-breakpoint
UPDATE "roles" SET "data_scope" = 'school' WHERE "builtin" = 'director';--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_key" ON "roles" ("institution_id", "name");--> statement-breakpoint
-- A session's class range follows its roles' data scope (core/session.ts): a change empties
-- every instance's session cache, as role_permissions and member_roles already do (0003).
CREATE TRIGGER roles_scope_changed AFTER UPDATE OF data_scope OR DELETE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION kg_sessions_changed();
