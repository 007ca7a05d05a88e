// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { bigint, bigserial, boolean, date, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const classes = pgTable(
  'classes',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    gradeId: bigint('grade_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    maxStudents: integer('max_students'),
    status: smallint('status').notNull().default(1),
    graduatedAt: date('graduated_at'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const grades = pgTable(
  'grades',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const guardians = pgTable(
  'guardians',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    relation: text('relation').notNull(),
    isDirectGuardian: boolean('is_direct_guardian').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const memberClassRanges = pgTable(
  'member_class_ranges',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.memberId, t.classId] })],
);

export const students = pgTable(
  'students',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }),
    name: text('name').notNull(),
    gender: smallint('gender').notNull(),
    birthday: date('birthday'),
    idCardType: smallint('id_card_type').notNull().default(1),
    idCardNo: text('id_card_no'),
    nation: text('nation'),
    studentNo: text('student_no'),
    enrolDate: date('enrol_date'),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);
