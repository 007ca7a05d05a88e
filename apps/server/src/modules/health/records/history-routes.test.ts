import { allergyEndpoints as A } from '@kg/shared/modules/health/records/allergy';
import { childHealthEndpoints } from '@kg/shared/modules/health/records/child-health';
import { historyEndpoints as E, historyCatalogueEndpoints as M } from '@kg/shared/modules/health/records/medical-history';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import {
  allergens,
  inspectRecords,
  medicalConditions,
  studentAllergies,
  studentMedicalHistory,
  students,
} from '../../../db/schema/index.ts';
import { bareChild, type Cast, cast, classIds, sheetRows } from './records-test-kit.ts';

let t: TestApp;
let c: Cast;
let classes: number[];
let condition: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  classes = await classIds(t, c.director1.schoolId);
  const m = await t.db.select({ id: mc.id, name: mc.name }).from(mc).where(eq(mc.schoolId, c.director1.schoolId));
  condition = Object.fromEntries(m.map((x) => [x.name, x.id]));
}, 60_000);
afterAll(async () => {
  await t.close();
});

const mc = medicalConditions;
const h = studentMedicalHistory;
const stored = (studentId: number) =>
  t.db
    .select({ name: mc.name, since: h.since, status: h.status, note: h.note })
    .from(h)
    .innerJoin(mc, and(eq(mc.schoolId, h.schoolId), eq(mc.id, h.conditionId)))
    .where(eq(h.studentId, studentId))
    .orderBy(asc(mc.name));
const foreignCondition = async () =>
  (await t.db.select({ id: mc.id }).from(mc).where(eq(mc.schoolId, c.director2.schoolId)).limit(1))[0].id;

