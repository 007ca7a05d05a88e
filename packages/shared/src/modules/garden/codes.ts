/**
 * Permission codes of garden management (overview §6 page codes plus our action codes).
 * A page needs its page code; an action needs its action code.
 */
export const GARDEN_CODES = {
  garden: 'school-work-manage',
  student: 'student-manage',
  studentAdd: 'student-manage-add',
  studentUpdate: 'student-manage-update',
  studentDelete: 'student-manage-delete',
  studentImport: 'student-manage-import',
  studentExport: 'student-manage-export',
  studentGraduate: 'student-manage-graduate',
  teacher: 'teacher-manage-child',
  teacherGet: 'teacher-manage-child-get',
  teacherAdd: 'teacher-manage-child-add',
  teacherUpdate: 'teacher-manage-child-update',
  teacherDeparture: 'teacher-manage-child-departure',
  teacherImport: 'teacher-manage-child-import',
  teacherExport: 'teacher-manage-child-export',
  teacherResetPassword: 'teacher-manage-child-reset-password',
  teacherAuthorize: 'teacher-manage-child-authorize',
  teacherMobile: 'teacher-manage-child-update-mobile',
  grade: 'school-grade-manage',
  gradeAdd: 'school-grade-manage-add',
  gradeUpdate: 'school-grade-manage-update',
  gradeDelete: 'school-grade-manage-delete',
  clazz: 'school-class-manage',
  clazzGet: 'school-class-manage-get',
  clazzAdd: 'school-class-manage-add',
  clazzUpdate: 'school-class-manage-update',
  clazzDelete: 'school-class-manage-delete',
  clazzUpgrade: 'school-class-manage-upgrade',
  clazzGraduate: 'school-class-manage-graduate',
  position: 'school-job-manage',
  positionEdit: 'school-job-manage-edit',
  term: 'school-term-manage',
  termEdit: 'school-term-manage-edit',
  placeRoom: 'school-place-room-manage',
  course: 'school-course-manage',
  classBrand: 'school-class-brand-manage',
  // the class board's page code (overview §6)
  classBoard: 'bp_basic',
  idCardReveal: 'sensitive-id-card-view',
} as const;

export type GardenCode = (typeof GARDEN_CODES)[keyof typeof GARDEN_CODES];
