-- Smart pickup: who may collect each child, every collection attempt at the gate, the photos a
-- face terminal could not use, the notices asking for a new photo, and the school's settings.
-- A person authorised for a child, with a photo (a stored image) that face terminals enrol under
-- face_ref and/or a card they swipe. valid_to null: no end. A sibling's picker is a row of its own.
CREATE TABLE attendance_pickers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  school_id bigint NOT NULL REFERENCES institutions(id),
  student_id bigint NOT NULL,
  -- the guardian this picker is, when one (informational: a guardian edit replaces guardian rows)
  guardian_id bigint,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 30),
  relation text NOT NULL CHECK (length(relation) BETWEEN 1 AND 20),
  phone text NOT NULL CHECK (phone ~ '^1[3-9][0-9]{9}$'),
  photo_id bigint,
  face_ref text CHECK (face_ref ~ '^[\x21-\x7e]{1,64}$'),
  card_no text CHECK (card_no ~ '^[0-9A-Za-z]{4,32}$'),
  valid_from date NOT NULL,
  valid_to date CHECK (valid_to >= valid_from),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  created_by bigint,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  FOREIGN KEY (school_id, student_id) REFERENCES students(school_id, id),
  FOREIGN KEY (school_id, photo_id) REFERENCES stored_files(school_id, id)
);--> statement-breakpoint
CREATE INDEX attendance_pickers_student ON attendance_pickers (school_id, student_id);--> statement-breakpoint
-- One face or card names one picker of a child (the same person may pick up a sibling too).
CREATE UNIQUE INDEX attendance_pickers_face ON attendance_pickers (school_id, student_id, face_ref) WHERE face_ref IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX attendance_pickers_card ON attendance_pickers (school_id, student_id, card_no) WHERE card_no IS NOT NULL;--> statement-breakpoint
-- Every pickup attempt a device reported with a departure: authorised (picker_id set, the departure
-- counts) or refused (reason; the departure event is stored refused). notified_at: when the class
-- teacher and the guardians were told of a refusal, claimed once per attempt.
CREATE TABLE attendance_pickups (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  school_id bigint NOT NULL REFERENCES institutions(id),
  student_id bigint NOT NULL,
  class_id bigint,
  day date NOT NULL,
  happened_at timestamp with time zone NOT NULL,
  device_id bigint NOT NULL REFERENCES attendance_devices(id),
  device_event_id text NOT NULL,
  picker_id bigint REFERENCES attendance_pickers(id),
  picker_card_no text,
  picker_face_ref text,
  capture_ref text,
  capture_id bigint,
  authorised boolean NOT NULL,
  reason text CHECK (reason IN ('unknown-picker', 'expired-picker', 'not-yet-valid-picker', 'disabled-picker')),
  notified_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  CHECK (authorised = (reason IS NULL)),
  CHECK (NOT authorised OR picker_id IS NOT NULL),
  CHECK (picker_card_no IS NOT NULL OR picker_face_ref IS NOT NULL),
  FOREIGN KEY (school_id, student_id) REFERENCES students(school_id, id),
  FOREIGN KEY (school_id, capture_id) REFERENCES stored_files(school_id, id),
  UNIQUE (device_id, device_event_id)
);--> statement-breakpoint
CREATE INDEX attendance_pickups_day ON attendance_pickups (school_id, day, class_id);--> statement-breakpoint
CREATE INDEX attendance_pickups_student ON attendance_pickups (school_id, student_id, happened_at);--> statement-breakpoint
CREATE INDEX attendance_pickups_untold ON attendance_pickups (school_id) WHERE NOT authorised AND notified_at IS NULL;--> statement-breakpoint
-- A face terminal's report that a person's enrolled photo cannot be used (no face, blurred, ...),
-- with what it captured: the failure lists ask the person for a new photo.
CREATE TABLE attendance_photo_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  school_id bigint NOT NULL REFERENCES institutions(id),
  device_id bigint NOT NULL REFERENCES attendance_devices(id),
  device_event_id text NOT NULL,
  happened_at timestamp with time zone NOT NULL,
  subject text NOT NULL CHECK (subject IN ('child', 'picker', 'staff')),
  student_id bigint,
  picker_id bigint REFERENCES attendance_pickers(id),
  staff_id bigint,
  reason text NOT NULL CHECK (reason IN ('no-face', 'blurred', 'multiple-faces', 'too-dark', 'occluded', 'low-resolution')),
  capture_ref text,
  capture_id bigint,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  CHECK ((subject = 'child') = (student_id IS NOT NULL)),
  CHECK ((subject = 'picker') = (picker_id IS NOT NULL)),
  CHECK ((subject = 'staff') = (staff_id IS NOT NULL)),
  FOREIGN KEY (school_id, student_id) REFERENCES students(school_id, id),
  FOREIGN KEY (school_id, staff_id) REFERENCES members(institution_id, id),
  FOREIGN KEY (school_id, capture_id) REFERENCES stored_files(school_id, id),
  UNIQUE (device_id, device_event_id)
);--> statement-breakpoint
CREATE INDEX attendance_photo_failures_list ON attendance_photo_failures (school_id, subject, happened_at);--> statement-breakpoint
-- Redo-photo notices sent: one per person and day, however often the button is pressed.
CREATE TABLE attendance_photo_notices (
  school_id bigint NOT NULL REFERENCES institutions(id),
  subject text NOT NULL CHECK (subject IN ('child', 'picker', 'staff')),
  person_id bigint NOT NULL,
  day date NOT NULL,
  sent_by bigint,
  sent_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, subject, person_id, day)
);--> statement-breakpoint
-- The school's pickup settings: how many active pickers a child may have, and who is told of a refusal.
CREATE TABLE attendance_pickup_settings (
  school_id bigint PRIMARY KEY REFERENCES institutions(id),
  max_pickers integer NOT NULL DEFAULT 6 CHECK (max_pickers BETWEEN 1 AND 20),
  notify_teachers boolean NOT NULL DEFAULT true,
  notify_guardians boolean NOT NULL DEFAULT true,
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
-- Attempts, failures and notices sent are the devices' evidence and bookkeeping, like the ledger:
-- kept out of the audit trail (the event trigger attached them). Pickers and settings are records.
DROP TRIGGER IF EXISTS audit_row ON attendance_pickups;--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_row ON attendance_photo_failures;--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_row ON attendance_photo_notices;--> statement-breakpoint
SELECT kg_audit_attach('attendance_pickers'::regclass);--> statement-breakpoint
SELECT kg_audit_attach('attendance_pickup_settings'::regclass);
