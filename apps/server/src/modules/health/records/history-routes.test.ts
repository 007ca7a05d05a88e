import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { bareChild, type Cast, cast, classIds, post, rows, sheetRows } from './records-test-kit.ts';

let t: TestApp;
let c: Cast;
let classes: number[];
let condition: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  classes = await classIds(t, c.director1.schoolId);
  const m = await rows<{ id: number; name: string }>(
    t,
    sql`select id, name from medical_conditions where school_id = ${c.director1.schoolId}`,
  );
  condition = Object.fromEntries(m.map((x) => [x.name, x.id]));
}, 60_000);
afterAll(async () => {
  await t.close();
});

const P = '/attendance/v1/medicalHistoryStudent';
const M = '/attendance/v1/medicalHistoryMetadata';
const stored = (studentId: number) =>
  rows(
    t,
    sql`select m.name, h.since, h.status, h.note from student_medical_history h
    join medical_conditions m on m.school_id = h.school_id and m.id = h.condition_id where h.student_id = ${studentId} order by m.name`,
  );

describe('a child’s medical history', () => {
  it('replaces the list (a new name joins the catalogue), reads it back, lists and counts the child', async () => {
    const kid = await bareChild(t, c.director1.schoolId, classes[1], 'student_medical_history');
    const histories = [
      { metadataId: condition.哮喘, since: '2024-03-01', status: 1, note: '备有吸入剂' },
      { name: '荨麻疹', status: 2 },
    ];
    expect((await post(t, `${P}/addOrUpdateStuMedicalHistory`, c.health, { studentId: kid, histories })).json().data).toEqual({ count: 2 });
    expect(await stored(kid)).toEqual([
      { name: '哮喘', since: '2024-03-01', status: 1, note: '备有吸入剂' },
      { name: '荨麻疹', since: null, status: 2, note: null },
    ]);
    const one = (await post(t, `${P}/listStuMedicalHistory`, c.health, { studentId: kid })).json().data;
    expect(one.histories.map((h: { name: string }) => h.name)).toEqual(['哮喘', '荨麻疹']);
    const catalogue = (await post(t, `${M}/list`, c.health)).json().data;
    const hives = catalogue.find((x: { name: string }) => x.name === '荨麻疹');
    expect(hives).toMatchObject({ count: 1, healthView: true });
    const list = (await post(t, `${P}/getList`, c.health, { metadataId: hives.id })).json().data;
    expect(list.list.map((x: { studentId: number }) => x.studentId)).toEqual([kid]);
    expect((await post(t, `${P}/getList`, c.health, { metadataId: hives.id, status: 1 })).json().data.total).toBe(0);
    const counts = (await post(t, `${P}/systemHasMedicalHistoryList`, c.health, { clazzId: classes[0] })).json().data;
    expect(counts.find((x: { id: number }) => x.id === hives.id).count).toBe(0);
    const without = (await post(t, `${P}/notHasMedicalHistoryStudents`, c.health, { clazzId: classes[1] })).json().data;
    expect(without.list.map((x: { studentId: number }) => x.studentId)).not.toContain(kid);
  });

  it('refuses an unknown or another school’s condition, a duplicate and a bad date, writing nothing', async () => {
    const kid = await bareChild(t, c.director1.schoolId, classes[0], 'student_medical_history');
    const [foreign] = await rows<{ id: number }>(
      t,
      sql`select id from medical_conditions where school_id = ${c.director2.schoolId} limit 1`,
    );
    const send = (histories: object[]) =>
      post(t, `${P}/addOrUpdateStuMedicalHistory`, c.director1, { studentId: kid, histories }).then((r) => r.json());
    const ok = { metadataId: condition.湿疹, status: 1 };
    expect(await send([ok, { metadataId: 999_999, status: 1 }])).toMatchObject({
      code: 'health-0203',
      data: { field: 'histories.1.metadataId' },
    });
    expect((await send([{ metadataId: foreign.id, status: 1 }])).code).toBe('health-0203');
    expect(await send([ok, { name: '湿疹', status: 2 }])).toMatchObject({ code: 'health-0204', data: { field: 'histories.1.name' } });
    expect(await send([{ ...ok, since: '2024-02-30' }])).toMatchObject({ code: 'common-0400', data: { field: 'histories.0.since' } });
    expect(await send([{ status: 1 }])).toMatchObject({ code: 'common-0400', data: { field: 'histories.0.metadataId' } });
    expect(await stored(kid)).toEqual([]);
  });

  it('keeps to the school and the teacher’s classes', async () => {
    const [kid2] = await rows<{ id: number }>(t, sql`select id from students where school_id = ${c.director2.schoolId} limit 1`);
    expect((await post(t, `${P}/listStuMedicalHistory`, c.director1, { studentId: kid2.id })).json().code).toBe('common-0405');
    expect((await post(t, `${P}/addOrUpdateStuMedicalHistory`, c.director1, { studentId: kid2.id, histories: [] })).json().code).toBe(
      'common-0405',
    );
    expect((await post(t, `${P}/getList`, c.director1, {}, { schoolId: String(c.director2.schoolId) })).json().code).toBe('gateway-0105');
    const outside = await bareChild(t, c.director1.schoolId, classes[1], 'student_medical_history');
    expect((await post(t, `${P}/listStuMedicalHistory`, c.teacher, { studentId: outside })).json().code).toBe('common-0405');
    const seen = (await post(t, `${P}/getList`, c.teacher, { pageSize: 20 })).json().data.list;
    expect(seen.every((x: { clazzId: number }) => x.clazzId === classes[0] || x.clazzId === classes[2])).toBe(true);
    expect((await post(t, `${P}/addOrUpdateStuMedicalHistory`, c.teacher, { studentId: outside, histories: [] })).json().code).toBe(
      'common-0403',
    );
    expect((await post(t, `${M}/del`, c.teacher, { id: condition.贫血 })).json().code).toBe('common-0403');
    expect((await post(t, `${P}/getList`, c.finance)).json().code).toBe('common-0403');
  });

  it('exports one row per condition', async () => {
    const res = await post(t, `${P}/exportMedicalHistoryStuList`, c.health, { status: 1 });
    const sheet = await sheetRows(res.rawPayload);
    expect(sheet[0]).toEqual(['班级', '姓名', '性别', '病史', '发病时间', '状态', '备注']);
    expect(sheet.length).toBeGreaterThan(1);
    expect(sheet.slice(1).some((r) => r[5] === '患病中')).toBe(true);
  });
});

