import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
let director: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  [director, director2, teacher] = [await loginAs(t.app, 'director1'), await loginAs(t.app, 'director2'), await loginAs(t.app, 'teacher')];
});
afterAll(() => t.close());

const INFO = '/kid-arch/v1/teacher/school/info';
const SAVE = '/kid-arch/v1/teacher/school/info/update';

/** A stored image of a school, as an upload leaves it (the profile only checks ownership). */
async function image(schoolId: number): Promise<number> {
  const r = await t.db.execute<{
    id: number;
  }>(sql`insert into stored_files (school_id, kind, original_name, mime, size, storage_key, thumbnail_key)
    values (${schoolId}, 'image', 'a.png', 'image/png', 10, 'k/a.png', 'k/a_t.png') returning id`);
  return Number(r.rows[0].id);
}
const nameOf = async (id: number) =>
  (await t.db.execute<{ name: string }>(sql`select name from institutions where id = ${id}`)).rows[0].name;

const profile = (over: Record<string, unknown> = {}) => ({
  name: '阳光第一幼儿园（本部）',
  shortName: '阳光一幼',
  schoolType: 3,
  grade: 2,
  regionKeys: '350000,350200,350212',
  address: '同安区大同街道 1 号',
  contactPhone: '0592-7012345',
  principal: '李园长',
  licenceNo: '教民135021270000001号',
  creditCode: '52350212MJ0000000X',
  foundedOn: '2010-09-01',
  capacity: 360,
  photoIds: [],
  introduction: '省级示范园，六个班。',
  ...over,
});

describe('school profile', () => {
  it('saves every field and answers them back, the name on the institution every reader uses', async () => {
    const [logo, photo] = [await image(director.schoolId), await image(director.schoolId)];
    const res = await call(t.app, SAVE, { token: director.token, body: profile({ logoId: logo, photoIds: [photo] }) });
    expect(res.json()).toMatchObject({ code: 'common-0001' });
    const got = (await call(t.app, INFO, { token: director.token })).json().data;
    expect(got).toMatchObject({ name: '阳光第一幼儿园（本部）', schoolType: 3, grade: 2, capacity: 360, foundedOn: '2010-09-01' });
    expect(got.logo.id).toBe(logo);
    expect(got.logo.thumbnailUrl).toMatch(new RegExp(`/files/${logo}/thumbnail\\?t=`));
    expect(got.photos.map((p: { id: number }) => p.id)).toEqual([photo]);
    expect(await nameOf(director.schoolId)).toBe('阳光第一幼儿园（本部）');
    // the session's school name follows at once (header, page titles)
    const me = (await call(t.app, '/user/v1/tenantry/account/user-info', { token: director.token })).json().data;
    expect(me.schoolName).toBe('阳光第一幼儿园（本部）');
    // … and so does its logo, a thumbnail signed for this session; a teacher of the school sees it too
    expect(me.schoolLogoUrl).toMatch(new RegExp(`/files/${logo}/thumbnail\\?t=\\d+\\.`));
    const theirs = (await call(t.app, '/user/v1/tenantry/account/user-info', { token: teacher.token })).json().data;
    expect(theirs.schoolLogoUrl).toMatch(new RegExp(`/files/${logo}/thumbnail\\?t=`));
    // the write is in the audit trail, named by its endpoint
    const audit = await t.db.execute<{ table: string }>(
      sql`select table_name as table from audit_entries where endpoint = ${SAVE} and institution_id = ${director.schoolId} order by id`,
    );
    expect(audit.rows.map((r) => r.table).sort()).toEqual(['institutions', 'school_profiles']);
  });

  it('refuses a teacher (common-0403) and changes nothing', async () => {
    const before = await nameOf(teacher.schoolId);
    const res = await call(t.app, SAVE, { token: teacher.token, body: profile({ name: '改名' }) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('common-0403');
    expect(await nameOf(teacher.schoolId)).toBe(before);
    expect((await call(t.app, INFO, { token: teacher.token })).json().code).toBe('common-0403');
  });

  it("refuses another school's image by field and writes nothing", async () => {
    const before = await nameOf(director.schoolId);
    const foreign = await image(director2.schoolId);
    const res = await call(t.app, SAVE, { token: director.token, body: profile({ name: '别名', logoId: foreign }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('logoId');
    expect(await nameOf(director.schoolId)).toBe(before);
  });

  it('refuses a header naming another school', async () => {
    const res = await call(t.app, SAVE, { token: director.token, headers: { schoolId: String(director2.schoolId) }, body: profile() });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('gateway-0105');
  });

  it('refuses bad input naming the field, nothing written', async () => {
    const before = await nameOf(director.schoolId);
    for (const [field, value] of [
      ['name', ''],
      ['schoolType', 9],
      ['contactPhone', 'call me'],
      ['regionKeys', 'xiamen'],
      ['foundedOn', '2020-02-30'],
      ['capacity', -1],
    ] as const) {
      const res = await call(t.app, SAVE, { token: director.token, body: profile({ [field]: value, name: field === 'name' ? '' : 'X' }) });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toContain(field);
    }
    expect(await nameOf(director.schoolId)).toBe(before);
  });

  it('answers each school its own profile', async () => {
    const other = (await call(t.app, INFO, { token: director2.token })).json().data;
    expect(other.id).toBe(director2.schoolId);
    expect(other.name).toBe(await nameOf(director2.schoolId));
  });
});
