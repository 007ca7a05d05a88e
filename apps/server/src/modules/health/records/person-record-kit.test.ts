import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { personRecords, replaceChildRecords, type SavedColumn } from './person-record-kit.ts';
import { bareChild, classIds, rows } from './records-test-kit.ts';

// the kit on its own, with a kind declared here: conditions of one status, as a later kind would declare itself
let t: TestApp;
let schoolId: number;
let classes: number[];
let conditionId: number;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [school] = await rows<{ id: number }>(t, sql`select id from institutions where type = 2 order by id limit 1`);
  schoolId = Number(school.id);
  classes = (await classIds(t, schoolId)).map(Number);
  const [c] = await rows<{ id: number }>(t, sql`select id from medical_conditions where school_id = ${schoolId} order by id limit 1`);
  conditionId = Number(c.id);
  const [m] = await rows<{ id: number }>(t, sql`select id from members where institution_id = ${schoolId} order by id limit 1`);
  memberId = Number(m.id);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const ongoing = personRecords<{ clazzId?: number; name?: string; status?: number }, 'conditions', { id: number; status: number }>({
  table: 'student_medical_history',
  items: 'conditions',
  itemsOf: sql`coalesce((select json_agg(json_build_object('id', h.condition_id, 'status', h.status) order by h.condition_id)
    from student_medical_history h where h.school_id = st.school_id and h.student_id = st.id), '[]'::json)`,
  has: (f) => sql`exists (select 1 from student_medical_history h where h.school_id = st.school_id and h.student_id = st.id
    ${f.status ? sql`and h.status = ${f.status}` : sql``})`,
});
const COLUMNS: SavedColumn[] = [
  ['condition_id', 'conditionId', 'bigint'],
  ['status', 'status', 'smallint'],
];
const save = (studentId: number, items: object[]) =>
  t.db.transaction((tx) => replaceChildRecords(tx, 'student_medical_history', { schoolId, studentId, memberId }, COLUMNS, items));

describe('person record kit', () => {
  it("replaces a child's whole list, stamps who saved it, and clears it with none", async () => {
    const child = await bareChild(t, schoolId, classes[0], 'student_medical_history');
    expect(await save(child, [{ conditionId, status: 1 }])).toEqual({ count: 1 });
    expect(await save(child, [{ conditionId, status: 2 }])).toEqual({ count: 1 });
    const kept = await rows<{ status: number; by: number }>(
      t,
      sql`select status, updated_by as by from student_medical_history where school_id = ${schoolId} and student_id = ${child}`,
    );
    expect(kept.map((r) => [Number(r.status), Number(r.by)])).toEqual([[2, memberId]]);
    expect(await save(child, [])).toEqual({ count: 0 });
    expect((await ongoing.ofChild(t.db, schoolId, null, child)).conditions).toEqual([]);
  });

  it("lists, counts and batches the children matching the kind's filter, and lists the others as without", async () => {
    const child = await bareChild(t, schoolId, classes[0], 'student_medical_history');
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
    const child = await bareChild(t, schoolId, classes[0], 'student_medical_history');
    await expect(ongoing.ofChild(t.db, schoolId, [classes[1]], child)).rejects.toMatchObject({ code: 'common-0405' });
    const page = await ongoing.list(t.db, schoolId, [classes[1]], { clazzId: classes[0], pageNum: 1, pageSize: 100 });
    expect(page.total).toBe(0);
  });
});
