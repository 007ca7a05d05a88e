-- Notification centre: per-person messages and the outbox of text and WeChat template messages.
CREATE TABLE "notices" (
	"institution_id" bigint NOT NULL REFERENCES "institutions"("id"),
	"id" bigserial NOT NULL,
	"account_id" bigint NOT NULL REFERENCES "accounts"("id"),
	"source" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"body_zh" text,
	"body_en" text,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_institution_id_id_pk" PRIMARY KEY("institution_id","id")
);--> statement-breakpoint
CREATE INDEX "notices_reader_idx" ON "notices" USING btree ("institution_id","account_id","created_at" DESC,"id" DESC);--> statement-breakpoint
-- the bell's unread count, asked every 30 s per open session, reads only unread rows
CREATE INDEX "notices_unread_idx" ON "notices" USING btree ("institution_id","account_id") WHERE read_at is null;--> statement-breakpoint
CREATE TABLE "notice_outbox" (
	"institution_id" bigint NOT NULL REFERENCES "institutions"("id"),
	"id" bigserial NOT NULL,
	"account_id" bigint NOT NULL REFERENCES "accounts"("id"),
	"channel" text NOT NULL,
	"target" text,
	"source" text NOT NULL,
	"content" text NOT NULL,
	"provider" text NOT NULL,
	"state" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_outbox_institution_id_id_pk" PRIMARY KEY("institution_id","id")
);--> statement-breakpoint
CREATE INDEX "notice_outbox_created_idx" ON "notice_outbox" USING btree ("institution_id","created_at" DESC);
