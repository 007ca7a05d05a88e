// The school calendar: one answer to "is this a school day" for every module (attendance rates,
// billable days, meal quantities, leave days). China's public holidays and make-up working days
// come from the chinese-days package; on top, the school's terms and its own closures and open
// days. Modules read it here, never from attendance.

export { type NamedTerm, namedTerm, schoolTermPage } from './calendar-terms.ts';
export { type NationalDay, nationalDay } from './national-days.ts';
export {
  type CalendarDay,
  classifyDays,
  type DayReason,
  MAX_RANGE_DAYS,
  type SchoolDaySpan,
  type TermSpan,
} from './school-day-rules.ts';
export {
  type CalendarRunner,
  calendarDays,
  countSchoolDays,
  isSchoolDay,
  schoolCalendarOverrides,
  schoolDays,
} from './school-days.ts';
