-- accounts: members of a school who may not sign in to it (schema/system-accounts.ts)
CREATE TABLE "member_sign_in_blocks" (
	"school_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"disabled_by" bigint NOT NULL,
	"disabled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_sign_in_blocks_school_id_member_id_pk" PRIMARY KEY("school_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "member_sign_in_blocks" ADD CONSTRAINT "member_sign_in_blocks_school_id_member_id_members_institution_id_id_fk" FOREIGN KEY ("school_id","member_id") REFERENCES "public"."members"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- a block ends the member's cached sessions on every instance, like a departure (0003)
CREATE TRIGGER member_sign_in_blocks_changed AFTER INSERT OR DELETE ON member_sign_in_blocks
  FOR EACH STATEMENT EXECUTE FUNCTION kg_sessions_changed();--> statement-breakpoint
-- the sign-in history of one member of one school, newest first
CREATE INDEX IF NOT EXISTS "sessions_institution_member_idx" ON "sessions" USING btree ("institution_id","member_id","created_at" DESC);
