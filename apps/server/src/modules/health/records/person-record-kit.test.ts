import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { institutions, medicalConditions, members, studentMedicalHistory } from '../../../db/schema/index.ts';
import { personRecords, replaceChildRecords, type SavedColumn } from './person-record-kit.ts';
import { bareChild, classIds } from './records-test-kit.ts';

// the kit on its own, with a kind declared here: conditions of one status, as a later kind would declare itself
let t: TestApp;
let schoolId: number;
let classes: number[];
let conditionId: number;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  const first = <T extends { id: number }>(rows: T[]) => rows[0].id;
  schoolId = first(
    await t.db.select({ id: institutions.id }).from(institutions).where(eq(institutions.type, 2)).orderBy(asc(institutions.id)).limit(1),
  );
  classes = await classIds(t, schoolId);
  const mc = medicalConditions;
  conditionId = first(await t.db.select({ id: mc.id }).from(mc).where(eq(mc.schoolId, schoolId)).orderBy(asc(mc.id)).limit(1));
  memberId = first(
    await t.db.select({ id: members.id }).from(members).where(eq(members.institutionId, schoolId)).orderBy(asc(members.id)).limit(1),
  );
}, 60_000);
afterAll(async () => {
  await t.close();
});

const ongoing = personRecords<{ clazzId?: number; name?: string; status?: number }, 'conditions', { id: number; status: number }>({
  table: studentMedicalHistory,
  items: 'conditions',
  itemsOf: sql`coalesce((select json_agg(json_build_object('id', h.condition_id, 'status', h.status) order by h.condition_id)
    from student_medical_history h where h.school_id = st.school_id and h.student_id = st.id), '[]'::json)`,
  has: (f) => sql`exists (select 1 from student_medical_history h where h.school_id = st.school_id and h.student_id = st.id
    ${f.status ? sql`and h.status = ${f.status}` : sql``})`,
});
const h = studentMedicalHistory;
const COLUMNS: SavedColumn[] = [
  [h.conditionId, 'conditionId', 'bigint'],
  [h.status, 'status', 'smallint'],
];
const save = (studentId: number, items: object[]) =>
  t.db.transaction((tx) => replaceChildRecords(tx, h, { schoolId, studentId, memberId }, COLUMNS, items));

describe('person record kit', () => {
  it("replaces a child's whole list, stamps who saved it, and clears it with none", async () => {
    const child = await bareChild(t, schoolId, classes[0], studentMedicalHistory);
    expect(await save(child, [{ conditionId, status: 1 }])).toEqual({ count: 1 });
    expect(await save(child, [{ conditionId, status: 2 }])).toEqual({ count: 1 });
    const kept = await t.db
      .select({ status: h.status, by: h.updatedBy })
      .from(h)
      .where(and(eq(h.schoolId, schoolId), eq(h.studentId, child)));
    expect(kept.map((r) => [r.status, r.by])).toEqual([[2, memberId]]);
    expect(await save(child, [])).toEqual({ count: 0 });
    expect((await ongoing.ofChild(t.db, schoolId, null, child)).conditions).toEqual([]);
  });

  it("lists, counts and batches the children matching the kind's filter, and lists the others as without", async () => {
    const child = await bareChild(t, schoolId, classes[0], studentMedicalHistory);
    await save(child, [{ conditionId, status: 2 }]);
    const filter = { clazzId: classes[0], status: 2 };
    const page = await ongoing.list(t.db, schoolId, null, { ...filter, pageNum: 1, pageSize: 100 });
    expect(page.list.find((c) => c.studentId === child)?.conditions).toEqual([{ id: conditionId, status: 2 }]);
    expect(await ongoing.count(t.db, schoolId, null, filter)).toBe(page.total);
    const batched = [];
    for await (const batch of ongoing.all(t.db, schoolId, null, filter)) batched.push(...batch);
    expect(batched.map((c) => c.studentId)).toEqual(page.list.map((c) => c.studentId));
    const without = await ongoing.without(t.db, schoolId, null, { clazzId: classes[0], pageNum: 1, pageSize: 100 });
    expect(without.list.some((c) => c.studentId === child)).toBe(false);
    expect(without.list.length).toBeGreaterThan(0);
  });

  it("answers a child outside the caller's classes like a missing one", async () => {
    const child = await bareChild(t, schoolId, classes[0], studentMedicalHistory);
    await expect(ongoing.ofChild(t.db, schoolId, [classes[1]], child)).rejects.toMatchObject({ code: 'common-0405' });
    const page = await ongoing.list(t.db, schoolId, [classes[1]], { clazzId: classes[0], pageNum: 1, pageSize: 100 });
    expect(page.total).toBe(0);
  });
});
