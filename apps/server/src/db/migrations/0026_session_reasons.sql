-- Access ends with its reason (modules/iam/session-reasons.ts): after a change to supervision,
-- entry or a group's reach, the live visits and group entries are looked at again; this keeps
-- that look to the few live sessions entered from another institution.
CREATE INDEX IF NOT EXISTS "sessions_live_entered_idx" ON "sessions" USING btree ("via_institution_id", "institution_id")
  WHERE "revoked_at" IS NULL AND "via_institution_id" IS NOT NULL;
