-- Attendance's event ledger: the devices that feed it, the cards they read, the append-only
-- events, and the days derived from them (recomputed from the events, never edited).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- A gate reader, face terminal or kiosk of a school. Its signing secret is kept encrypted
-- (AES-256-GCM under the app secret 'attendance-device-key'): the intake needs the secret itself
-- to check an HMAC, so a one-way hash cannot serve; it is shown once, at creation or rotation.
CREATE TABLE attendance_devices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  school_id bigint NOT NULL REFERENCES institutions(id),
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('gate', 'face', 'kiosk')),
  location text,
  enabled boolean NOT NULL DEFAULT true,
  secret_enc text NOT NULL,
  secret_rotated_at timestamp with time zone NOT NULL DEFAULT now(),
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX attendance_devices_name ON attendance_devices (school_id, name);--> statement-breakpoint
-- Contact bookkeeping, apart from the record so an upload does not write to the audit trail:
-- the last upload, events stored, and events that arrived late (the backlog an offline device flushed).
CREATE TABLE attendance_device_contacts (
  device_id bigint PRIMARY KEY REFERENCES attendance_devices(id) ON DELETE CASCADE,
  last_contact_at timestamp with time zone NOT NULL,
  events_stored bigint NOT NULL DEFAULT 0,
  late_events bigint NOT NULL DEFAULT 0,
  last_late_at timestamp with time zone
);--> statement-breakpoint
-- A card bound to a child; a lost or destroyed card is refused at the gate.
CREATE TABLE attendance_cards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  school_id bigint NOT NULL REFERENCES institutions(id),
  card_no text NOT NULL CHECK (card_no ~ '^[0-9A-Za-z]{4,32}$'),
  student_id bigint NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'lost', 'destroyed')),
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  FOREIGN KEY (school_id, student_id) REFERENCES students(school_id, id)
);--> statement-breakpoint
CREATE UNIQUE INDEX attendance_cards_no ON attendance_cards (school_id, card_no);--> statement-breakpoint
-- The ledger: every card swipe, face match, QR code, kiosk PIN and teacher's mark, as it came.
-- status: resolved (to student_id), unresolved (reason: unknown-card, unknown-person) or refused
-- (reason: lost-card, destroyed-card, other-school); a refused event is kept as evidence.
CREATE TABLE attendance_events (
  school_id bigint NOT NULL REFERENCES institutions(id),
  id bigint GENERATED ALWAYS AS IDENTITY,
  happened_at timestamp with time zone NOT NULL,
  received_at timestamp with time zone NOT NULL DEFAULT now(),
  device_id bigint REFERENCES attendance_devices(id),
  device_event_id text,
  kind text NOT NULL CHECK (kind IN ('card', 'face', 'qr', 'pin', 'mark')),
  direction text CHECK (direction IN ('in', 'out')),
  card_no text,
  person_ref text,
  photo_ref text,
  student_id bigint,
  status text NOT NULL CHECK (status IN ('resolved', 'unresolved', 'refused')),
  reason text,
  CHECK ((status = 'resolved') = (student_id IS NOT NULL AND reason IS NULL)),
  CHECK (device_id IS NOT NULL OR kind = 'mark'),
  PRIMARY KEY (school_id, happened_at, id)
) PARTITION BY RANGE (happened_at);--> statement-breakpoint
SELECT kg_partition_policy('attendance_events', 'happened_at', 3, NULL, 'archive');--> statement-breakpoint
CREATE INDEX attendance_events_student ON attendance_events (student_id, happened_at) WHERE student_id IS NOT NULL;--> statement-breakpoint
-- Idempotence by (device, the device's own event id) across every month: a unique index on the
-- partitioned table would have to include happened_at, and a device that resends an id with
-- another time would then be stored twice. The intake inserts here first, on conflict do nothing.
CREATE TABLE attendance_event_keys (
  device_id bigint NOT NULL REFERENCES attendance_devices(id),
  device_event_id text NOT NULL,
  PRIMARY KEY (device_id, device_event_id)
);--> statement-breakpoint
-- Append-only: a correction is a new event (a teacher's mark), never an edit. Old months leave
-- whole through the partition policy (detach); a detached table (the default partition while the
-- maintenance moves its rows into their new month) is no longer the ledger and may be emptied.
CREATE OR REPLACE FUNCTION kg_attendance_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_RELID <> 'attendance_events'::regclass AND NOT (SELECT relispartition FROM pg_class WHERE oid = TG_RELID) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'attendance_events is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER attendance_events_append_only BEFORE UPDATE OR DELETE ON attendance_events
  FOR EACH ROW EXECUTE FUNCTION kg_attendance_events_append_only();--> statement-breakpoint
-- One child's day as the ledger says (day.ts computes it): first arrival, last departure.
CREATE TABLE attendance_child_days (
  school_id bigint NOT NULL REFERENCES institutions(id),
  student_id bigint NOT NULL,
  day date NOT NULL,
  class_id bigint,
  first_in timestamp with time zone,
  last_out timestamp with time zone,
  events integer NOT NULL,
  present boolean NOT NULL,
  computed_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, student_id, day)
);--> statement-breakpoint
CREATE INDEX attendance_child_days_class ON attendance_child_days (school_id, class_id, day);--> statement-breakpoint
-- The child's presence intervals of a day; two never overlap (upper bound: the departure, or the
-- end of the day while no departure is recorded).
CREATE TABLE attendance_presence (
  school_id bigint NOT NULL REFERENCES institutions(id),
  student_id bigint NOT NULL,
  day date NOT NULL,
  starts_at timestamp with time zone NOT NULL,
  ends_at timestamp with time zone NOT NULL,
  -- no departure recorded: the interval runs to the end of the day
  open_ended boolean NOT NULL,
  CHECK (ends_at > starts_at),
  EXCLUDE USING gist (student_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
);--> statement-breakpoint
CREATE INDEX attendance_presence_day ON attendance_presence (school_id, student_id, day);--> statement-breakpoint
-- A class's day: children in the class, present and absent (lateness and leave come with the shift rules).
CREATE TABLE attendance_class_days (
  school_id bigint NOT NULL REFERENCES institutions(id),
  class_id bigint NOT NULL,
  day date NOT NULL,
  children integer NOT NULL,
  present integer NOT NULL,
  absent integer NOT NULL,
  computed_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, class_id, day)
);--> statement-breakpoint
-- Children's days waiting to be recomputed: the intake marks them in its transaction and the
-- drain (day-drain.ts) recomputes each once, however many events landed since, so a burst of
-- batches for the same children costs one recompute each, not one per batch.
CREATE TABLE attendance_days_dirty (
  school_id bigint NOT NULL,
  student_id bigint NOT NULL,
  day date NOT NULL,
  marked_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, student_id, day)
);--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_row ON attendance_days_dirty;--> statement-breakpoint
-- The ledger is its own trail and the days are derived: kept out of the audit trail (the event trigger attached them).
DROP TRIGGER IF EXISTS audit_row ON attendance_events;--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_row ON attendance_child_days;--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_row ON attendance_presence;--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_row ON attendance_class_days;--> statement-breakpoint
-- Records: audited (attached here too where the migrating role cannot run the event trigger).
SELECT kg_audit_attach('attendance_devices'::regclass);--> statement-breakpoint
SELECT kg_audit_attach('attendance_cards'::regclass);
