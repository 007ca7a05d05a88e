-- Background jobs: our school-scoped mirror of each queued job (pg-boss keeps the queue in its own schema).
CREATE TABLE "jobs" (
	"school_id" bigint NOT NULL REFERENCES "institutions"("id"),
	"id" bigserial NOT NULL,
	"kind" text NOT NULL,
	"requested_by" bigint REFERENCES "accounts"("id"),
	"requester_name" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"error" text,
	"payload" jsonb NOT NULL,
	"queue_id" uuid,
	"result_name" text,
	"result_key" text,
	"result_size" integer,
	"expires_at" timestamp with time zone,
	"dead_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "jobs_state_check" CHECK ("state" in ('queued', 'running', 'done', 'failed', 'dead')),
	CONSTRAINT "jobs_progress_check" CHECK ("progress" between 0 and 100)
);--> statement-breakpoint
CREATE INDEX "jobs_school_recent_idx" ON "jobs" USING btree ("school_id","created_at" DESC,"id" DESC);--> statement-breakpoint
-- the hourly clean-up reads only rows that still hold a file
CREATE INDEX "jobs_expiring_idx" ON "jobs" USING btree ("expires_at") WHERE result_key is not null;
