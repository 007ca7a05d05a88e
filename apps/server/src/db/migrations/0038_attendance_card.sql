-- Attendance cards for guardians and staff as well as children. A guardian's card keeps the child
-- it was issued for (guardians are per child); a staff card resolves a swipe to the staff member.
ALTER TABLE attendance_cards
  ADD COLUMN holder_kind text NOT NULL DEFAULT 'child' CHECK (holder_kind IN ('child', 'guardian', 'staff')),
  ADD COLUMN guardian_id bigint,
  ADD COLUMN staff_id bigint,
  ALTER COLUMN student_id DROP NOT NULL,
  ADD CONSTRAINT attendance_cards_holder CHECK (CASE holder_kind
    WHEN 'child' THEN student_id IS NOT NULL AND guardian_id IS NULL AND staff_id IS NULL
    WHEN 'guardian' THEN student_id IS NOT NULL AND guardian_id IS NOT NULL AND staff_id IS NULL
    ELSE staff_id IS NOT NULL AND student_id IS NULL AND guardian_id IS NULL END),
  -- a guardian removed from the child takes the card with them (the audit trail keeps the row)
  ADD CONSTRAINT attendance_cards_guardian FOREIGN KEY (school_id, guardian_id) REFERENCES guardians(school_id, id) ON DELETE CASCADE,
  ADD CONSTRAINT attendance_cards_staff FOREIGN KEY (school_id, staff_id) REFERENCES members(institution_id, id);--> statement-breakpoint
-- A number is taken while a card with it is active or lost; a destroyed card frees it and stays as history.
DROP INDEX attendance_cards_no;--> statement-breakpoint
CREATE UNIQUE INDEX attendance_cards_no ON attendance_cards (school_id, card_no) WHERE status <> 'destroyed';--> statement-breakpoint
CREATE INDEX attendance_cards_no_history ON attendance_cards (school_id, card_no, updated_at);--> statement-breakpoint
-- One active card per holder: a lost card may be replaced, and is recovered only while no other is active.
CREATE UNIQUE INDEX attendance_cards_child_active ON attendance_cards (school_id, student_id) WHERE holder_kind = 'child' AND status = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX attendance_cards_guardian_active ON attendance_cards (school_id, guardian_id) WHERE holder_kind = 'guardian' AND status = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX attendance_cards_staff_active ON attendance_cards (school_id, staff_id) WHERE holder_kind = 'staff' AND status = 'active';--> statement-breakpoint
CREATE INDEX attendance_cards_student ON attendance_cards (school_id, student_id) WHERE student_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX attendance_cards_staff_member ON attendance_cards (school_id, staff_id) WHERE staff_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX attendance_cards_guardian_cards ON attendance_cards (school_id, guardian_id) WHERE guardian_id IS NOT NULL;--> statement-breakpoint
-- A staff card's swipe resolves to the staff member (issue 27's staff attendance reads it).
ALTER TABLE attendance_events ADD COLUMN staff_id bigint;--> statement-breakpoint
-- The resolved check was declared unnamed in 0031: found by what it says, not by a generated name.
DO $$
DECLARE c text;
BEGIN
  SELECT conname INTO STRICT c FROM pg_constraint
   WHERE conrelid = 'attendance_events'::regclass AND contype = 'c'
     AND pg_get_constraintdef(oid) LIKE '%''resolved''%student_id IS NOT NULL%';
  EXECUTE format('ALTER TABLE attendance_events DROP CONSTRAINT %I', c);
END
$$;--> statement-breakpoint
ALTER TABLE attendance_events ADD CONSTRAINT attendance_events_resolved
  CHECK ((status = 'resolved') = ((student_id IS NOT NULL OR staff_id IS NOT NULL) AND reason IS NULL));--> statement-breakpoint
CREATE INDEX attendance_events_staff ON attendance_events (staff_id, happened_at) WHERE staff_id IS NOT NULL;
