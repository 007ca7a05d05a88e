// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const careContentModels = pgTable(
  'care_content_models',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    toppedAt: timestamp('topped_at', { withTimezone: true, mode: 'date' }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const careRecords = pgTable(
  'care_records',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    condition: text('condition').notNull(),
    startDay: date('start_day').notNull(),
    endDay: date('end_day').notNull(),
    needs: text('needs'),
    medicines: jsonb('medicines').notNull().default(sql`'[]'::jsonb`),
    remindMemberIds: bigint('remind_member_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    remindTimes: text('remind_times').array().notNull().default(sql`'{}'::text[]`),
    state: text('state').notNull().default(sql`'ongoing'::text`),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const careRemindersSent = pgTable(
  'care_reminders_sent',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    at: text('at').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.recordId, t.day, t.at] })],
);

export const careTeacherEntries = pgTable(
  'care_teacher_entries',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    medicineTimes: text('medicine_times').array().notNull().default(sql`'{}'::text[]`),
    temperature: numeric('temperature', { precision: 3, scale: 1 }),
    observation: text('observation'),
    imageIds: bigint('image_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    authorId: bigint('author_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const careViews = pgTable(
  'care_views',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    trend: text('trend').notNull(),
    content: text('content').notNull(),
    authorId: bigint('author_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const exhortations = pgTable(
  'exhortations',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    guardianName: text('guardian_name').notNull(),
    guardianPhone: text('guardian_phone').notNull(),
    relation: text('relation').notNull(),
    medicines: jsonb('medicines').notNull().default(sql`'[]'::jsonb`),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    confirmedBy: bigint('confirmed_by', { mode: 'number' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    doneTimes: text('done_times').array().notNull().default(sql`'{}'::text[]`),
    doneNote: text('done_note'),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);
