-- Health codes: the colour (green, yellow, red) a child or a staff member shows for a day, as the
-- school enters it or imports it from a workbook (no outside service). Every entry is kept: the
-- latest entry (highest id) of a person's day counts, the earlier ones are its history.
CREATE TABLE attendance_health_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  school_id bigint NOT NULL REFERENCES institutions(id),
  person_kind text NOT NULL CHECK (person_kind IN ('child', 'staff')),
  student_id bigint,
  member_id bigint,
  day date NOT NULL,
  color text NOT NULL CHECK (color IN ('green', 'yellow', 'red')),
  note text CHECK (char_length(note) <= 200),
  source text NOT NULL CHECK (source IN ('manual', 'import')),
  -- the member who entered or imported it
  created_by bigint,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  -- exactly the person column of the kind is set
  CHECK ((person_kind = 'child') = (student_id IS NOT NULL AND member_id IS NULL)),
  CHECK ((person_kind = 'staff') = (member_id IS NOT NULL AND student_id IS NULL)),
  FOREIGN KEY (school_id, student_id) REFERENCES students(school_id, id),
  FOREIGN KEY (school_id, member_id) REFERENCES members(institution_id, id)
);--> statement-breakpoint
-- a person's day, latest first: the lists' "latest per person" and a person's history read these
CREATE INDEX attendance_health_codes_child_day ON attendance_health_codes (school_id, day, student_id, id DESC) WHERE student_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX attendance_health_codes_staff_day ON attendance_health_codes (school_id, day, member_id, id DESC) WHERE member_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX attendance_health_codes_child ON attendance_health_codes (school_id, student_id, day DESC) WHERE student_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX attendance_health_codes_staff ON attendance_health_codes (school_id, member_id, day DESC) WHERE member_id IS NOT NULL;--> statement-breakpoint
SELECT kg_audit_attach('attendance_health_codes'::regclass);
