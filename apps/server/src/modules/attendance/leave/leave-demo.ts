import type { LeaveSymptom } from '@kg/shared/modules/attendance/leave-symptoms';
import { symptomGroupOf } from '@kg/shared/modules/attendance/leave-symptoms';
import { todayChina } from '@kg/shared/time/china';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { attendanceLeaves, students } from '../../../db/schema/index.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';
import { leaveDays } from './leave-days.ts';
import { markLeaveDays } from './leave-kind.ts';

type Plan = { kind: 'sick' | 'personal'; ago: number; span: number; symptoms: LeaveSymptom[]; reason: string; status: string };
const PLANS: Plan[] = [
  { kind: 'sick', ago: 20, span: 2, symptoms: ['fever', 'cough'], reason: '发烧咳嗽，在家休息', status: 'approved' },
  { kind: 'personal', ago: 16, span: 1, symptoms: [], reason: '随父母回老家', status: 'approved' },
  { kind: 'sick', ago: 12, span: 3, symptoms: ['vomiting', 'diarrhoea'], reason: '肠胃不适', status: 'approved' },
  { kind: 'sick', ago: 9, span: 2, symptoms: ['fever', 'rash', 'mouth-blisters'], reason: '疑似手足口病，就医观察', status: 'approved' },
  { kind: 'personal', ago: 6, span: 2, symptoms: [], reason: '家中有事', status: 'cancelled' },
  { kind: 'personal', ago: 4, span: 1, symptoms: [], reason: '外出旅行', status: 'rejected' },
];
const DAY_MS = 86_400_000;
const dayAgo = (today: string, n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/**
 * Decided leaves of the last weeks for a few children of every demo school (the requests
 * themselves are the workflow demo's), their approved days marked for the day drain so the
 * register shows them sick or personal. Spans without a school day are skipped.
 */
export const leaveDemo: DemoSeeder = async (tx, world) => {
  const today = todayChina();
  for (const schoolId of world.schoolIds) {
    const kids = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.schoolId, schoolId), eq(students.status, 1), isNotNull(students.classId)))
      .orderBy(asc(students.id))
      .limit(PLANS.length);
    for (const [i, p] of PLANS.entries()) {
      if (!kids[i]) break;
      const span = { startsOn: dayAgo(today, p.ago), endsOn: dayAgo(today, p.ago - p.span + 1), startsPm: false, endsAm: false };
      const counted = await leaveDays(tx, schoolId, span).catch(() => null);
      if (!counted) continue;
      const [leave] = await tx
        .insert(attendanceLeaves)
        .values({
          schoolId,
          studentId: kids[i].id,
          kind: p.kind,
          ...span,
          days: String(counted.days),
          symptoms: p.symptoms,
          symptomGroup: symptomGroupOf(p.symptoms),
          reason: p.reason,
          status: p.status,
        })
        .returning({ studentId: attendanceLeaves.studentId, startsOn: attendanceLeaves.startsOn, endsOn: attendanceLeaves.endsOn });
      if (p.status === 'approved') await markLeaveDays(tx, schoolId, [leave]);
    }
  }
};
