-- The schools a group employee may reach: none listed and all_range set means every school of the group.
CREATE TABLE group_employee_schools (
  group_id bigint NOT NULL,
  member_id bigint NOT NULL,
  school_id bigint NOT NULL REFERENCES institutions(id),
  PRIMARY KEY (group_id, member_id, school_id),
  FOREIGN KEY (group_id, member_id) REFERENCES members(institution_id, id) ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX group_employee_schools_school_idx ON group_employee_schools (school_id);
