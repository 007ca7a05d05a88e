import {
  bigint,
  bigserial,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { institutions, members } from './identity.ts';
import { classes, students } from './school.ts';

const created = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true, mode: 'date' });
const schoolId = () =>
  bigint('school_id', { mode: 'number' })
    .notNull()
    .references(() => institutions.id);

/** Job positions a school defines (园长, 班主任, 保育员, …); staff hold any number of them. */
export const positions = pgTable(
  'positions',
  {
    schoolId: schoolId(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    sort: integer('sort').notNull().default(0),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] }), uniqueIndex('positions_name_key').on(t.schoolId, t.name)],
);

export const memberPositions = pgTable(
  'member_positions',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    positionId: bigint('position_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.memberId, t.positionId] }),
    foreignKey({ columns: [t.schoolId, t.memberId], foreignColumns: [members.institutionId, members.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.schoolId, t.positionId], foreignColumns: [positions.schoolId, positions.id] }).onDelete('cascade'),
  ],
);

/** Entry and departure of staff: departure keeps the member, this keeps the history. */
export const memberHistory = pgTable(
  'member_history',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** 1 entry, 2 departure, 3 re-entry */
    action: smallint('action').notNull(),
    happenedOn: date('happened_on').notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({ columns: [t.schoolId, t.memberId], foreignColumns: [members.institutionId, members.id] }).onDelete('cascade'),
    index('member_history_member_idx').on(t.schoolId, t.memberId),
  ],
);

/** Term time settings: a school year (e.g. 2026 = 2026–2027) has an autumn (1) and a spring (2) term. */
export const schoolTerms = pgTable(
  'school_terms',
  {
    schoolId: schoolId(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    schoolYear: integer('school_year').notNull(),
    termType: smallint('term_type').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] }), uniqueIndex('school_terms_year_key').on(t.schoolId, t.schoolYear, t.termType)],
);

/** Places: classrooms, function rooms, playgrounds. */
export const placeRooms = pgTable(
  'place_rooms',
  {
    schoolId: schoolId(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    /** 1 classroom, 2 function room, 3 outdoor, 4 other */
    roomType: smallint('room_type').notNull().default(1),
    capacity: integer('capacity'),
    location: text('location'),
    remark: text('remark'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] }), uniqueIndex('place_rooms_name_key').on(t.schoolId, t.name)],
);

/** Courses (interest classes and the like): where, who teaches, which classes, when. */
export const courses = pgTable(
  'courses',
  {
    schoolId: schoolId(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    courseType: smallint('course_type').notNull().default(1),
    placeRoomId: bigint('place_room_id', { mode: 'number' }),
    teacherMemberId: bigint('teacher_member_id', { mode: 'number' }),
    /** ISO weekdays 1–7 on which the course meets */
    weekdays: jsonb('weekdays').$type<number[]>().notNull().default([]),
    startTime: text('start_time'),
    endTime: text('end_time'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    coverUrl: text('cover_url'),
    description: text('description'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({ columns: [t.schoolId, t.placeRoomId], foreignColumns: [placeRooms.schoolId, placeRooms.id] }),
    foreignKey({ columns: [t.schoolId, t.teacherMemberId], foreignColumns: [members.institutionId, members.id] }),
  ],
);

export const courseClasses = pgTable(
  'course_classes',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    courseId: bigint('course_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.courseId, t.classId] }),
    foreignKey({ columns: [t.schoolId, t.courseId], foreignColumns: [courses.schoolId, courses.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.schoolId, t.classId], foreignColumns: [classes.schoolId, classes.id] }).onDelete('cascade'),
  ],
);

/** A child's attendance at a course meeting; repairSign records a late correction. */
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
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    uniqueIndex('course_signs_key').on(t.schoolId, t.courseId, t.studentId, t.signDate),
    foreignKey({ columns: [t.schoolId, t.courseId], foreignColumns: [courses.schoolId, courses.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.schoolId, t.studentId], foreignColumns: [students.schoolId, students.id] }).onDelete('cascade'),
  ],
);

/** What a class's display board shows: notices, honours, activities, welcome messages. */
export const classBrandContents = pgTable(
  'class_brand_contents',
  {
    schoolId: schoolId(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    /** 1 notice, 2 honour, 3 activity, 4 welcome */
    contentType: smallint('content_type').notNull(),
    title: text('title').notNull(),
    content: text('content'),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    startDate: date('start_date'),
    endDate: date('end_date'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({ columns: [t.schoolId, t.classId], foreignColumns: [classes.schoolId, classes.id] }).onDelete('cascade'),
    index('class_brand_contents_class_idx').on(t.schoolId, t.classId),
  ],
);

/** Files kept for a school: uploaded images (with compressed copy and thumbnail), import reports. */
export const storedFiles = pgTable(
  'stored_files',
  {
    schoolId: schoolId(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    compressKey: text('compress_key'),
    thumbnailKey: text('thumbnail_key'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);
