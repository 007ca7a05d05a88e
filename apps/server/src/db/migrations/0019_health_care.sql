-- Health care of a sick or recovering child: the record (condition, period, care needs, medicine,
-- whom to remind and when), the health teacher's daily views, the class teacher's daily entries,
-- reusable content templates, the reminders already sent; and guardians' exhortations with the
-- teacher's confirmation.
CREATE TABLE care_records (
  school_id bigint NOT NULL REFERENCES institutions(id),
  id bigserial NOT NULL,
  student_id bigint NOT NULL,
  -- the child's class when the care began: the class range and the lists read it
  class_id bigint NOT NULL,
  condition text NOT NULL,
  start_day date NOT NULL,
  end_day date NOT NULL,
  needs text,
  -- [{name, dose, times: ['HH:mm']}]
  medicines jsonb NOT NULL DEFAULT '[]',
  remind_member_ids bigint[] NOT NULL DEFAULT '{}',
  remind_times text[] NOT NULL DEFAULT '{}',
  state text NOT NULL DEFAULT 'ongoing' CHECK (state IN ('ongoing', 'finished')),
  created_by bigint NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  finished_at timestamp with time zone,
  PRIMARY KEY (school_id, id),
  CHECK (end_day >= start_day),
  FOREIGN KEY (school_id, student_id) REFERENCES students(school_id, id)
);--> statement-breakpoint
CREATE INDEX care_records_period_idx ON care_records (school_id, start_day, end_day);--> statement-breakpoint
CREATE INDEX care_records_student_idx ON care_records (school_id, student_id);--> statement-breakpoint
-- the reminder scan reads ongoing records only
CREATE INDEX care_records_ongoing_idx ON care_records (end_day) WHERE state = 'ongoing' AND remind_times <> '{}';--> statement-breakpoint
CREATE TABLE care_views (
  school_id bigint NOT NULL,
  id bigserial NOT NULL,
  record_id bigint NOT NULL,
  day date NOT NULL,
  trend text NOT NULL CHECK (trend IN ('better', 'same', 'worse')),
  content text NOT NULL,
  author_id bigint NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, id),
  FOREIGN KEY (school_id, record_id) REFERENCES care_records(school_id, id) ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX care_views_record_idx ON care_views (school_id, record_id, day);--> statement-breakpoint
CREATE TABLE care_teacher_entries (
  school_id bigint NOT NULL,
  id bigserial NOT NULL,
  record_id bigint NOT NULL,
  day date NOT NULL,
  -- when the medicine was given ('HH:mm'), empty when none was due
  medicine_times text[] NOT NULL DEFAULT '{}',
  temperature numeric(3, 1),
  observation text,
  image_ids bigint[] NOT NULL DEFAULT '{}',
  author_id bigint NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, id),
  FOREIGN KEY (school_id, record_id) REFERENCES care_records(school_id, id) ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX care_teacher_entries_record_idx ON care_teacher_entries (school_id, record_id, day);--> statement-breakpoint
CREATE TABLE care_content_models (
  school_id bigint NOT NULL REFERENCES institutions(id),
  id bigserial NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  -- topped templates come first, the latest topped first
  topped_at timestamp with time zone,
  created_by bigint NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, id)
);--> statement-breakpoint
-- one row per record, day and reminder time: a reminder goes once however often the scan runs
CREATE TABLE care_reminders_sent (
  school_id bigint NOT NULL,
  record_id bigint NOT NULL,
  day date NOT NULL,
  at text NOT NULL,
  sent_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, record_id, day, at),
  FOREIGN KEY (school_id, record_id) REFERENCES care_records(school_id, id) ON DELETE CASCADE
);--> statement-breakpoint
CREATE TABLE exhortations (
  school_id bigint NOT NULL REFERENCES institutions(id),
  id bigserial NOT NULL,
  student_id bigint NOT NULL,
  class_id bigint NOT NULL,
  day date NOT NULL,
  guardian_name text NOT NULL,
  guardian_phone text NOT NULL,
  relation text NOT NULL,
  -- [{name, dose, times: ['HH:mm'], imageId}]
  medicines jsonb NOT NULL DEFAULT '[]',
  notes text,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  confirmed_by bigint,
  confirmed_at timestamp with time zone,
  -- what the teacher did: when the medicine was given, and a note
  done_times text[] NOT NULL DEFAULT '{}',
  done_note text,
  PRIMARY KEY (school_id, id),
  FOREIGN KEY (school_id, student_id) REFERENCES students(school_id, id)
);--> statement-breakpoint
CREATE INDEX exhortations_day_idx ON exhortations (school_id, day, class_id);
