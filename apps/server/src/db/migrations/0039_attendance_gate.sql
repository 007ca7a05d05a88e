-- Attendance: gate screen of a school (names unique per school).
CREATE TABLE attendance_gate (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  school_id bigint NOT NULL REFERENCES institutions(id),
  name text NOT NULL,
  note text,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX attendance_gate_name ON attendance_gate (school_id, name);
