import { def, moduleErrors } from '../../error-def.ts';

/** Errors of attendance: attendance-0xxx. A record of another school is common-0405 like any record. */
export const ATTENDANCE_ERRORS = moduleErrors('attendance', ['attendance-'], {
  'attendance-0001': def(400, '班次管理名称已存在', 'An entry with this name already exists'),
  'attendance-0002': def(400, '考勤记录名称已存在', 'An entry with this name already exists'),
  'attendance-0003': def(400, '校历名称已存在', 'An entry with this name already exists'),
});
