-- Attendance: a child's sick or personal leave. Applied through the workflow engine (request_id
-- is the workflow request); its approval marks the covered days for the day drain, which then
-- classifies them sick or personal. days is counted from the school's calendar when applied
-- (half days 0.5), never typed by a client. A half-day start (starts_pm) or end (ends_am) leaves
-- the other half of that day to attendance.
CREATE TABLE attendance_leaves (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  school_id bigint NOT NULL REFERENCES institutions(id),
  student_id bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('sick', 'personal')),
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  starts_pm boolean NOT NULL DEFAULT false,
  ends_am boolean NOT NULL DEFAULT false,
  days numeric(5, 1) NOT NULL CHECK (days > 0),
  symptoms text[] NOT NULL DEFAULT '{}',
  symptom_group text,
  reason text,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
  request_id bigint,
  created_by bigint,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  FOREIGN KEY (school_id, student_id) REFERENCES students(school_id, id),
  CONSTRAINT attendance_leaves_order CHECK (ends_on >= starts_on),
  -- one day's leave cannot both start in the afternoon and end in the morning
  CONSTRAINT attendance_leaves_halves CHECK (ends_on > starts_on OR NOT (starts_pm AND ends_am)),
  -- sick leave names its symptoms (the outbreak scan counts it by group)
  CONSTRAINT attendance_leaves_sick CHECK (kind <> 'sick' OR (cardinality(symptoms) > 0 AND symptom_group IS NOT NULL))
);--> statement-breakpoint
-- a child's live leaves by range: the overlap check and the day classification read these
CREATE INDEX attendance_leaves_child ON attendance_leaves (school_id, student_id, starts_on) WHERE status IN ('pending', 'approved');--> statement-breakpoint
CREATE INDEX attendance_leaves_school ON attendance_leaves (school_id, starts_on);--> statement-breakpoint
CREATE UNIQUE INDEX attendance_leaves_request ON attendance_leaves (request_id) WHERE request_id IS NOT NULL;--> statement-breakpoint
SELECT kg_audit_attach('attendance_leaves'::regclass);
