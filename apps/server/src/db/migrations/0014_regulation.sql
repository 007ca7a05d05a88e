-- Supervising authorities: units and superior bodies, supervised groups, staff scope.
-- An authority's place in the tree and its contact; no row is a top authority without contact.
CREATE TABLE regulator_bodies (
  institution_id bigint PRIMARY KEY REFERENCES institutions(id),
  superior_id bigint REFERENCES institutions(id),
  contact_name text,
  contact_phone text,
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  CHECK (superior_id IS DISTINCT FROM institution_id)
);--> statement-breakpoint
CREATE INDEX regulator_bodies_superior_idx ON regulator_bodies (superior_id);--> statement-breakpoint
-- What a staff member of an authority may see; no row allows all (an administrator always may).
CREATE TABLE regulator_staff_scopes (
  institution_id bigint NOT NULL,
  member_id bigint NOT NULL,
  allow_entry boolean NOT NULL DEFAULT true,
  allow_reports boolean NOT NULL DEFAULT true,
  with_units boolean NOT NULL DEFAULT true,
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (institution_id, member_id),
  FOREIGN KEY (institution_id, member_id) REFERENCES members(institution_id, id) ON DELETE CASCADE
);
