-- Attendance: the school's own calendar days on top of China's public holidays and make-up
-- working days (those come from the chinese-days package, never stored). A closure takes school
-- days away (sports day, teacher training, an epidemic closure), an open day adds one (a make-up
-- day the school keeps, a Saturday event). Terms are the school's terms (school_terms): one
-- definition of a term for the whole product. The calls keep a school's ranges from overlapping
-- (checked under a per-school lock, so no extension is needed for an exclusion constraint).
CREATE TABLE attendance_calendar_days (
  school_id bigint NOT NULL REFERENCES institutions(id),
  id bigint GENERATED ALWAYS AS IDENTITY,
  kind text NOT NULL CHECK (kind IN ('closure', 'open')),
  first_day date NOT NULL,
  last_day date NOT NULL,
  reason text NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, id),
  CONSTRAINT attendance_calendar_days_order CHECK (last_day >= first_day)
);--> statement-breakpoint
CREATE INDEX attendance_calendar_days_range ON attendance_calendar_days (school_id, first_day, last_day);
