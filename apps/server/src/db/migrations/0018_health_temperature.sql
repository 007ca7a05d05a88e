-- Staff temperatures: one reading per member per day per check window (slot 1 morning, 2 noon,
-- 3 afternoon), recorded by the health staff; children's readings stay in inspect_records.
CREATE TABLE staff_temperatures (
  school_id bigint NOT NULL REFERENCES institutions(id),
  id bigserial NOT NULL,
  member_id bigint NOT NULL,
  day date NOT NULL,
  slot smallint NOT NULL CHECK (slot BETWEEN 1 AND 3),
  temperature numeric(3, 1) NOT NULL CHECK (temperature BETWEEN 34 AND 43),
  recorded_by bigint NOT NULL,
  recorded_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, id),
  FOREIGN KEY (school_id, member_id) REFERENCES members(institution_id, id)
);--> statement-breakpoint
-- a second reading of the same window replaces the first; the lists read a school's range of days
CREATE UNIQUE INDEX staff_temperatures_reading_key ON staff_temperatures (school_id, member_id, day, slot);--> statement-breakpoint
CREATE INDEX staff_temperatures_day_idx ON staff_temperatures (school_id, day);
