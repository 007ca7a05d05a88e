-- A session's permissions depend on whether a regulator supervises its school (ModuleDecl
-- regulatedGrants), so supervision changes empty the session caches like role changes do.
CREATE TRIGGER regulator_schools_changed AFTER INSERT OR UPDATE OR DELETE ON regulator_schools
  FOR EACH STATEMENT EXECUTE FUNCTION kg_sessions_changed();
--> statement-breakpoint
-- Where the school's two external links lead (symptom checklist, health care; settings-data.ts):
-- null until the school saves them, the server's defaults (SYMPTOM_CHECKLIST_URL, HEALTH_CARE_URL) meanwhile.
ALTER TABLE "school_settings" ADD COLUMN "external_links" jsonb;
