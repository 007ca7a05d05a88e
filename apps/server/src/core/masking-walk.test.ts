import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, enter, type LoginResult, loginAs, type TestApp } from '../../test/harness.ts';
import { regulatorVisit } from '../../test/regulator-visit.ts';

/**
 * The masking walk: every read call of the API (discovered from the OpenAPI document: each
 * read answers GET) plus a table of POST-only reads and exports, called as each role. Every
 * answer is scanned for stored phones and ID numbers; one in full fails the walk unless the
 * rule of core/masking.ts allows it: the caller's own, or a reveal/export by a holder of
 * sensitive-id-card-view.
 */

const K = '/kid-arch/v1';
const T = `${K}/teacher`;

interface Who {
  key: string;
  token: string;
  /** Holds sensitive-id-card-view in a session that may act. */
  mayReveal: boolean;
  own: Set<string>;
}

/** Calls that carry phones or ID numbers, with the body they need ($clazz, $child, $other filled in from `sample`). */
const TABLE: { url: string; body?: Record<string, unknown>; revealed?: boolean; file?: boolean }[] = [
  { url: `${T}/web/student/list`, body: { pageSize: 20 } },
  { url: `${T}/web/student/list-of-clazz`, body: { clazzId: '$clazz', pageSize: 20 } },
  { url: `${T}/web/student/detail`, body: { id: '$child' } },
  { url: `${T}/web/student/detail`, body: { id: '$child', reveal: true }, revealed: true },
  { url: `${T}/graduate/student/graduate-stu-list`, body: { pageSize: 20 } },
  { url: `${T}/clazz/teacher/hasAccessToClazzTeachers`, body: { clazzId: '$clazz' } },
  { url: `${T}/accountTeacher/find`, body: { pageSize: 20 } },
  { url: `${T}/accountTeacher/listTeacherNoPermission`, body: { pageSize: 20 } },
  { url: `${T}/accountTeacher/listDepartureTeacher`, body: { pageSize: 20 } },
  { url: `${T}/accountTeacher/getById`, body: { id: '$other' } },
  { url: `${T}/accountTeacher/getById`, body: { id: '$other', reveal: true }, revealed: true },
  { url: `${T}/accountTeacher/getTeacherBasicById`, body: { id: '$other' } },
  { url: `${T}/accountTeacher/getTeacherBasicById`, body: { id: '$other', reveal: true }, revealed: true },
  { url: `${T}/accountTeacher/getTeacherBasicById`, body: {} },
  { url: `${T}/check-update-mobile-self` },
  // the walk covers answers by path, as the masking sees them on the wire
  { url: '/user/v1/tenantry/account/user-info' },
  { url: '/iam/v1/web-oauth/org-list' },
  { url: '/iam/v1/web-oauth/kid-login/teacher-school' },
  { url: `${K}/file/clazz/student`, file: true, revealed: true },
  { url: `${K}/file/graduate/student`, file: true, revealed: true },
  { url: `${K}/file/teacherModel`, file: true, revealed: true },
];

const PHONE = /(?<![0-9A-Za-z])1[3-9]\d{9}(?![0-9A-Za-z])/g;
const ID_NO = /(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])/g;
const MASKED = /\d{3}\*{4}\d{4}|\d{6}\*{8}[\dXx]{4}/;

let t: TestApp;
let stored: Set<string>;
let sample: Record<string, number>;
let tokens: { director: string; teacher: string };
const ROLES = ['teacher', 'health', 'finance', 'admin', 'regulatorVisit', 'director'] as const;
/** What walking as one role found: answers in full that the rule forbids or allows, answers scanned and masked. */
interface Walked {
  findings: string[];
  allowed: string[];
  scanned: number;
  masked: number;
}
const walked = {} as Record<(typeof ROLES)[number], Walked>;

async function person(key: string, login: LoginResult, mayReveal: boolean): Promise<Who> {
  const r = await t.db.execute(
    `select a.phone, p.id_card_no as "idCardNo" from members m join accounts a on a.id = m.account_id
     left join staff_profiles p on p.school_id = m.institution_id and p.member_id = m.id where m.id = ${Number(login.teacherId)}`,
  );
  const row = r.rows[0] as { phone: string; idCardNo: string | null };
  return { key, token: login.token, mayReveal, own: new Set([row.phone, row.idCardNo ?? ''].filter(Boolean)) };
}

