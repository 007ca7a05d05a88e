-- The school's own profile beside its institution row: name, address, region and logo stay on
-- institutions (the header, exports and regulators read them there), the rest lives here.
CREATE TABLE "school_profiles" (
	"school_id" bigint PRIMARY KEY NOT NULL REFERENCES "institutions"("id"),
	"short_name" text,
	"school_type" smallint,
	"grade" smallint,
	"contact_phone" text,
	"principal" text,
	"licence_no" text,
	"credit_code" text,
	"founded_on" date,
	"capacity" integer,
	"photo_ids" bigint[] DEFAULT '{}' NOT NULL,
	"introduction" text,
	"updated_at" timestamp with time zone
);--> statement-breakpoint
-- Platform settings; a school without a row runs on the defaults (settings-data.ts).
CREATE TABLE "school_settings" (
	"school_id" bigint PRIMARY KEY NOT NULL REFERENCES "institutions"("id"),
	"timetable" jsonb NOT NULL,
	"modules_off" text[] DEFAULT '{}' NOT NULL,
	"default_language" text DEFAULT 'zh' NOT NULL,
	"sms_signature" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- A session carries its school's switched-off modules (core/session.ts): a change empties every
-- instance's session cache, so the next call sees it.
CREATE TRIGGER school_settings_changed AFTER INSERT OR UPDATE OF modules_off OR DELETE ON school_settings
  FOR EACH STATEMENT EXECUTE FUNCTION kg_sessions_changed();--> statement-breakpoint
-- An authority's request to supervise a school, and its answer; accepting links them in
-- regulator_schools, which is what every regulator read goes by.
CREATE TABLE "supervision_requests" (
	"school_id" bigint NOT NULL REFERENCES "institutions"("id"),
	"id" bigserial NOT NULL,
	"regulator_id" bigint NOT NULL REFERENCES "institutions"("id"),
	"status" smallint DEFAULT 1 NOT NULL,
	"message" text,
	"allow_entry" boolean DEFAULT true NOT NULL,
	"allow_reports" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	CONSTRAINT "supervision_requests_pk" PRIMARY KEY ("school_id", "id")
);--> statement-breakpoint
-- one open request per authority and school
CREATE UNIQUE INDEX "supervision_requests_pending_key" ON "supervision_requests" ("school_id", "regulator_id") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "supervision_requests_school_idx" ON "supervision_requests" ("school_id", "created_at");
