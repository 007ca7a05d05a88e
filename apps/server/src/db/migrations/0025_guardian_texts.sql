-- A guardian without an account (no parent app) is still texted on the phone the school holds:
-- such an outbox row names the guardian, not an account.
ALTER TABLE notice_outbox ALTER COLUMN account_id DROP NOT NULL;--> statement-breakpoint
ALTER TABLE notice_outbox ADD COLUMN recipient_name text;
