-- Outbreak early warning: each school's thresholds, the alerts the scan raises, and the children
-- each alert counts (an alert grows as more children of its cluster turn up).
CREATE TABLE health_alert_rules (
  school_id bigint PRIMARY KEY REFERENCES institutions(id),
  class_count integer NOT NULL,
  class_days integer NOT NULL,
  across_classes boolean NOT NULL,
  school_count integer NOT NULL,
  school_days integer NOT NULL,
  absence_factor numeric(3, 1) NOT NULL,
  absence_window integer NOT NULL,
  absence_min integer NOT NULL,
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE TABLE health_alerts (
  school_id bigint NOT NULL REFERENCES institutions(id),
  id bigserial NOT NULL,
  kind text NOT NULL CHECK (kind IN ('class', 'school', 'absence')),
  -- null for a school-wide alert
  class_id bigint,
  -- null for an absence alert
  symptom_group text,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'acknowledged', 'closed')),
  first_day date NOT NULL,
  last_day date NOT NULL,
  raised_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  acknowledged_by bigint,
  acknowledged_at timestamp with time zone,
  closed_by bigint,
  closed_at timestamp with time zone,
  close_note text,
  PRIMARY KEY (school_id, id)
);--> statement-breakpoint
-- one alert per cluster while it is not closed: the scan grows it instead of raising a second
CREATE UNIQUE INDEX health_alerts_live_key ON health_alerts (school_id, kind, coalesce(class_id, 0), coalesce(symptom_group, ''))
  WHERE state <> 'closed';--> statement-breakpoint
CREATE INDEX health_alerts_list_idx ON health_alerts (school_id, raised_at DESC);--> statement-breakpoint
CREATE TABLE health_alert_children (
  school_id bigint NOT NULL,
  alert_id bigint NOT NULL,
  student_id bigint NOT NULL,
  first_day date NOT NULL,
  PRIMARY KEY (school_id, alert_id, student_id),
  FOREIGN KEY (school_id, alert_id) REFERENCES health_alerts(school_id, id) ON DELETE CASCADE,
  FOREIGN KEY (school_id, student_id) REFERENCES students(school_id, id)
);--> statement-breakpoint
-- where the migrating role is no superuser the event trigger is absent (0006_audit.sql)
SELECT kg_audit_attach('health_alert_rules'::regclass);--> statement-breakpoint
SELECT kg_audit_attach('health_alerts'::regclass);--> statement-breakpoint
SELECT kg_audit_attach('health_alert_children'::regclass);
