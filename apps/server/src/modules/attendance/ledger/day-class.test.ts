import { describe, expect, it } from 'vitest';
import type { DayRules, ShiftOnDay } from '../shifts/effective-rules.ts';
import { computeDay, type DayEvent } from './day.ts';
import { classifyDay, type DayMark, type LeaveOnDay } from './day-class.ts';

const dayStart = new Date('2026-09-01T00:00:00+08:00');
const dayEnd = new Date('2026-09-02T00:00:00+08:00');
const at = (hm: string) => new Date(`2026-09-01T${hm}:00+08:00`);
const passages = (...reads: [string, DayEvent['direction']][]) =>
  computeDay(
    reads.map(([hm, direction]) => ({ at: at(hm), direction, key: hm })),
    dayStart,
    dayEnd,
  );
const RULES: DayRules = {
  effectiveFrom: '2026-01-01',
  presentMode: 1,
  presentBefore: null,
  graceMinutes: 5,
  halfDayNoon: null,
  absentNoticeAt: '09:30',
  noticeGuardians: false,
};
const SHIFT: ShiftOnDay = {
  shiftId: 1,
  name: 'Day',
  arriveFrom: '07:30',
  lateAfter: '08:30',
  earlyBefore: '16:30',
  leaveUntil: '17:30',
  weekdays: [1, 2, 3, 4, 5],
  applies: true,
};
let seq = 0;
const mark = (hm: string, m: DayMark['mark'], symptoms: string[] = []): DayMark => ({ at: at(hm), mark: m, seq: ++seq, symptoms });
const SICK_LEAVE: LeaveOnDay = { id: 7, kind: 'sick', symptomGroup: 'fever', half: false };

describe('a child’s day classified against the rules of that day', () => {
  it('counts an arrival after lateAfter plus the grace as late, by the minutes past lateAfter', () => {
    const within = classifyDay(passages(['08:34', 'in']), RULES, SHIFT, null, [], true);
    expect(within).toMatchObject({ status: 'present', lateMinutes: null, billable: true });
    expect(classifyDay(passages(['08:42', 'in']), RULES, SHIFT, null, [], true).lateMinutes).toBe(12);
  });

  it('counts a departure before earlyBefore less the grace as an early leave, and not while the child is still in', () => {
    const early = classifyDay(passages(['08:00', 'in'], ['15:50', 'out']), RULES, SHIFT, null, [], true);
    expect(early).toMatchObject({ status: 'present', earlyMinutes: 40, lateMinutes: null });
    expect(classifyDay(passages(['08:00', 'in']), RULES, SHIFT, null, [], true).earlyMinutes).toBeNull();
    // a teacher's 'left' mark is a departure too
    expect(classifyDay(passages(['08:00', 'in']), RULES, SHIFT, null, [mark('16:00', 'left')], true).earlyMinutes).toBe(30);
  });

  it('makes a day half when the child arrives after the noon line or leaves before it', () => {
    const rules = { ...RULES, halfDayNoon: '12:00' };
    expect(classifyDay(passages(['13:10', 'in']), rules, SHIFT, null, [], true).halfDay).toBe(true);
    expect(classifyDay(passages(['08:00', 'in'], ['11:00', 'out']), rules, SHIFT, null, [], true).halfDay).toBe(true);
    expect(classifyDay(passages(['08:00', 'in'], ['17:00', 'out']), rules, SHIFT, null, [], true).halfDay).toBe(false);
  });

  it('keeps a child on leave sick unless she arrived, and an arrival beats the leave', () => {
    expect(classifyDay(passages(), RULES, SHIFT, SICK_LEAVE, [], true)).toMatchObject({
      status: 'sick',
      leaveId: 7,
      symptomGroup: 'fever',
      billable: false,
      marked: false,
    });
    expect(classifyDay(passages(['08:10', 'in']), RULES, SHIFT, SICK_LEAVE, [], true)).toMatchObject({
      status: 'present',
      leaveId: null,
      symptomGroup: null,
    });
  });

  it('lets the latest decisive input win by time, whatever order the ledger received them in', () => {
    const sick = mark('09:00', 'sick', ['fever', 'mouth-blisters']);
    // sick at 9:00 with no arrival: sick, from the mark
    expect(classifyDay(passages(), RULES, SHIFT, null, [sick], true)).toMatchObject({ status: 'sick', symptomGroup: 'rash', marked: true });
    // a swipe in at 9:20 after the mark: present (and late)
    const later = classifyDay(passages(['09:20', 'in']), RULES, SHIFT, null, [sick], true);
    expect(later).toMatchObject({ status: 'present', marked: false, lateMinutes: 50 });
    // a mark at 10:00 after the swipe, even if it reached the ledger first (a lower id): the mark wins
    const absentFirst: DayMark = { at: at('10:00'), mark: 'absent', seq: 0, symptoms: [] };
    expect(classifyDay(passages(['09:20', 'in']), RULES, SHIFT, null, [absentFirst], true).status).toBe('absent');
    // two marks: by time, not by id
    const a = { ...mark('09:30', 'personal'), seq: 99 };
    const b = { ...mark('09:40', 'sick', ['cough']), seq: 1 };
    expect(classifyDay(passages(), RULES, SHIFT, null, [a, b], true).status).toBe('sick');
    expect(classifyDay(passages(), RULES, SHIFT, null, [b, a], true).status).toBe('sick');
  });

  it('takes a teacher’s present mark as presence but times nothing by it', () => {
    const day = classifyDay(passages(), RULES, SHIFT, SICK_LEAVE, [mark('10:30', 'present')], true);
    expect(day).toMatchObject({ status: 'present', lateMinutes: null, marked: true, billable: true, leaveId: null });
  });

  it('counts an arrival after presentBefore as no presence under presentMode 2', () => {
    const rules = { ...RULES, presentMode: 2, presentBefore: '09:00' };
    expect(classifyDay(passages(['09:30', 'in']), rules, SHIFT, null, [], true).status).toBe('absent');
    expect(classifyDay(passages(['08:50', 'in']), rules, SHIFT, null, [], true).status).toBe('present');
  });

  it('bills only a school day and times nothing where the shift does not apply', () => {
    const weekend = classifyDay(passages(['10:00', 'in']), RULES, { ...SHIFT, applies: false }, null, [], false);
    expect(weekend).toMatchObject({ status: 'present', billable: false, schoolDay: false, lateMinutes: null });
    expect(classifyDay(passages(['10:00', 'in']), RULES, null, null, [], true).lateMinutes).toBeNull();
  });

  it('leaves the 9th as it was when the rules change on the 10th (each day reads its own rules)', () => {
    const on9th = { ...RULES, effectiveFrom: '2026-01-01' };
    const from10th = { ...RULES, effectiveFrom: '2026-09-10', graceMinutes: 30 };
    const day9 = passages(['08:45', 'in']);
    // the caller reads the rules in effect on the 9th: the 10th's grace does not reach back
    expect(classifyDay(day9, on9th, SHIFT, null, [], true).lateMinutes).toBe(15);
    expect(classifyDay(day9, from10th, SHIFT, null, [], true).lateMinutes).toBeNull();
  });
});