describe('the catalogue', () => {
  it('gives the default conditions their English names, in lists and the English export; a school’s own has none', async () => {
    const catalogue = (await post(t, `${M}/list`, c.health)).json().data;
    expect(catalogue.find((x: { id: number }) => x.id === condition.哮喘).nameEn).toBe('Asthma');
    expect(catalogue.filter((x: { nameEn: string | null }) => x.nameEn).length).toBeGreaterThanOrEqual(11);
    // every school's copy carries them
    const fresh = await rows<{ n: number }>(
      t,
      sql`select count(name_en)::int as n from medical_conditions where school_id = ${c.director2.schoolId}`,
    );
    expect(fresh[0].n).toBe(12);
    const res = await call(t.app, `${P}/exportMedicalHistoryStuList`, { token: c.health.token, body: {}, lang: 'en' });
    const sheet = await sheetRows(res.rawPayload);
    expect(sheet[0][3]).toBe('Condition');
    expect(sheet.slice(1).some((r) => r[3] === 'Asthma')).toBe(true);
  });

  it('renames, hides and deletes a condition nobody has; refuses one children have, a taken name, another school’s', async () => {
    const id = condition.糖尿病;
    await t.db.execute(sql`delete from student_medical_history where condition_id = ${id}`);
    expect((await post(t, `${M}/updateName`, c.health, { id, name: '1型糖尿病' })).json().code).toBe('common-0001');
    expect((await post(t, `${M}/updateName`, c.health, { id, name: '哮喘' })).json()).toMatchObject({
      code: 'health-0206',
      data: { field: 'name' },
    });
    expect((await post(t, `${M}/setHealthView`, c.health, { id, healthView: false })).json().code).toBe('common-0001');
    expect((await rows(t, sql`select name, health_view as "healthView" from medical_conditions where id = ${id}`))[0]).toEqual({
      name: '1型糖尿病',
      healthView: false,
    });
    const held = condition.哮喘;
    const kid = await bareChild(t, c.director1.schoolId, classes[0], 'student_medical_history');
    await post(t, `${P}/addOrUpdateStuMedicalHistory`, c.health, { studentId: kid, histories: [{ metadataId: held, status: 1 }] });
    expect((await post(t, `${M}/del`, c.health, { id: held })).json()).toMatchObject({
      code: 'health-0205',
      data: { count: expect.any(Number) },
    });
    const foreign = (
      await rows<{ id: number }>(t, sql`select id from medical_conditions where school_id = ${c.director2.schoolId} limit 1`)
    )[0].id;
    expect((await post(t, `${M}/del`, c.director1, { id: foreign })).json().code).toBe('common-0405');
    expect((await post(t, `${M}/updateName`, c.director1, { id: foreign, name: 'x' })).json().code).toBe('common-0405');
    expect((await post(t, `${M}/updateName`, c.health, { id, name: '' })).json()).toMatchObject({
      code: 'common-0400',
      data: { field: 'name' },
    });
    expect((await post(t, `${M}/del`, c.health, { id })).json().code).toBe('common-0001');
    expect(await rows(t, sql`select 1 from medical_conditions where id = ${id}`)).toEqual([]);
  });
});

