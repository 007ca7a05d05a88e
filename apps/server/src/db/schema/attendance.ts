// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, numeric, pgTable, primaryKey, smallint, text, time, timestamp } from 'drizzle-orm/pg-core';

export const attendanceAbsenceNotices = pgTable(
  'attendance_absence_notices',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    classId: bigint('class_id', { mode: 'number' }),
    teachers: integer('teachers').notNull().default(0),
    guardians: integer('guardians').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.studentId, t.day] })],
);

export const attendanceClassShifts = pgTable(
  'attendance_class_shifts',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    effectiveFrom: date('effective_from').notNull(),
    shiftId: bigint('shift_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.classId, t.effectiveFrom] })],
);

export const attendanceHealthCodes = pgTable('attendance_health_codes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  schoolId: bigint('school_id', { mode: 'number' }).notNull(),
  personKind: text('person_kind').notNull(),
  studentId: bigint('student_id', { mode: 'number' }),
  memberId: bigint('member_id', { mode: 'number' }),
  day: date('day').notNull(),
  color: text('color').notNull(),
  note: text('note'),
  source: text('source').notNull(),
  createdBy: bigint('created_by', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const attendanceLeaves = pgTable('attendance_leaves', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  schoolId: bigint('school_id', { mode: 'number' }).notNull(),
  studentId: bigint('student_id', { mode: 'number' }).notNull(),
  kind: text('kind').notNull(),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on').notNull(),
  startsPm: boolean('starts_pm').notNull().default(false),
  endsAm: boolean('ends_am').notNull().default(false),
  days: numeric('days', { precision: 5, scale: 1 }).notNull(),
  symptoms: text('symptoms').array().notNull().default(sql`'{}'::text[]`),
  symptomGroup: text('symptom_group'),
  reason: text('reason'),
  status: text('status').notNull(),
  requestId: bigint('request_id', { mode: 'number' }),
  createdBy: bigint('created_by', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const attendancePhotoFailures = pgTable('attendance_photo_failures', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  schoolId: bigint('school_id', { mode: 'number' }).notNull(),
  deviceId: bigint('device_id', { mode: 'number' }).notNull(),
  deviceEventId: text('device_event_id').notNull(),
  happenedAt: timestamp('happened_at', { withTimezone: true, mode: 'date' }).notNull(),
  subject: text('subject').notNull(),
  studentId: bigint('student_id', { mode: 'number' }),
  pickerId: bigint('picker_id', { mode: 'number' }),
  staffId: bigint('staff_id', { mode: 'number' }),
  reason: text('reason').notNull(),
  captureRef: text('capture_ref'),
  captureId: bigint('capture_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const attendancePhotoNotices = pgTable(
  'attendance_photo_notices',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    subject: text('subject').notNull(),
    personId: bigint('person_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    sentBy: bigint('sent_by', { mode: 'number' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.subject, t.personId, t.day] })],
);

export const attendancePickers = pgTable('attendance_pickers', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  schoolId: bigint('school_id', { mode: 'number' }).notNull(),
  studentId: bigint('student_id', { mode: 'number' }).notNull(),
  guardianId: bigint('guardian_id', { mode: 'number' }),
  name: text('name').notNull(),
  relation: text('relation').notNull(),
  phone: text('phone').notNull(),
  photoId: bigint('photo_id', { mode: 'number' }),
  faceRef: text('face_ref'),
  cardNo: text('card_no'),
  validFrom: date('valid_from').notNull(),
  validTo: date('valid_to'),
  status: text('status').notNull().default(sql`'active'::text`),
  createdBy: bigint('created_by', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const attendancePickupSettings = pgTable('attendance_pickup_settings', {
  schoolId: bigint('school_id', { mode: 'number' }).primaryKey(),
  maxPickers: integer('max_pickers').notNull().default(6),
  notifyTeachers: boolean('notify_teachers').notNull().default(true),
  notifyGuardians: boolean('notify_guardians').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const attendancePickups = pgTable('attendance_pickups', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  schoolId: bigint('school_id', { mode: 'number' }).notNull(),
  studentId: bigint('student_id', { mode: 'number' }).notNull(),
  classId: bigint('class_id', { mode: 'number' }),
  day: date('day').notNull(),
  happenedAt: timestamp('happened_at', { withTimezone: true, mode: 'date' }).notNull(),
  deviceId: bigint('device_id', { mode: 'number' }).notNull(),
  deviceEventId: text('device_event_id').notNull(),
  pickerId: bigint('picker_id', { mode: 'number' }),
  pickerCardNo: text('picker_card_no'),
  pickerFaceRef: text('picker_face_ref'),
  captureRef: text('capture_ref'),
  captureId: bigint('capture_id', { mode: 'number' }),
  authorised: boolean('authorised').notNull(),
  reason: text('reason'),
  notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const attendanceRules = pgTable(
  'attendance_rules',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    effectiveFrom: date('effective_from').notNull(),
    presentMode: smallint('present_mode').notNull(),
    presentBefore: time('present_before'),
    graceMinutes: smallint('grace_minutes').notNull(),
    halfDayNoon: time('half_day_noon'),
    absentNoticeAt: time('absent_notice_at'),
    noticeGuardians: boolean('notice_guardians').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.effectiveFrom] })],
);

export const attendanceShiftVersions = pgTable(
  'attendance_shift_versions',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    shiftId: bigint('shift_id', { mode: 'number' }).notNull(),
    effectiveFrom: date('effective_from').notNull(),
    arriveFrom: time('arrive_from').notNull(),
    lateAfter: time('late_after').notNull(),
    earlyBefore: time('early_before').notNull(),
    leaveUntil: time('leave_until').notNull(),
    weekdays: smallint('weekdays').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shiftId, t.effectiveFrom] })],
);

export const attendanceShifts = pgTable('attendance_shifts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  schoolId: bigint('school_id', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
  note: text('note'),
  sort: integer('sort').notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
