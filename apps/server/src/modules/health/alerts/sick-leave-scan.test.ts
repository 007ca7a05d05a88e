import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExtensions } from '../../../platform/extensions/index.ts';
import { MODULE_CONTRIBUTIONS } from '../../contributions.ts';
import { runScan } from './alert-scan.ts';
import { alertKit, DAY, dayBefore } from './alert-test-kit.ts';
import { afterAbnormalCheck, appTell } from './check-hook.ts';

/**
 * Illness absences count toward outbreak alerts: attendance's approved sick leave reaches the scan
 * through the platform's illness sources (health imports nothing of attendance; the leaves are
 * written here as the leave's approval leaves them).
 */
let k: Awaited<ReturnType<typeof alertKit>>;
beforeAll(async () => {
  k = await alertKit();
}, 60_000);
afterAll(() => k.t.close());

type Leave = { studentId: number; from: string; to?: string; group?: string; kind?: string; status?: string };
const leaves = async (rows: Leave[]) => {
  for (const r of rows) {
    const group = r.group ?? 'fever';
    await k.t.db.execute(sql`insert into attendance_leaves (school_id, student_id, kind, starts_on, ends_on, days, symptoms, symptom_group, reason, status)
      values (${k.schoolId}, ${r.studentId}, ${r.kind ?? 'sick'}, ${r.from}, ${r.to ?? r.from}, 1, ${sql.param([group])}::text[], ${group}, '病假', ${r.status ?? 'approved'})`);
  }
};
// the registry every app builds from the modules' contributions
const sources = () => buildExtensions(MODULE_CONTRIBUTIONS).illnessSources.list();
const scan = (day: string, illness = sources()) => runScan(k.t.db, appTell(k.t.ctx), { day, schoolId: k.schoolId }, illness);

describe('sick leave in the outbreak scan', () => {
  it('raises a class alert for three children of one class on sick leave with fever, and only with the source', async () => {
    const [a] = k.cls;
    await leaves([
      { studentId: a.students[0], from: dayBefore(3), to: dayBefore(1) },
      { studentId: a.students[1], from: dayBefore(1) },
      { studentId: a.students[2], from: DAY, to: dayBefore(-2) },
    ]);
    // the same rows without the app's sources: the scan sees no case
    await scan(DAY, []);
    expect(await k.alerts()).toEqual([]);
    await scan(DAY);
    expect(await k.alerts()).toMatchObject([{ kind: 'class', classId: a.id, grp: 'fever', state: 'open', kids: 3 }]);
  });

  it('counts a sick leave with the morning checks’ findings, at the check’s immediate scan too', async () => {
    const day = '2020-06-10';
    const [, b] = k.cls;
    await k.check([
      { classId: b.id, studentId: b.students[0], day, groups: ['gastro'] },
      { classId: b.id, studentId: b.students[1], day, groups: ['gastro'] },
    ]);
    await leaves([{ studentId: b.students[2], from: day, group: 'gastro' }]);
    await afterAbnormalCheck(k.t.ctx, k.schoolId, b.id, day);
    expect(await k.alerts(day)).toEqual([]);
    await afterAbnormalCheck(k.t.ctx, k.schoolId, b.id, day, sources());
    expect(await k.alerts(day)).toMatchObject([{ kind: 'class', classId: b.id, grp: 'gastro', kids: 3 }]);
  });

  it('does not count a pending, rejected or personal leave, nor one outside the window', async () => {
    const day = '2020-07-10';
    const [a] = k.cls;
    await leaves([
      { studentId: a.students[0], from: day, status: 'pending' },
      { studentId: a.students[1], from: day, status: 'rejected' },
      { studentId: a.students[2], from: day, kind: 'personal' },
      { studentId: a.students[3], from: '2020-06-20' },
      { studentId: a.students[4], from: day, group: 'rash' },
    ]);
    await scan(day);
    expect(await k.alerts(day)).toEqual([]);
  });
});
