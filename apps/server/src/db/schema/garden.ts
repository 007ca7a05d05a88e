// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const classBrandContents = pgTable(
  'class_brand_contents',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    contentType: smallint('content_type').notNull(),
    title: text('title').notNull(),
    content: text('content'),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    startDate: date('start_date'),
    endDate: date('end_date'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const courseClasses = pgTable(
  'course_classes',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    courseId: bigint('course_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.courseId, t.classId] })],
);

export const courseSigns = pgTable(
  'course_signs',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    courseId: bigint('course_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    signDate: date('sign_date').notNull(),
    repaired: boolean('repaired').notNull().default(false),
    signedBy: bigint('signed_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const courses = pgTable(
  'courses',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    courseType: smallint('course_type').notNull().default(1),
    placeRoomId: bigint('place_room_id', { mode: 'number' }),
    teacherMemberId: bigint('teacher_member_id', { mode: 'number' }),
    weekdays: jsonb('weekdays').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    startTime: text('start_time'),
    endTime: text('end_time'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    coverUrl: text('cover_url'),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const memberHistory = pgTable(
  'member_history',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    action: smallint('action').notNull(),
    happenedOn: date('happened_on').notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const memberPositions = pgTable(
  'member_positions',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    positionId: bigint('position_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.memberId, t.positionId] })],
);

export const placeRooms = pgTable(
  'place_rooms',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    roomType: smallint('room_type').notNull().default(1),
    capacity: integer('capacity'),
    location: text('location'),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const positions = pgTable(
  'positions',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const schoolTerms = pgTable(
  'school_terms',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    schoolYear: integer('school_year').notNull(),
    termType: smallint('term_type').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const storedFiles = pgTable(
  'stored_files',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    compressKey: text('compress_key'),
    thumbnailKey: text('thumbnail_key'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);
