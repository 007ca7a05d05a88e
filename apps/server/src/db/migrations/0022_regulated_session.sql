-- A session's permissions depend on whether a regulator supervises its school (ModuleDecl
-- regulatedGrants), so supervision changes empty the session caches like role changes do.
CREATE TRIGGER regulator_schools_changed AFTER INSERT OR UPDATE OR DELETE ON regulator_schools
  FOR EACH STATEMENT EXECUTE FUNCTION kg_sessions_changed();
