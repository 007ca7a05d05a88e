-- Physical exams and growth assessment. A plan measures chosen classes on chosen items; each
-- child's record keeps the raw measurements and, computed on save (never typed in), the growth
-- z-scores and statuses against the school's reference, so statistics read stored figures.
CREATE TABLE growth_settings (
  school_id bigint PRIMARY KEY REFERENCES institutions(id),
  -- 'who' (WHO 2006 standards under 5, 2007 reference from 5); the model stays open for a national standard
  reference text NOT NULL DEFAULT 'who',
  updated_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
-- A school's normal range for an item that is not a growth indicator (vision, haemoglobin, blood lead…)
CREATE TABLE exam_standards (
  school_id bigint NOT NULL REFERENCES institutions(id),
  item text NOT NULL,
  low double precision,
  high double precision,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, item)
);--> statement-breakpoint
CREATE TABLE exam_plans (
  school_id bigint NOT NULL REFERENCES institutions(id),
  id bigserial NOT NULL,
  name text NOT NULL,
  term_id bigint,
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  -- EXAM_ITEMS keys, in the order the record sheet shows them
  items text[] NOT NULL,
  -- the plan this one is compared with (by default the school's previous plan)
  compare_plan_id bigint,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, id),
  CHECK (ends_on >= starts_on)
);--> statement-breakpoint
CREATE INDEX exam_plans_start_idx ON exam_plans (school_id, starts_on DESC);--> statement-breakpoint
CREATE TABLE exam_plan_classes (
  school_id bigint NOT NULL,
  plan_id bigint NOT NULL,
  class_id bigint NOT NULL,
  PRIMARY KEY (school_id, plan_id, class_id),
  FOREIGN KEY (school_id, plan_id) REFERENCES exam_plans(school_id, id) ON DELETE CASCADE,
  FOREIGN KEY (school_id, class_id) REFERENCES classes(school_id, id) ON DELETE CASCADE
);--> statement-breakpoint
CREATE TABLE exam_records (
  school_id bigint NOT NULL,
  plan_id bigint NOT NULL,
  student_id bigint NOT NULL,
  -- the child's class, sex and age when measured: statistics group by what was true that day
  class_id bigint NOT NULL,
  sex char(1) NOT NULL CHECK (sex IN ('M', 'F')),
  measured_on date NOT NULL,
  age_days integer NOT NULL,
  height_cm numeric(5, 1),
  weight_kg numeric(5, 2),
  head_cm numeric(4, 1),
  -- the other items by EXAM_ITEMS key (vision, hearing, caries, haemoglobin, blood lead…)
  extra jsonb NOT NULL DEFAULT '{}',
  -- computed: weight-for-age, height-for-age, weight-for-length/height, BMI-for-age
  waz double precision,
  haz double precision,
  whz double precision,
  baz double precision,
  -- GROWTH_STATUSES that apply; empty is normal
  statuses text[] NOT NULL DEFAULT '{}',
  reference text,
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, plan_id, student_id),
  FOREIGN KEY (school_id, plan_id) REFERENCES exam_plans(school_id, id) ON DELETE CASCADE,
  FOREIGN KEY (school_id, student_id) REFERENCES students(school_id, id)
);--> statement-breakpoint
CREATE INDEX exam_records_class_idx ON exam_records (school_id, plan_id, class_id);--> statement-breakpoint
CREATE INDEX exam_records_student_idx ON exam_records (school_id, student_id, measured_on);