beforeAll(async () => {
  // the walk reads only, each role many hundred calls: a session is loaded once, not per call
  t = await createTestApp({}, {}, { sessionCacheMs: 60_000 });
  const values = await t.db.execute(`select phone as v from accounts union select phone from guardians
    union select id_card_no from students where id_card_no is not null union select id_card_no from staff_profiles where id_card_no is not null`);
  stored = new Set((values.rows as { v: string }[]).map((r) => r.v.toUpperCase()));
  const [director, teacher, health, finance] = await Promise.all(
    (['director1', 'teacher', 'health', 'finance'] as const).map((k) => loginAs(t.app, k)),
  );
  let multi = await loginAs(t.app, 'multi');
  if (multi.schoolId !== director.schoolId) multi = await enter(t.app, multi, director.schoolId);
  const visit = await regulatorVisit(t, director.schoolId);
  const people: Record<(typeof ROLES)[number], Who> = {
    director: await person('director', director, true),
    teacher: await person('teacher', teacher, false),
    health: await person('health', health, false),
    finance: await person('finance', finance, false),
    admin: await person('admin', multi, false),
    regulatorVisit: { key: 'regulatorVisit', token: visit.token, mayReveal: false, own: new Set() },
  };
  const one = async (q: string) => Number(((await t.db.execute(q)).rows[0] as { id: number }).id);
  const clazz = await one(
    `select class_id as id from member_class_ranges where member_id = ${Number(teacher.teacherId)} order by class_id limit 1`,
  );
  sample = {
    clazz,
    child: await one(`select id from students where class_id = ${clazz} and id_card_no is not null and status = 1 order by id limit 1`),
    graduate: await one(`select id from students where school_id = ${director.schoolId} and status = 2 order by id limit 1`),
    other: await one(`select m.id from members m join staff_profiles p on p.school_id = m.institution_id and p.member_id = m.id
      where m.institution_id = ${director.schoolId} and p.id_card_no is not null and m.id not in
      (${[director, teacher, health, finance, multi].map((l) => Number(l.teacherId)).join(',')}) order by m.id limit 1`),
    teacherMember: Number(teacher.teacherId),
  };
  // the roles walk side by side: one waits on the database while another's answer is scanned
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
  const results = await Promise.all(ROLES.map((role) => walk(people[role], doc)));
  ROLES.forEach((role, i) => {
    walked[role] = results[i];
  });
  tokens = { director: director.token, teacher: teacher.token };
});

afterAll(async () => {
  await t?.close();
});

/** The texts of a response: its JSON, or every cell of a workbook. */
async function textsOf(res: Awaited<ReturnType<typeof call>>): Promise<string[]> {
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('spreadsheetml')) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const out: string[] = [];
    for (const ws of wb.worksheets) ws.eachRow((row) => row.eachCell((cell) => out.push(String(cell.text ?? ''))));
    return out;
  }
  return type.includes('json') ? [res.body] : [];
}

/** Scans one answer: full stored values are findings unless own or (revealed, for a holder) allowed. */
async function scan(who: Who, out: Walked, label: string, res: Awaited<ReturnType<typeof call>>, revealed: boolean) {
  const text = (await textsOf(res)).join('\n');
  out.scanned++;
  if (MASKED.test(text)) out.masked++;
  const found = [...(text.match(PHONE) ?? []), ...(text.match(ID_NO) ?? [])].filter((v) => stored.has(v.toUpperCase()));
  const full = found.filter((v) => !who.own.has(v));
  if (full.length === 0) return;
  const line = `${who.key} ${label}: ${full.length} unmasked (${[...new Set(full)].slice(0, 3).join(', ')})`;
  (revealed && who.mayReveal ? out.allowed : out.findings).push(line);
}

const fill = (v: unknown) => (typeof v === 'string' && v.startsWith('$') ? sample[v.slice(1)] : v);

/** The query variants of a discovered GET route: nothing, then each sample for an id-like parameter. */
function variants(params: { name: string; required?: boolean }[]): Record<string, string>[] {
  const base: Record<string, string> = { pageSize: '20' };
  const ids: Record<string, number[]> = {
    id: [sample.child, sample.graduate, sample.other, sample.teacherMember, sample.clazz],
    clazzId: [sample.clazz],
    studentId: [sample.child],
    gradeId: [],
  };
  const names = params.map((p) => p.name).filter((n) => n in ids && ids[n].length > 0);
  const out = [Object.fromEntries(Object.entries(base).filter(([k]) => params.some((p) => p.name === k)))];
  for (const n of names) for (const v of ids[n]) out.push({ ...out[0], [n]: String(v) });
  if (params.some((p) => p.name === 'reveal')) out.push(...out.slice(1).map((q) => ({ ...q, reveal: 'true' })));
  return out;
}

type OpenApi = { paths: Record<string, { get?: { parameters?: { name: string; in: string; required?: boolean }[] } }> };