describe('a child’s medical history', () => {
  it('replaces the list (a new name joins the catalogue), reads it back, lists and counts the child', async () => {
    const kid = await bareChild(t, c.director1.schoolId, classes[1], studentMedicalHistory);
    const histories = [
      { metadataId: condition.哮喘, since: '2024-03-01', status: 1, note: '备有吸入剂' },
      { name: '荨麻疹', status: 2 },
    ];
    expect(ok(await call(E.addOrUpdateStuMedicalHistory, c.health, { studentId: kid, histories }))).toEqual({ count: 2 });
    expect(await stored(kid)).toEqual([
      { name: '哮喘', since: '2024-03-01', status: 1, note: '备有吸入剂' },
      { name: '荨麻疹', since: null, status: 2, note: null },
    ]);
    const one = ok(await call(E.listStuMedicalHistory, c.health, { studentId: kid }));
    expect(one.histories.map((x) => x.name)).toEqual(['哮喘', '荨麻疹']);
    const catalogue = ok(await call(M.list, c.health));
    const hives = catalogue.find((x) => x.name === '荨麻疹')!;
    expect(hives).toMatchObject({ count: 1, healthView: true });
    const list = ok(await call(E.getList, c.health, { metadataId: hives.id }));
    expect(list.list.map((x) => x.studentId)).toEqual([kid]);
    expect(ok(await call(E.getList, c.health, { metadataId: hives.id, status: 1 })).total).toBe(0);
    const counts = ok(await call(E.systemHasMedicalHistoryList, c.health, { clazzId: classes[0] }));
    expect(counts.find((x) => x.id === hives.id)?.count).toBe(0);
    const without = ok(await call(E.notHasMedicalHistoryStudents, c.health, { clazzId: classes[1] }));
    expect(without.list.map((x) => x.studentId)).not.toContain(kid);
  });

  it('refuses an unknown or another school’s condition, a duplicate and a bad date, writing nothing', async () => {
    const kid = await bareChild(t, c.director1.schoolId, classes[0], studentMedicalHistory);
    const foreign = await foreignCondition();
    const send = (histories: object[]) => call(E.addOrUpdateStuMedicalHistory, c.director1, malformed({ studentId: kid, histories }));
    const eczema = { metadataId: condition.湿疹, status: 1 };
    refused(await send([eczema, { metadataId: 999_999, status: 1 }]), 'health-0203', 'histories.1.metadataId');
    refused(await send([{ metadataId: foreign, status: 1 }]), 'health-0203');
    refused(await send([eczema, { name: '湿疹', status: 2 }]), 'health-0204', 'histories.1.name');
    refused(await send([{ ...eczema, since: '2024-02-30' }]), 'common-0400', 'histories.0.since');
    refused(await send([{ status: 1 }]), 'common-0400', 'histories.0.metadataId');
    expect(await stored(kid)).toEqual([]);
  });

  it('keeps to the school and the teacher’s classes', async () => {
    const [kid2] = await t.db.select({ id: students.id }).from(students).where(eq(students.schoolId, c.director2.schoolId)).limit(1);
    refused(await call(E.listStuMedicalHistory, c.director1, { studentId: kid2.id }), 'common-0405');
    refused(await call(E.addOrUpdateStuMedicalHistory, c.director1, { studentId: kid2.id, histories: [] }), 'common-0405');
    refused(await call(E.getList, c.director1, {}, { headers: { schoolId: String(c.director2.schoolId) } }), 'gateway-0105');
    const outside = await bareChild(t, c.director1.schoolId, classes[1], studentMedicalHistory);
    refused(await call(E.listStuMedicalHistory, c.teacher, { studentId: outside }), 'common-0405');
    const seen = ok(await call(E.getList, c.teacher, { pageSize: 20 })).list;
    expect(seen.every((x) => x.clazzId === classes[0] || x.clazzId === classes[2])).toBe(true);
    refused(await call(E.addOrUpdateStuMedicalHistory, c.teacher, { studentId: outside, histories: [] }), 'common-0403');
    refused(await call(M.del, c.teacher, { id: condition.贫血 }), 'common-0403');
    refused(await call(E.getList, c.finance), 'common-0403');
  });

  it('exports one row per condition', async () => {
    const sheet = await sheetRows(ok(await call(E.exportMedicalHistoryStuList, c.health, { status: 1 })) as Buffer);
    expect(sheet[0]).toEqual(['班级', '姓名', '性别', '病史', '发病时间', '状态', '备注']);
    expect(sheet.length).toBeGreaterThan(1);
    expect(sheet.slice(1).some((r) => r[5] === '患病中')).toBe(true);
  });
});

describe('the catalogue', () => {
  it('gives the default conditions their English names, in lists and the English export; a school’s own has none', async () => {
    const catalogue = ok(await call(M.list, c.health));
    expect(catalogue.find((x) => x.id === condition.哮喘)?.nameEn).toBe('Asthma');
    expect(catalogue.filter((x) => x.nameEn).length).toBeGreaterThanOrEqual(11);
    // every school's copy carries them
    const [fresh] = await t.db
      .select({ n: sql<number>`count(${mc.nameEn})::int` })
      .from(mc)
      .where(eq(mc.schoolId, c.director2.schoolId));
    expect(fresh.n).toBe(12);
    const sheet = await sheetRows(ok(await call(E.exportMedicalHistoryStuList, c.health, {}, { lang: 'en' })) as Buffer);
    expect(sheet[0][3]).toBe('Condition');
    expect(sheet.slice(1).some((r) => r[3] === 'Asthma')).toBe(true);
  });

  it('renames, hides and deletes a condition nobody has; refuses one children have, a taken name, another school’s', async () => {
    const id = condition.糖尿病;
    await t.db.delete(h).where(eq(h.conditionId, id));
    ok(await call(M.updateName, c.health, { id, name: '1型糖尿病' }));
    refused(await call(M.updateName, c.health, { id, name: '哮喘' }), 'health-0206', 'name');
    ok(await call(M.setHealthView, c.health, { id, healthView: false }));
    const saved = () => t.db.select({ name: mc.name, healthView: mc.healthView }).from(mc).where(eq(mc.id, id));
    expect(await saved()).toEqual([{ name: '1型糖尿病', healthView: false }]);
    const held = condition.哮喘;
    const kid = await bareChild(t, c.director1.schoolId, classes[0], studentMedicalHistory);
    ok(await call(E.addOrUpdateStuMedicalHistory, c.health, { studentId: kid, histories: [{ metadataId: held, status: 1 }] }));
    expect(refused(await call(M.del, c.health, { id: held }), 'health-0205')).toMatchObject({ count: expect.any(Number) });
    const foreign = await foreignCondition();
    refused(await call(M.del, c.director1, { id: foreign }), 'common-0405');
    refused(await call(M.updateName, c.director1, { id: foreign, name: 'x' }), 'common-0405');
    refused(await call(M.updateName, c.health, malformed({ id, name: '' })), 'common-0400', 'name');
    ok(await call(M.del, c.health, { id }));
    expect(await saved()).toEqual([]);
  });
});

