import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { profileEndpoints } from '@kg/shared/modules/system/profile';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { auditEntries, institutions, storedFiles } from '../../../db/schema/index.ts';

let t: TestApp;
let director: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  [director, director2, teacher] = [await loginAs(t.app, 'director1'), await loginAs(t.app, 'director2'), await loginAs(t.app, 'teacher')];
});
afterAll(() => t.close());

/** A stored image of a school, as an upload leaves it (the profile only checks ownership). */
async function image(schoolId: number): Promise<number> {
  const [row] = await t.db
    .insert(storedFiles)
    .values({
      schoolId,
      kind: 'image',
      originalName: 'a.png',
      mime: 'image/png',
      size: 10,
      storageKey: 'k/a.png',
      thumbnailKey: 'k/a_t.png',
    })
    .returning({ id: storedFiles.id });
  return row.id;
}
const nameOf = async (id: number) =>
  (await t.db.select({ name: institutions.name }).from(institutions).where(eq(institutions.id, id)))[0].name;

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
  photoIds: [] as number[],
  introduction: '省级示范园，六个班。',
  ...over,
});

describe('school profile', () => {
  it('saves every field and answers them back, the name on the institution every reader uses', async () => {
    const [logo, photo] = [await image(director.schoolId), await image(director.schoolId)];
    const res = await call(profileEndpoints.save, director, profile({ logoId: logo, photoIds: [photo] }));
    ok(res);
    const got = ok(await call(profileEndpoints.info, director));
    expect(got).toMatchObject({ name: '阳光第一幼儿园（本部）', schoolType: 3, grade: 2, capacity: 360, foundedOn: '2010-09-01' });
    expect(got.logo?.id).toBe(logo);
    expect(got.logo?.thumbnailUrl).toMatch(new RegExp(`/files/${logo}/thumbnail\\?t=`));
    expect(got.photos.map((p: { id: number }) => p.id)).toEqual([photo]);
    expect(await nameOf(director.schoolId)).toBe('阳光第一幼儿园（本部）');
    // the session's school name follows at once (header, page titles)
    const me = ok(await call(signInEndpoints.userInfo, director));
    expect(me.schoolName).toBe('阳光第一幼儿园（本部）');
    // … and so does its logo, a thumbnail signed for this session; a teacher of the school sees it too
    expect(me.schoolLogoUrl).toMatch(new RegExp(`/files/${logo}/thumbnail\\?t=\\d+\\.`));
    const theirs = ok(await call(signInEndpoints.userInfo, teacher));
    expect(theirs.schoolLogoUrl).toMatch(new RegExp(`/files/${logo}/thumbnail\\?t=`));
    // the write is in the audit trail, named by its endpoint
    const audit = await t.db
      .select({ table: auditEntries.tableName })
      .from(auditEntries)
      .where(and(eq(auditEntries.endpoint, profileEndpoints.save.path), eq(auditEntries.institutionId, director.schoolId)))
      .orderBy(asc(auditEntries.id));
    expect(audit.map((r) => r.table).sort()).toEqual(['institutions', 'school_profiles']);
  });

  it('refuses a teacher (common-0403) and changes nothing', async () => {
    const before = await nameOf(teacher.schoolId);
    const res = await call(profileEndpoints.save, teacher, profile({ name: '改名' }));
    expect(res.status).toBe(403);
    refused(res, 'common-0403');
    expect(await nameOf(teacher.schoolId)).toBe(before);
    refused(await call(profileEndpoints.info, teacher), 'common-0403');
  });

  it("refuses another school's image by field and writes nothing", async () => {
    const before = await nameOf(director.schoolId);
    const foreign = await image(director2.schoolId);
    const res = await call(profileEndpoints.save, director, profile({ name: '别名', logoId: foreign }));
    expect(res.status).toBe(400);
    expect(res.message).toContain('logoId');
    expect(await nameOf(director.schoolId)).toBe(before);
  });

  it('refuses a header naming another school', async () => {
    const res = await call(profileEndpoints.save, director, profile(), { headers: { schoolId: String(director2.schoolId) } });
    expect(res.status).toBe(400);
    refused(res, 'gateway-0105');
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
      const res = await call(profileEndpoints.save, director, malformed(profile({ [field]: value, name: field === 'name' ? '' : 'X' })));
      expect(res.status, field).toBe(400);
      expect(res.message, field).toContain(field);
    }
    expect(await nameOf(director.schoolId)).toBe(before);
  });

  it('answers each school its own profile', async () => {
    const other = ok(await call(profileEndpoints.info, director2));
    expect(other.id).toBe(director2.schoolId);
    expect(other.name).toBe(await nameOf(director2.schoolId));
  });
});
