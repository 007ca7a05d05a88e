import { termEndpoints } from '@kg/shared/modules/garden/terms';
import { todayChina } from '@kg/shared/time/china';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { schoolTerms } from '../../../db/schema/index.ts';
import { type Cast, cast, count } from '../staff/staff-test-kit.ts';
import { schoolYearOf } from './term-service.ts';

let t: TestApp;
let c: Cast;
let health: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  health = await loginAs(t.app, 'health');
}, 60_000);
afterAll(async () => {
  await t.close();
});

const terms = (schoolId: number) => {
  const s = schoolTerms;
  return t.db
    .select({ id: s.id, school_year: s.schoolYear, term_type: s.termType, start_date: s.startDate, end_date: s.endDate })
    .from(s)
    .where(eq(s.schoolId, schoolId))
    .orderBy(asc(s.id));
};
const year = schoolYearOf(todayChina(new Date()), null);

describe('query-list', () => {
  it('lists the terms of the school, newest first, with names; filters by school year', async () => {
    const data = ok(await call(termEndpoints.list, c.admin));
    expect(data.total).toBe(4);
    expect(data.list.map((x: { schoolYear: number; termType: number }) => [x.schoolYear, x.termType])).toEqual([
      [year, 2],
      [year, 1],
      [year - 1, 2],
      [year - 1, 1],
    ]);
    expect(data.list[1]).toMatchObject({
      name: `${year}-${year + 1}学年 秋季学期`,
      startDate: `${year}-09-01`,
      endDate: `${year + 1}-01-20`,
    });
    const en = ok(await call(termEndpoints.list, c.admin, {}, { lang: 'en' }));
    expect(en.list[0].name).toBe(`${year}–${year + 1} Spring term`);
    expect(ok(await call(termEndpoints.list, c.admin, { schoolYear: year - 1 })).total).toBe(2);
  });

  it('refuses the teacher and a foreign header; checks input', async () => {
    refused(await call(termEndpoints.list, c.teacher), 'common-0403');
    refused(await call(termEndpoints.list, c.director1, {}, { headers: { schoolId: String(c.director2.schoolId) } }), 'gateway-0105');
    refused(await call(termEndpoints.list, c.director1, { schoolYear: 1900 }), 'common-0400', 'schoolYear');
  });
});

