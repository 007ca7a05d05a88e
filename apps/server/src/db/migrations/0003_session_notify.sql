-- Every change that can end or alter a signed-in session notifies the server instances, which
-- empty their session caches (core/session-cache.ts). Statement-level: one notification per
-- statement, and PostgreSQL folds identical notifications of one transaction into one.
CREATE OR REPLACE FUNCTION kg_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kg_sessions_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OF revoked_at OR DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION kg_sessions_changed();--> statement-breakpoint
CREATE TRIGGER accounts_changed AFTER UPDATE OF disabled, need_update_password, real_name, avatar_url OR DELETE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION kg_sessions_changed();--> statement-breakpoint
CREATE TRIGGER institutions_changed AFTER UPDATE OF disabled, name, type, group_id OR DELETE ON institutions
  FOR EACH STATEMENT EXECUTE FUNCTION kg_sessions_changed();--> statement-breakpoint
CREATE TRIGGER members_changed AFTER UPDATE OF status, all_range, is_admin OR DELETE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION kg_sessions_changed();--> statement-breakpoint
CREATE TRIGGER member_roles_changed AFTER INSERT OR UPDATE OR DELETE ON member_roles
  FOR EACH STATEMENT EXECUTE FUNCTION kg_sessions_changed();--> statement-breakpoint
CREATE TRIGGER role_permissions_changed AFTER INSERT OR UPDATE OR DELETE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION kg_sessions_changed();
