-- The header shows the school's logo from the session (user-info), so a new logo must empty the
-- session caches like a new name does.
DROP TRIGGER institutions_changed ON institutions;--> statement-breakpoint
CREATE TRIGGER institutions_changed AFTER UPDATE OF disabled, name, logo_url, type, group_id OR DELETE ON institutions
  FOR EACH STATEMENT EXECUTE FUNCTION kg_sessions_changed();