async function walk(who: Who, doc: OpenApi): Promise<Walked> {
  const out: Walked = { findings: [], allowed: [], scanned: 0, masked: 0 };
  const discovered = Object.entries(doc.paths).filter(([p, ops]) => ops.get && !p.includes('{') && !p.startsWith('/api/health'));
  const got = new Set<string>();
  for (const [path, ops] of discovered) {
    for (const q of variants((ops.get?.parameters ?? []).filter((p) => p.in === 'query'))) {
      const qs = new URLSearchParams(q).toString();
      got.add(qs ? `${path}?${qs}` : path);
      const res = await call(t.app, qs ? `${path}?${qs}` : path, { method: 'GET', token: who.token });
      const revealed = q.reveal === 'true' || String(res.headers['content-type'] ?? '').includes('spreadsheetml');
      await scan(who, out, `GET ${path}?${qs}`, res, revealed);
    }
  }
  for (const row of TABLE) {
    // an export the discovery already fetched (the same GET) was scanned there: a workbook costs
    // the server and ExcelJS a good part of a second each; the row stays for one discovery misses
    if (row.file && got.has(`/api${row.url}`)) continue;
    const body = Object.fromEntries(Object.entries(row.body ?? {}).map(([k, v]) => [k, fill(v)]));
    const res = row.file
      ? await call(t.app, row.url, { method: 'GET', token: who.token })
      : await call(t.app, row.url, { token: who.token, body });
    await scan(who, out, `${row.url} ${JSON.stringify(body)}`, res, row.revealed === true);
  }
  return out;
}

describe('the masking walk', () => {
  for (const role of ROLES) {
    it(`finds no phone or ID number in full in any answer to ${role}, beyond their own`, () => {
      expect(walked[role].findings).toEqual([]);
      expect(walked[role].scanned).toBeGreaterThan(100);
    });
  }

  it('answered the roles that see children and staff with masked values (the walk reached the data)', () => {
    for (const role of ROLES) expect(walked[role].masked, role).toBeGreaterThan(0);
  });

  it('gives a holder of the reveal code full values on the reveal calls and in exports, and only there', () => {
    const revealedTo = (url: string) => walked.director.allowed.filter((l) => l.includes(url));
    const urls = [
      'student/detail',
      'accountTeacher/getById',
      'getTeacherBasicById',
      'file/clazz/student',
      'file/graduate/student',
      'file/teacherModel',
    ];
    for (const url of urls) {
      expect(revealedTo(url).length, url).toBeGreaterThan(0);
      const viaReveal = revealedTo(url).every((l) => l.includes('reveal') || l.includes('/file/'));
      expect(viaReveal, url).toBe(true);
    }
    for (const role of ROLES.filter((r) => r !== 'director')) expect(walked[role].allowed, role).toEqual([]);
  });

  it('keeps the stored phones and ID number when a teacher saves back the masked record', async () => {
    const before = await t.db.execute(`select (select id_card_no from students where id = ${sample.child}) as id,
      (select string_agg(phone, ',' order by id) from guardians where student_id = ${sample.child}) as phones`);
    const d = (await call(t.app, `${T}/web/student/detail`, { token: tokens.teacher, body: { id: sample.child } })).json().data;
    expect(d.idCardNo).toMatch(MASKED);
    expect(d.guardians[0].phone).toMatch(MASKED);
    const body = {
      ...d,
      guardians: d.guardians.map((g: Record<string, unknown>) => ({
        id: g.id,
        name: g.name,
        phone: g.phone,
        relation: g.relation,
        isDirectGuardian: g.isDirectGuardian,
      })),
    };
    const saved = await call(t.app, `${T}/web/student/update`, { token: tokens.teacher, body });
    expect(saved.json().code).toBe('common-0001');
    const after = await t.db.execute(`select (select id_card_no from students where id = ${sample.child}) as id,
      (select string_agg(phone, ',' order by id) from guardians where student_id = ${sample.child}) as phones`);
    expect(after.rows).toEqual(before.rows);
  });

  it('does not let a phone search recover the hidden digits: without the code only the last 4 or the whole number match', async () => {
    const phone = String(
      (
        (await t.db.execute(`select phone from guardians where student_id = ${sample.child} order by id limit 1`)).rows[0] as {
          phone: string;
        }
      ).phone,
    );
    const found = async (token: string, guardianPhone: string) => {
      const res = await call(t.app, `${T}/web/student/list`, { token, body: { guardianPhone, pageSize: 20 } });
      return (res.json().data.list as { id: number }[]).some((r) => r.id === sample.child);
    };
    const middle = phone.slice(2, 8);
    expect([await found(tokens.teacher, middle), await found(tokens.teacher, phone.slice(-4)), await found(tokens.teacher, phone)]).toEqual(
      [false, true, true],
    );
    expect(await found(tokens.director, middle)).toBe(true);
  });
});
