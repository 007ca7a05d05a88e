-- Attendance: children's shifts, the classes' shifts and the school's rules. Times and class
-- assignments are versions effective from a day: a change takes effect from that day and leaves
-- the days before it as they were (the ledger recomputes a past day from the version of that day).
CREATE TABLE attendance_shifts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  school_id bigint NOT NULL REFERENCES institutions(id),
  name text NOT NULL,
  note text,
  sort integer NOT NULL DEFAULT 0,
  -- a deleted shift stays for the past days of the classes that had it
  deleted_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  UNIQUE (school_id, id)
);--> statement-breakpoint
CREATE UNIQUE INDEX attendance_shifts_name ON attendance_shifts (school_id, name) WHERE deleted_at IS NULL;--> statement-breakpoint
-- A shift's windows from a day on: arrival from arrive_from, late after late_after, an early leave
-- before early_before, gone by leave_until; on the weekdays listed (1 Monday … 7 Sunday).
CREATE TABLE attendance_shift_versions (
  school_id bigint NOT NULL,
  shift_id bigint NOT NULL,
  effective_from date NOT NULL,
  arrive_from time NOT NULL,
  late_after time NOT NULL,
  early_before time NOT NULL,
  leave_until time NOT NULL,
  weekdays smallint[] NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (shift_id, effective_from),
  FOREIGN KEY (school_id, shift_id) REFERENCES attendance_shifts (school_id, id),
  CHECK (arrive_from <= late_after AND late_after < early_before AND early_before <= leave_until),
  CHECK (cardinality(weekdays) BETWEEN 1 AND 7 AND weekdays <@ '{1,2,3,4,5,6,7}'::smallint[])
);--> statement-breakpoint
-- A class's shift from a day on; the latest row on or before a day is that day's shift.
CREATE TABLE attendance_class_shifts (
  school_id bigint NOT NULL,
  class_id bigint NOT NULL,
  effective_from date NOT NULL,
  shift_id bigint NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, class_id, effective_from),
  -- a class's shifts are its own settings: they go when the class is deleted
  FOREIGN KEY (school_id, class_id) REFERENCES classes (school_id, id) ON DELETE CASCADE,
  FOREIGN KEY (school_id, shift_id) REFERENCES attendance_shifts (school_id, id)
);--> statement-breakpoint
CREATE INDEX attendance_class_shifts_shift ON attendance_class_shifts (shift_id);--> statement-breakpoint
-- The school's rules from a day on: present means arrived at all (1) or arrived by present_before
-- (2); grace minutes after late_after / before early_before; a child arriving after or leaving
-- before half_day_noon is half a day (null: no half days); children not arrived by
-- absent_notice_at are reported to the class teacher, and to guardians if notice_guardians.
CREATE TABLE attendance_rules (
  school_id bigint NOT NULL REFERENCES institutions(id),
  effective_from date NOT NULL,
  present_mode smallint NOT NULL CHECK (present_mode IN (1, 2)),
  present_before time,
  grace_minutes smallint NOT NULL CHECK (grace_minutes BETWEEN 0 AND 120),
  half_day_noon time,
  absent_notice_at time,
  notice_guardians boolean NOT NULL DEFAULT false,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, effective_from),
  CHECK ((present_mode = 2) = (present_before IS NOT NULL)),
  CHECK (NOT notice_guardians OR absent_notice_at IS NOT NULL)
);
