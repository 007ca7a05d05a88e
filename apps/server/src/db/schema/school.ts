import {
  bigint,
  bigserial,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts, institutions, members } from './identity.ts';

const created = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const schoolId = () =>
  bigint('school_id', { mode: 'number' })
    .notNull()
    .references(() => institutions.id);

export const grades = pgTable(
  'grades',
  {
    schoolId: schoolId(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    /** 0 nursery (托班), 1 小班, 2 中班, 3 大班 */
    level: smallint('level').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const classes = pgTable(
  'classes',
  {
    schoolId: schoolId(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    gradeId: bigint('grade_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    maxStudents: integer('max_students'),
    /** 1 active, 2 graduated */
    status: smallint('status').notNull().default(1),
    graduatedAt: date('graduated_at'),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({ columns: [t.schoolId, t.gradeId], foreignColumns: [grades.schoolId, grades.id] }),
    index('classes_grade_idx').on(t.schoolId, t.gradeId),
  ],
);

/** Chosen classes of a member whose range is not the whole school. */
export const memberClassRanges = pgTable(
  'member_class_ranges',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.memberId, t.classId] }),
    foreignKey({ columns: [t.schoolId, t.memberId], foreignColumns: [members.institutionId, members.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.schoolId, t.classId], foreignColumns: [classes.schoolId, classes.id] }).onDelete('cascade'),
  ],
);

export const students = pgTable(
  'students',
  {
    schoolId: schoolId(),
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
    /** 1 in school, 2 graduated, 3 left */
    status: smallint('status').notNull().default(1),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({ columns: [t.schoolId, t.classId], foreignColumns: [classes.schoolId, classes.id] }),
    index('students_class_idx').on(t.schoolId, t.classId),
    index('students_name_idx').on(t.schoolId, t.name),
  ],
);

export const guardians = pgTable(
  'guardians',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    relation: text('relation').notNull(),
    isDirectGuardian: boolean('is_direct_guardian').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({ columns: [t.schoolId, t.studentId], foreignColumns: [students.schoolId, students.id] }).onDelete('cascade'),
    index('guardians_student_idx').on(t.schoolId, t.studentId),
  ],
);
