/**
 * Attendance: `view` opens the section and its reads; each area's edit code its writes. A
 * director holds them all. Where the spec names a page code for the section, write it here.
 */
export const ATTENDANCE_CODES = {
  view: 'attendance-view',
  shiftsEdit: 'attendance-shifts-edit',
  ledgerEdit: 'attendance-ledger-edit',
  calendarEdit: 'attendance-calendar-edit',
} as const;