describe('the child’s health summary (getStuHealthInfo)', () => {
  it('carries allergies, the conditions shown in health views, the latest checks and temperature', async () => {
    const kid = await bareChild(t, c.director1.schoolId, classes[2], studentMedicalHistory);
    await t.db.delete(studentAllergies).where(eq(studentAllergies.studentId, kid));
    await t.db.delete(inspectRecords).where(eq(inspectRecords.studentId, kid));
    const [egg] = await t.db
      .select({ id: allergens.id })
      .from(allergens)
      .where(and(eq(allergens.schoolId, c.director1.schoolId), eq(allergens.name, '鸡蛋')));
    ok(
      await call(A.addOrUpdateStuAllergy, c.health, {
        studentId: kid,
        allergies: [{ allergenId: egg.id, severity: 2, source: 'guardian', reaction: '皮疹' }],
      }),
    );
    const shown = condition.癫痫;
    const hidden = condition.川崎病;
    ok(
      await call(E.addOrUpdateStuMedicalHistory, c.health, {
        studentId: kid,
        histories: [
          { metadataId: shown, status: 1, since: '2023-05-01' },
          { metadataId: hidden, status: 2 },
        ],
      }),
    );
    ok(await call(M.setHealthView, c.health, { id: hidden, healthView: false }));
    const check = { schoolId: c.director1.schoolId, studentId: kid, classId: classes[2], recordedBy: c.health.teacherId };
    await t.db.insert(inspectRecords).values([
      { ...check, day: '2026-03-02', slot: 1, result: 'abnormal', temperature: '37.8', symptomGroups: ['fever'] },
      { ...check, day: '2026-03-02', slot: 2, result: 'normal', temperature: null, symptomGroups: [] },
      { ...check, day: '2026-03-01', slot: 1, result: 'normal', temperature: '36.5', symptomGroups: [] },
    ]);
    const data = ok(await call(childHealthEndpoints.health, c.teacher, { studentId: kid }));
    expect(data.allergies).toEqual([{ allergenName: '鸡蛋', allergenNameEn: 'Egg', kind: 'food', severity: 2, reaction: '皮疹' }]);
    expect(data.histories).toEqual([{ name: '癫痫', nameEn: 'Epilepsy', since: '2023-05-01', status: 1 }]);
    expect(data.latestChecks.map((x) => [x.slot, x.result])).toEqual([
      [2, 'normal'],
      [1, 'abnormal'],
      [1, 'normal'],
    ]);
    expect(data.latestChecks[1]).toMatchObject({ day: '2026-03-02', temperature: 37.8, symptomGroups: ['fever'] });
    expect(data.latestTemperature).toEqual({ day: '2026-03-02', slot: 1, temperature: 37.8 });
    expect(Array.isArray(data.openCare)).toBe(true);
  });
});
