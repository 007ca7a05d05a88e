import { type LeaveSymptom, symptomGroupOf } from '@kg/shared/modules/attendance/leave-symptoms';
import type { DayRules, ShiftOnDay } from '../shifts/effective-rules.ts';
import type { ChildDay } from './day.ts';

/**
 * A child's day classified against the rules in effect that day: a pure function of the
 * device passages (computeDay), the teachers' marks, an approved leave and the calendar, so a
 * rule changed later never rewrites this day (the caller reads the rules as of the day).
 */
export type DayStatus = 'present' | 'absent' | 'sick' | 'personal';
export type MarkKind = 'present' | 'absent' | 'sick' | 'personal' | 'left';

export interface DayMark {
  at: Date;
  mark: MarkKind;
  /** the ledger id: orders marks made at the same instant */
  seq: number;
  symptoms: readonly string[];
}

/** An approved leave covering the day; half: only the morning or the afternoon of this day. */
export interface LeaveOnDay {
  id: number;
  kind: 'sick' | 'personal';
  symptomGroup: string | null;
  half: boolean;
}

export interface ClassifiedDay {
  status: DayStatus;
  lateMinutes: number | null;
  earlyMinutes: number | null;
  halfDay: boolean;
  leaveId: number | null;
  symptomGroup: string | null;
  /** the decisive input was a teacher's mark */
  marked: boolean;
  billable: boolean;
  schoolDay: boolean;
}

const MINUTES_A_DAY = 1440;
/** Minutes since China's midnight (UTC+8 all year: no daylight saving to mind). */
const chinaMinute = (at: Date) => Math.floor((at.getTime() / 60_000 + 480) % MINUTES_A_DAY);
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

type Input = { at: number; rank: number; seq: number; status: DayStatus | null; mark: DayMark | null };

/**
 * The latest decisive input wins: an arrival (a presence interval's start) or a mark of present,
 * absent, sick or personal; inputs are ordered by time, then a mark after a read at the same
 * instant, then by ledger id, so the order they reached the ledger never matters. A 'left' mark
 * decides nothing (the child was here). Without any, an approved leave makes the day sick or
 * personal, else it is absent. Under presentMode 2 an arrival after presentBefore is no presence.
 */
export function classifyDay(
  day: ChildDay,
  rules: DayRules,
  shift: ShiftOnDay | null,
  leave: LeaveOnDay | null,
  marks: readonly DayMark[],
  schoolDay: boolean,
): ClassifiedDay {
  const presentBy = rules.presentMode === 2 && rules.presentBefore ? minutesOf(rules.presentBefore) : null;
  const inputs: Input[] = [
    ...day.intervals
      .filter((i) => presentBy === null || chinaMinute(i.start) <= presentBy)
      .map((i): Input => ({ at: i.start.getTime(), rank: 0, seq: 0, status: 'present', mark: null })),
    ...marks
      .filter((m) => m.mark !== 'left')
      .map((m): Input => ({ at: m.at.getTime(), rank: 1, seq: m.seq, status: m.mark as DayStatus, mark: m })),
  ].sort((a, b) => a.at - b.at || a.rank - b.rank || a.seq - b.seq);
  const decisive = inputs[inputs.length - 1];
  const status: DayStatus = decisive?.status ?? leave?.kind ?? 'absent';
  // the leave decides only when nothing of the day did
  const onLeave = decisive ? null : leave;
  const present = status === 'present';
  const markedSick = decisive?.mark?.mark === 'sick' ? symptomGroupOf(decisive.mark.symptoms as LeaveSymptom[]) : null;

  // lateness and early leave only from what the devices saw: a teacher's "present" vouches, it times nothing
  const arrival = day.firstIn ? chinaMinute(day.firstIn) : null;
  const windows = present && shift?.applies ? shift : null;
  const lateBy = windows && arrival !== null ? arrival - minutesOf(windows.lateAfter) : 0;
  const lateMinutes = lateBy > rules.graceMinutes ? lateBy : null;
  const departure = departureOf(day, marks);
  const earlyBy = windows && departure !== null ? minutesOf(windows.earlyBefore) - chinaMinute(departure) : 0;
  const earlyMinutes = earlyBy > rules.graceMinutes ? earlyBy : null;
  const noon = rules.halfDayNoon ? minutesOf(rules.halfDayNoon) : null;
  const halfDay =
    present &&
    ((noon !== null && ((arrival !== null && arrival > noon) || (departure !== null && chinaMinute(departure) < noon))) ||
      (leave?.half ?? false));

  return {
    status,
    lateMinutes,
    earlyMinutes,
    halfDay: halfDay || (onLeave?.half ?? false),
    leaveId: onLeave?.id ?? null,
    symptomGroup: status !== 'sick' ? null : onLeave ? onLeave.symptomGroup : markedSick,
    marked: decisive?.mark != null,
    billable: present && schoolDay,
    schoolDay,
  };
}

/**
 * When the child went home: the last recorded departure once no presence is open, or a teacher's
 * 'left' mark after the last arrival; null while the child is still in (or never came).
 */
function departureOf(day: ChildDay, marks: readonly DayMark[]): Date | null {
  const last = day.intervals[day.intervals.length - 1];
  const lastIn = last ? last.start.getTime() : null;
  const left = marks
    .filter((m) => m.mark === 'left' && (lastIn === null || m.at.getTime() > lastIn))
    .reduce<Date | null>((a, m) => (a === null || m.at > a ? m.at : a), null);
  if (left) return left;
  return last && !last.openEnded ? last.end : null;
}
