import { staffProfileEndpoints as E } from '@kg/shared/modules/garden/staff-profile';
import { todayChina } from '@kg/shared/time/china';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { occupationSnapshot, regulatorVisit, staffCast } from './profile-test-utils.ts';

let t: TestApp;
let teacher: LoginResult;
let director1: LoginResult;
let director2: LoginResult;
let admin: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  ({ teacher, director1, director2, admin } = await staffCast(t));
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A regulator's read-only visit, called like any other session. */
const visitor = (schoolId: number) => regulatorVisit(t, schoolId);
const teacherRow = () => occupationSnapshot(t, teacher.schoolId, teacher.teacherId);

const qualification = {
  postType: 2,
  certificateName: '幼儿园教师资格证',
  issuingUnit: '厦门市教育局',
  resourceId: 'f-1',
  resourceUrl: 'https://cdn.example.com/c1.png',
};

describe('getTeacherOccupationById', () => {
  it("answers the caller's own occupation and certificates", async () => {
    const data = ok(await call(E.occupation, teacher, {}));
    expect(data).toMatchObject({ id: teacher.teacherId, postType: 2, jobTitle: '教师', certificates: [] });
    expect(data.entryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lets staff with the view code read a member of the school, and a read-only visit too', async () => {
    expect(ok(await call(E.occupation, admin, { id: teacher.teacherId })).id).toBe(teacher.teacherId);
    const visit = await visitor(teacher.schoolId);
    expect(ok(await call(E.occupation, visit, { id: teacher.teacherId })).postType).toBe(2);
  });

  it('refuses a teacher another member, and answers another school like a missing member', async () => {
    refused(await call(E.occupation, teacher, { id: director1.teacherId }), 'common-0403');
    const res = await call(E.occupation, director1, { id: director2.teacherId });
    expect(res.status).toBe(404);
    expect(res).toMatchObject({ code: 'common-0405', data: null });
  });
});

describe('updateOccupationById', () => {
  it('updates the occupation and replaces the certificates, accepting a certificate by its type code', async () => {
    const res = await call(E.updateOccupation, teacher, {
      jobTitle: '主班教师',
      entryDate: '2018-09-01',
      workStartDate: '2015-07-01',
      teacherQualification: '幼儿园',
      professionalTitle: '二级教师',
      certificates: [qualification, { certificateName: 5, issuingUnit: '福建省语委' }],
    });
    const data = ok(res);
    expect(data).toMatchObject({ jobTitle: '主班教师', entryDate: '2018-09-01', professionalTitle: '二级教师' });
    expect(data.certificates).toEqual([
      { id: expect.any(Number), ...qualification },
      {
        id: expect.any(Number),
        postType: 2,
        certificateName: '普通话水平测试等级证书',
        issuingUnit: '福建省语委',
        resourceId: null,
        resourceUrl: null,
      },
    ]);
    const row = await teacherRow();
    expect(row.certificates).toHaveLength(2);
    expect(row.profile).toMatchObject({ job_title: '主班教师', entry_date: '2018-09-01', work_start_date: '2015-07-01' });
  });

  it('keeps the ids of certificates sent back, drops the ones left out, and leaves them alone when none are sent', async () => {
    const [first] = ok(await call(E.occupation, teacher, {})).certificates;
    const res = await call(E.updateOccupation, teacher, {
      certificates: [
        { ...first, issuingUnit: '同安区教育局' },
        { postType: 2, certificateName: '健康证' },
      ],
    });
    const list = ok(res).certificates;
    expect(list.map((c: { certificateName: string }) => c.certificateName)).toEqual(['幼儿园教师资格证', '健康证']);
    expect(list[0]).toMatchObject({ id: first.id, issuingUnit: '同安区教育局' });
    await call(E.updateOccupation, teacher, { jobTitle: '教师' });
    expect((await teacherRow()).certificates).toHaveLength(2);
  });

  it("never takes over another member's certificate by its id", async () => {
    await call(E.updateOccupation, director1, { certificates: [{ postType: 1, certificateName: '园长任职资格培训合格证' }] });
    const directorBefore = await occupationSnapshot(t, director1.schoolId, director1.teacherId);
    const foreignId = (directorBefore.certificates[0] as { id: number }).id;
    const res = await call(E.updateOccupation, teacher, { certificates: [{ id: foreignId, postType: 2, certificateName: '健康证' }] });
    expect(ok(res).certificates[0].id).not.toBe(foreignId);
    expect(await occupationSnapshot(t, director1.schoolId, director1.teacherId)).toEqual(directorBefore);
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(future > todayChina(new Date())).toBe(true);
    const cases: [Record<string, unknown>, string][] = [
      [
        { jobTitle: '新职务', certificates: [qualification, { postType: 2, certificateName: '医师资格证书' }] },
        'certificates.1.certificateName',
      ],
      [{ certificates: [{ postType: 2, certificateName: '' }] }, 'certificates.0.certificateName'],
      [{ certificates: [{ postType: 2 }] }, 'certificates.0.certificateName'],
      // the shared input's limit, the one the form's rule reads (it was 2000 there, 100 here)
      [{ certificates: [qualification, { ...qualification, issuingUnit: '单'.repeat(101) }] }, 'certificates.1.issuingUnit'],
      [{ certificates: [{ postType: 42, certificateName: '健康证' }] }, 'certificates.0.postType'],
      // a certificate without its own post type is checked against the profile's new one
      [{ postType: 5, certificates: [{ certificateName: '幼儿园教师资格证' }] }, 'certificates.0.certificateName'],
      [{ postType: 42 }, 'postType'],
      [{ entryDate: future }, 'entryDate'],
      [{ entryDate: '2020-02-30' }, 'entryDate'],
      [{ workStartDate: '2020/01/01' }, 'workStartDate'],
      [{ jobTitle: 'x'.repeat(51) }, 'jobTitle'],
    ];
    const before = await teacherRow();
    for (const [body, field] of cases) {
      const res = await call(E.updateOccupation, teacher, malformed(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res).toMatchObject({ code: 'common-0400', data: { field } });
      expect(res.message).toContain(field);
    }
    expect(await teacherRow()).toEqual(before);
  });

  it('names the post type a certificate does not belong to', async () => {
    const res = await call(
      E.updateOccupation,
      teacher,
      { certificates: [{ postType: 2, certificateName: '医师资格证书' }] },
      { lang: 'en' },
    );
    expect(res.message).toBe('certificates.0.certificateName: is not a certificate of the post type “Teacher”');
  });

  it('refuses a member without the update code, a read-only visit, and another school', async () => {
    const before = await teacherRow();
    refused(await call(E.updateOccupation, admin, { id: teacher.teacherId, jobTitle: '别的' }), 'common-0403');
    const visit = await visitor(teacher.schoolId);
    refused(await call(E.updateOccupation, visit, { id: teacher.teacherId, jobTitle: '别的' }), 'common-0406');
    expect(await teacherRow()).toEqual(before);
    const otherBefore = await occupationSnapshot(t, director2.schoolId, director2.teacherId);
    const res = await call(E.updateOccupation, director1, { id: director2.teacherId, jobTitle: '别的', certificates: [] });
    expect(res.status).toBe(404);
    expect(await occupationSnapshot(t, director2.schoolId, director2.teacherId)).toEqual(otherBefore);
  });

  it("lets a director update a member's occupation", async () => {
    const res = await call(E.updateOccupation, director1, {
      id: teacher.teacherId,
      postType: 3,
      certificates: [{ certificateName: '保育员职业技能等级证书' }],
    });
    expect(res.status).toBe(200);
    expect((await teacherRow()).certificates).toEqual([
      expect.objectContaining({ post_type: 3, certificate_name: '保育员职业技能等级证书' }),
    ]);
  });
});
