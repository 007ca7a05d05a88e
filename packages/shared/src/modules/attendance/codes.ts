/**
 * Attendance: `view` opens the section and its reads; each area's edit code its writes. A
 * director holds them all. Where the spec names a page code for the section, write it here.
 */
export const ATTENDANCE_CODES = {
  /** PAGE_CODES.attendance (overview §6): the section, its pages and reads; a class teacher holds it. */
  view: 'attendance-manage',
  shiftsEdit: 'attendance-shifts-edit',
  /** The school's attendance rules (the accountRule page). */
  rulesEdit: 'attendance-rules-edit',
  ledgerEdit: 'attendance-ledger-edit',
  calendarEdit: 'attendance-calendar-edit',
  leaveEdit: 'attendance-leave-edit',
  pickupEdit: 'attendance-pickup-edit',
  /** The school's pickup settings and staff photo notices (school-wide, beyond a class). */
  pickupSettings: 'attendance-pickup-settings',
  healthCodesEdit: 'attendance-health-codes-edit',
  /** A teacher's mark in the class register (a class teacher holds it for her classes). */
  rollCallMark: 'attendance-roll-call-mark',
  cardEdit: 'attendance-card-edit',
} as const;
