import type { ModuleDecl } from '../module.ts';
import { ATTENDANCE_CODE_LABELS } from './code-labels.ts';
import { ATTENDANCE_CODES } from './codes.ts';
import { ATTENDANCE_SECTION } from './pages.ts';

/** Attendance. */
export const ATTENDANCE_MODULE: ModuleDecl = {
  name: 'attendance',
  sections: [ATTENDANCE_SECTION],
  codes: ATTENDANCE_CODES,
  codeLabels: ATTENDANCE_CODE_LABELS,
};
