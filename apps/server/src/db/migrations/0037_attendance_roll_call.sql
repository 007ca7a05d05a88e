-- Attendance's class register: a child's day classified against the rules in effect that day
-- (day-close.ts, roll-call), the teacher's mark as a ledger event, and the not-arrived notice.
-- A teacher's mark: kind 'mark', no device, the account that marked, a reason and (sick) symptom groups.
ALTER TABLE attendance_events
  ADD COLUMN mark text CHECK (mark IN ('present', 'absent', 'sick', 'personal', 'left')),
  ADD COLUMN actor_id bigint,
  ADD COLUMN note text,
  ADD COLUMN symptoms text[],
  ADD CONSTRAINT attendance_events_mark CHECK ((kind = 'mark') = (mark IS NOT NULL));--> statement-breakpoint
-- status: present (arrived), sick / personal (on approved leave or marked so), absent (neither).
-- late_minutes / early_minutes: null when on time; billable: present on a school day.
ALTER TABLE attendance_child_days
  ADD COLUMN school_day boolean NOT NULL DEFAULT true,
  ADD COLUMN status text NOT NULL DEFAULT 'absent' CHECK (status IN ('present', 'absent', 'sick', 'personal')),
  ADD COLUMN late_minutes integer CHECK (late_minutes > 0),
  ADD COLUMN early_minutes integer CHECK (early_minutes > 0),
  ADD COLUMN half_day boolean NOT NULL DEFAULT false,
  ADD COLUMN leave_id bigint,
  ADD COLUMN symptom_group text,
  ADD COLUMN marked boolean NOT NULL DEFAULT false,
  ADD COLUMN billable boolean NOT NULL DEFAULT false;--> statement-breakpoint
-- absent: neither present nor on leave (sick and personal are counted apart).
ALTER TABLE attendance_class_days
  ADD COLUMN late integer NOT NULL DEFAULT 0,
  ADD COLUMN early_leave integer NOT NULL DEFAULT 0,
  ADD COLUMN sick integer NOT NULL DEFAULT 0,
  ADD COLUMN personal integer NOT NULL DEFAULT 0,
  ADD COLUMN school_day boolean NOT NULL DEFAULT true;--> statement-breakpoint
-- The not-arrived notice, once per child and day: the minute job inserts here first, on conflict
-- do nothing, so a second run (or a second instance) sends nothing twice.
CREATE TABLE attendance_absence_notices (
  school_id bigint NOT NULL REFERENCES institutions(id),
  student_id bigint NOT NULL,
  day date NOT NULL,
  class_id bigint,
  teachers integer NOT NULL DEFAULT 0,
  guardians integer NOT NULL DEFAULT 0,
  sent_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, student_id, day),
  FOREIGN KEY (school_id, student_id) REFERENCES students(school_id, id) ON DELETE CASCADE
);--> statement-breakpoint
-- Bookkeeping of sent notices (the notices and outbox are the trail), like the dirty marks.
DROP TRIGGER IF EXISTS audit_row ON attendance_absence_notices;