describe('add, update, delete', () => {
  it('adds a term of a new school year, updates and deletes it', async () => {
    const y = year + 1;
    const add = await call(termEndpoints.add, c.admin, {
      schoolYear: y,
      termType: 1,
      startDate: `${y}-09-01`,
      endDate: `${y + 1}-01-22`,
    });
    expect(ok(add)).toMatchObject({ schoolYear: y, termType: 1, current: false, name: `${y}-${y + 1}学年 秋季学期` });
    const id = ok(add).id;
    const upd = await call(termEndpoints.update, c.admin, {
      id,
      schoolYear: y,
      termType: 1,
      startDate: `${y}-08-28`,
      endDate: `${y + 1}-01-15`,
    });
    expect(ok(upd)).toMatchObject({ id, startDate: `${y}-08-28`, endDate: `${y + 1}-01-15` });
    ok(await call(termEndpoints.remove, c.admin, { id }));
    expect(await count(t, 'school_terms', sql`id = ${id}`)).toBe(0);
  });

  it('refuses a second term of the same year and type, and overlapping dates', async () => {
    const s1 = c.director1.schoolId;
    const before = await terms(s1);
    const dup = await call(termEndpoints.add, c.admin, {
      schoolYear: year,
      termType: 1,
      startDate: `${year}-09-02`,
      endDate: `${year}-12-30`,
    });
    refused(dup, 'kid-arch-0012');
    const y = year + 1;
    await call(termEndpoints.add, c.admin, { schoolYear: y, termType: 1, startDate: `${y}-09-01`, endDate: `${y + 1}-01-20` });
    const overlap = await call(termEndpoints.add, c.admin, {
      schoolYear: y,
      termType: 2,
      startDate: `${y + 1}-01-10`,
      endDate: `${y + 1}-07-01`,
    });
    expect(refused(overlap, 'kid-arch-0013')).toMatchObject({ term: { schoolYear: y, termType: 1 } });
    // the spring term may run to the last day of the school year, touching no other term
    const spring = before.find((x) => Number(x.school_year) === year && Number(x.term_type) === 2)!;
    const stretch = await call(termEndpoints.update, c.admin, {
      id: Number(spring.id),
      schoolYear: year,
      termType: 2,
      startDate: `${year + 1}-02-17`,
      endDate: `${year + 1}-08-31`,
    });
    ok(stretch);
    expect(await count(t, 'school_terms', sql`school_id = ${s1}`)).toBe(before.length + 1);
  });

  it('answers bad dates with a 400 naming the field and writes nothing', async () => {
    const s1 = c.director1.schoolId;
    const before = await terms(s1);
    const y = year + 3;
    for (const [body, field] of [
      [{ schoolYear: y, termType: 1, startDate: `${y}-09-01`, endDate: `${y}-09-01` }, 'endDate'],
      [{ schoolYear: y, termType: 1, startDate: `${y}-09-01`, endDate: `${y}-08-01` }, 'endDate'],
      [{ schoolYear: y, termType: 1, startDate: `${y + 1}-02-01`, endDate: `${y + 1}-06-01` }, 'startDate'],
      [{ schoolYear: y, termType: 2, startDate: `${y}-09-01`, endDate: `${y + 1}-06-01` }, 'startDate'],
      [{ schoolYear: y, termType: 2, startDate: `${y + 1}-02-01`, endDate: `${y + 1}-09-15` }, 'endDate'],
      [{ schoolYear: y, termType: 1, startDate: `${y}-02-30`, endDate: `${y}-12-01` }, 'startDate'],
      [{ schoolYear: y, termType: 3, startDate: `${y}-09-01`, endDate: `${y}-12-01` }, 'termType'],
      [{ schoolYear: y, termType: 1, startDate: '9/1', endDate: `${y}-12-01` }, 'startDate'],
      [{ termType: 1, startDate: `${y}-09-01`, endDate: `${y}-12-01` }, 'schoolYear'],
    ] as const) {
      refused(await call(termEndpoints.add, c.admin, malformed(body)), 'common-0400', field);
    }
    expect(await terms(s1)).toEqual(before);
  });

  it("refuses the teacher, another school's term by id and a foreign header; nothing changes", async () => {
    const s2 = c.director2.schoolId;
    const before = await terms(s2);
    const foreign = Number(before[0].id);
    const body = { id: foreign, schoolYear: year - 1, termType: 1, startDate: `${year - 1}-09-02`, endDate: `${year}-01-20` };
    refused(await call(termEndpoints.update, c.teacher, body), 'common-0403');
    refused(await call(termEndpoints.update, c.director1, body), 'common-0405');
    refused(await call(termEndpoints.remove, c.director1, { id: foreign }), 'common-0405');
    refused(await call(termEndpoints.remove, c.director1, { id: foreign }, { headers: { schoolId: String(s2) } }), 'gateway-0105');
    expect(await terms(s2)).toEqual(before);
  });
});

describe('current and queryGraduatingClassTerm', () => {
  it('answers the term holding today, and the spring term of the current school year for graduation', async () => {
    const today = todayChina(new Date());
    const cur = ok(await call(termEndpoints.current, c.director2));
    const inTerm = (await terms(c.director2.schoolId)).some((x) => String(x.start_date) <= today && today <= String(x.end_date));
    if (inTerm) expect(cur).toMatchObject({ current: true, schoolYear: year });
    else expect(cur).toBeNull();
    const g = ok(await call(termEndpoints.graduating, c.director2));
    ok(await call(termEndpoints.current, health));
    expect(ok(await call(termEndpoints.graduating, c.teacher)).schoolYear).toBe(year);
    expect(g).toMatchObject({
      schoolYear: year,
      termType: 2,
      term: { schoolYear: year, termType: 2, endDate: `${year + 1}-07-10` },
      graduationDate: `${year + 1}-07-10`,
    });
  });

  it('answers null when the spring term is not set, and is refused outside a school or with a foreign header', async () => {
    await t.db.execute(sql`delete from school_terms where school_id = ${c.director2.schoolId} and school_year = ${year} and term_type = 2`);
    expect(ok(await call(termEndpoints.graduating, c.director2))).toMatchObject({
      schoolYear: year,
      term: null,
      graduationDate: null,
    });
    const group = await loginAs(t.app, 'groupAdmin');
    refused(await call(termEndpoints.current, group), 'common-0403');
    refused(await call(termEndpoints.current, c.teacher, {}, { headers: { schoolId: String(c.director2.schoolId) } }), 'gateway-0105');
  });

  it('derives the school year from the calendar between terms (1 August starts a year)', () => {
    expect(schoolYearOf('2026-07-31', null)).toBe(2025);
    expect(schoolYearOf('2026-08-01', null)).toBe(2026);
    expect(schoolYearOf('2027-01-25', null)).toBe(2026);
    expect(schoolYearOf('2026-07-25', { id: 1, schoolYear: 2026, termType: 1, startDate: '2026-07-20', endDate: '2027-01-10' })).toBe(2026);
  });
});
