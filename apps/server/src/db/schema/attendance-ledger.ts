// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const attendanceCards = pgTable('attendance_cards', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  schoolId: bigint('school_id', { mode: 'number' }).notNull(),
  cardNo: text('card_no').notNull(),
  studentId: bigint('student_id', { mode: 'number' }),
  status: text('status').notNull().default(sql`'active'::text`),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  holderKind: text('holder_kind').notNull().default(sql`'child'::text`),
  guardianId: bigint('guardian_id', { mode: 'number' }),
  staffId: bigint('staff_id', { mode: 'number' }),
});

export const attendanceChildDays = pgTable(
  'attendance_child_days',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    classId: bigint('class_id', { mode: 'number' }),
    firstIn: timestamp('first_in', { withTimezone: true, mode: 'date' }),
    lastOut: timestamp('last_out', { withTimezone: true, mode: 'date' }),
    events: integer('events').notNull(),
    present: boolean('present').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    schoolDay: boolean('school_day').notNull().default(true),
    status: text('status').notNull().default(sql`'absent'::text`),
    lateMinutes: integer('late_minutes'),
    earlyMinutes: integer('early_minutes'),
    halfDay: boolean('half_day').notNull().default(false),
    leaveId: bigint('leave_id', { mode: 'number' }),
    symptomGroup: text('symptom_group'),
    marked: boolean('marked').notNull().default(false),
    billable: boolean('billable').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.studentId, t.day] })],
);

export const attendanceClassDays = pgTable(
  'attendance_class_days',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    children: integer('children').notNull(),
    present: integer('present').notNull(),
    absent: integer('absent').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    late: integer('late').notNull().default(0),
    earlyLeave: integer('early_leave').notNull().default(0),
    sick: integer('sick').notNull().default(0),
    personal: integer('personal').notNull().default(0),
    schoolDay: boolean('school_day').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.classId, t.day] })],
);

export const attendanceDaysDirty = pgTable(
  'attendance_days_dirty',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.studentId, t.day] })],
);

export const attendanceDeviceContacts = pgTable('attendance_device_contacts', {
  deviceId: bigint('device_id', { mode: 'number' }).primaryKey(),
  lastContactAt: timestamp('last_contact_at', { withTimezone: true, mode: 'date' }).notNull(),
  eventsStored: bigint('events_stored', { mode: 'number' }).notNull().default(0),
  lateEvents: bigint('late_events', { mode: 'number' }).notNull().default(0),
  lastLateAt: timestamp('last_late_at', { withTimezone: true, mode: 'date' }),
});

export const attendanceDevices = pgTable('attendance_devices', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  schoolId: bigint('school_id', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  location: text('location'),
  enabled: boolean('enabled').notNull().default(true),
  secretEnc: text('secret_enc').notNull(),
  secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const attendanceEventKeys = pgTable(
  'attendance_event_keys',
  {
    deviceId: bigint('device_id', { mode: 'number' }).notNull(),
    deviceEventId: text('device_event_id').notNull(),
    happenedAt: timestamp('happened_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.deviceEventId] })],
);

export const attendanceEvents = pgTable(
  'attendance_events',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    happenedAt: timestamp('happened_at', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deviceId: bigint('device_id', { mode: 'number' }),
    deviceEventId: text('device_event_id'),
    kind: text('kind').notNull(),
    direction: text('direction'),
    cardNo: text('card_no'),
    personRef: text('person_ref'),
    photoRef: text('photo_ref'),
    studentId: bigint('student_id', { mode: 'number' }),
    status: text('status').notNull(),
    reason: text('reason'),
    mark: text('mark'),
    actorId: bigint('actor_id', { mode: 'number' }),
    note: text('note'),
    symptoms: text('symptoms').array(),
    staffId: bigint('staff_id', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.happenedAt, t.id] })],
);

export const attendancePresence = pgTable('attendance_presence', {
  schoolId: bigint('school_id', { mode: 'number' }).notNull(),
  studentId: bigint('student_id', { mode: 'number' }).notNull(),
  day: date('day').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  openEnded: boolean('open_ended').notNull(),
});
