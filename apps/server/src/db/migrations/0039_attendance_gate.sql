-- Attendance gate: the gate screen reads the ledger and keeps nothing of its own. The intake's
-- idempotence keys carry their event's time, so a daily job (ledger/key-retention.ts) deletes
-- those older than the window in which the intake still accepts an event
-- (INTAKE_LIMITS.maxAgeDays): a resend of such an event is refused by its time, so its key is
-- no longer needed. Keys stored before this column existed count from now.
ALTER TABLE attendance_event_keys ADD COLUMN happened_at timestamp with time zone NOT NULL DEFAULT now();