describe('the child’s health summary (getStuHealthInfo)', () => {
  it('carries allergies, the conditions shown in health views, the latest checks and temperature', async () => {
    const kid = await bareChild(t, c.director1.schoolId, classes[2], 'student_medical_history');
    await t.db.execute(sql`delete from student_allergies where student_id = ${kid}`);
    await t.db.execute(sql`delete from inspect_records where student_id = ${kid}`);
    const [egg] = await rows<{ id: number }>(t, sql`select id from allergens where school_id = ${c.director1.schoolId} and name = '鸡蛋'`);
    await post(t, '/attendance/v1/healthAllergy/addOrUpdateStuAllergy', c.health, {
      studentId: kid,
      allergies: [{ allergenId: egg.id, severity: 2, source: 'guardian', reaction: '皮疹' }],
    });
    const shown = condition.癫痫;
    const hidden = condition.川崎病;
    await post(t, `${P}/addOrUpdateStuMedicalHistory`, c.health, {
      studentId: kid,
      histories: [
        { metadataId: shown, status: 1, since: '2023-05-01' },
        { metadataId: hidden, status: 2 },
      ],
    });
    await post(t, `${M}/setHealthView`, c.health, { id: hidden, healthView: false });
    await t.db.execute(sql`insert into inspect_records (school_id, day, slot, student_id, class_id, result, temperature, symptom_groups, recorded_by)
      values (${c.director1.schoolId}, '2026-03-02', 1, ${kid}, ${classes[2]}, 'abnormal', 37.8, '{fever}', ${c.health.teacherId}),
        (${c.director1.schoolId}, '2026-03-02', 2, ${kid}, ${classes[2]}, 'normal', null, '{}', ${c.health.teacherId}),
        (${c.director1.schoolId}, '2026-03-01', 1, ${kid}, ${classes[2]}, 'normal', 36.5, '{}', ${c.health.teacherId})`);
    const data = (await post(t, '/kid-arch/v1/teacher/web/student/getStuHealthInfo', c.teacher, { studentId: kid })).json().data;
    expect(data.allergies).toEqual([{ allergenName: '鸡蛋', allergenNameEn: 'Egg', kind: 'food', severity: 2, reaction: '皮疹' }]);
    expect(data.histories).toEqual([{ name: '癫痫', nameEn: 'Epilepsy', since: '2023-05-01', status: 1 }]);
    expect(data.latestChecks.map((x: { slot: number; result: string }) => [x.slot, x.result])).toEqual([
      [2, 'normal'],
      [1, 'abnormal'],
      [1, 'normal'],
    ]);
    expect(data.latestChecks[1]).toMatchObject({ day: '2026-03-02', temperature: 37.8, symptomGroups: ['fever'] });
    expect(data.latestTemperature).toEqual({ day: '2026-03-02', slot: 1, temperature: 37.8 });
    expect(Array.isArray(data.openCare)).toBe(true);
  });
});
