-- Daily health inspections: the school's check items, its three check windows, one record per
-- child per window per day, and per class per day and window the counts the lists, month
-- matrices, data centre and outbreak scan read (kept in step by the writes, never recounted from records on a read).
CREATE TABLE inspect_items (
  school_id bigint NOT NULL REFERENCES institutions(id),
  id bigserial NOT NULL,
  name text NOT NULL,
  -- temperature: a reading in °C; choice: normal or one of the findings
  kind text NOT NULL CHECK (kind IN ('temperature', 'choice')),
  -- the abnormal findings a choice item offers, each mapped to a symptom group for the outbreak scan
  findings jsonb NOT NULL DEFAULT '[]',
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, id)
);--> statement-breakpoint
CREATE UNIQUE INDEX inspect_items_name_key ON inspect_items (school_id, name);--> statement-breakpoint
-- slot 1 morning, 2 noon, 3 afternoon
CREATE TABLE inspect_slots (
  school_id bigint NOT NULL REFERENCES institutions(id),
  slot smallint NOT NULL CHECK (slot BETWEEN 1 AND 3),
  enabled boolean NOT NULL DEFAULT true,
  starts time NOT NULL,
  ends time NOT NULL,
  -- the items checked in this window, in order
  item_ids bigint[] NOT NULL DEFAULT '{}',
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, slot)
);--> statement-breakpoint
CREATE TABLE inspect_records (
  school_id bigint NOT NULL,
  day date NOT NULL,
  slot smallint NOT NULL CHECK (slot BETWEEN 1 AND 3),
  student_id bigint NOT NULL,
  -- the child's class that day (a later class change leaves past days where they were)
  class_id bigint NOT NULL,
  result text NOT NULL CHECK (result IN ('normal', 'abnormal', 'absent-sick', 'absent-other')),
  temperature numeric(3, 1),
  -- abnormal findings: [{itemId, finding}]
  findings jsonb NOT NULL DEFAULT '[]',
  -- symptom groups of the findings (fever, rash, gastro, cough, other): what the outbreak scan compares
  symptom_groups text[] NOT NULL DEFAULT '{}',
  measures text,
  note text,
  recorded_by bigint NOT NULL,
  recorded_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, day, slot, student_id),
  FOREIGN KEY (school_id, student_id) REFERENCES students(school_id, id) ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX inspect_records_class_idx ON inspect_records (school_id, class_id, day);--> statement-breakpoint
CREATE INDEX inspect_records_student_idx ON inspect_records (school_id, student_id, day);--> statement-breakpoint
CREATE INDEX inspect_records_abnormal_idx ON inspect_records (school_id, day) WHERE result <> 'normal';--> statement-breakpoint
CREATE TABLE inspect_class_days (
  school_id bigint NOT NULL,
  class_id bigint NOT NULL,
  day date NOT NULL,
  slot smallint NOT NULL,
  -- children of the class that day, checked (examined: normal or abnormal), abnormal, fever (≥ 37.3 °C),
  -- absent for illness, absent otherwise; checked + absences is how many of the roster are done
  roster integer NOT NULL DEFAULT 0,
  checked integer NOT NULL DEFAULT 0,
  abnormal integer NOT NULL DEFAULT 0,
  fever integer NOT NULL DEFAULT 0,
  absent_sick integer NOT NULL DEFAULT 0,
  absent_other integer NOT NULL DEFAULT 0,
  PRIMARY KEY (school_id, day, slot, class_id)
);--> statement-breakpoint
CREATE INDEX inspect_class_days_class_idx ON inspect_class_days (school_id, class_id, day);
