import { maskIdCard } from '@kg/shared';
import { staffEndpoints } from '@kg/shared/modules/garden/staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { type Cast, cast, one } from './staff-test-kit.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const idCardOf = async (schoolId: number, memberId: number) =>
  (await one<{ no: string }>(t, sql`select id_card_no as no from staff_profiles where school_id = ${schoolId} and member_id = ${memberId}`))
    .no;

describe('getById', () => {
  it('answers the edit form of a member: profile, occupation, positions, roles, range and history, masked', async () => {
    const res = await call(staffEndpoints.detail, c.director1, { id: c.teacher.teacherId });
    expect(res.status).toBe(200);
    const d = ok(res);
    const idNo = await idCardOf(c.teacher.schoolId, c.teacher.teacherId);
    expect(d).toMatchObject({
      id: c.teacher.teacherId,
      mobile: '139****0021',
      postType: 2,
      jobTitle: '教师',
      status: 1,
      allRange: false,
      idCardNo: maskIdCard(idNo, 1),
      certificates: [],
    });
    expect(d.positions.map((p: { name: string }) => p.name)).toContain('教师');
    expect(d.roles.map((r) => r.builtin)).toEqual(['teacher']);
    expect(d.classes).toHaveLength(2);
    expect(d.manageRange).toEqual(d.classes.map((x: { id: number; name: string }) => ({ type: 3, id: x.id, name: x.name })));
    expect(d.history).toEqual([expect.objectContaining({ action: 1, happenedOn: d.entryDate })]);
  });

  it('reveals the ID number and phone only when asked by a holder of sensitive-id-card-view', async () => {
    const idNo = await idCardOf(c.teacher.schoolId, c.teacher.teacherId);
    const shown = ok(await call(staffEndpoints.detail, c.director1, { id: c.teacher.teacherId, reveal: true }));
    expect(shown).toMatchObject({ idCardNo: idNo, mobile: '13900000021' });
    // the admin role lacks the code: the flag changes nothing
    expect(ok(await call(staffEndpoints.detail, c.admin, { id: c.teacher.teacherId, reveal: 'true' })).idCardNo).toBe(maskIdCard(idNo, 1));
  });

  it('shows a director the whole-school range as the type 1 node', async () => {
    const d = ok(await call(staffEndpoints.detail, c.director1, { id: c.director1.teacherId }));
    expect(d).toMatchObject({ allRange: true, isAdmin: true, manageRange: [{ type: 1, id: c.director1.schoolId }] });
  });

  it("refuses the teacher; answers another school's member as missing; refuses a foreign header", async () => {
    refused(await call(staffEndpoints.detail, c.teacher, { id: c.director1.teacherId }), 'common-0403');
    const res = await call(staffEndpoints.detail, c.director1, { id: c.director2.teacherId });
    expect(res.status).toBe(404);
    expect(refused(res, 'common-0405')).toEqual({});
    refused(
      await call(staffEndpoints.detail, c.director1, { id: c.teacher.teacherId }, { headers: { schoolId: String(c.director2.schoolId) } }),
      'gateway-0105',
    );
  });

  it('answers a missing or malformed id with a 400 naming it', async () => {
    for (const body of [{}, { id: 'abc' }, { id: -1 }]) {
      refused(await call(staffEndpoints.detail, c.director1, malformed(body)), 'common-0400', 'id');
    }
  });
});

describe('getByIdN', () => {
  it('answers the short card of a member of the school to any of its staff, the own one too', async () => {
    const d = ok(await call(staffEndpoints.card, c.teacher, { id: c.director1.teacherId }));
    expect(d).toMatchObject({ id: c.director1.teacherId, postType: 1, jobTitle: '园长', status: 1, avatarImgUrl: { url: '' } });
    expect(typeof d.realName).toBe('string');
    expect(d).not.toHaveProperty('mobile');
    expect(ok(await call(staffEndpoints.card, c.teacher, { id: c.teacher.teacherId })).id).toBe(c.teacher.teacherId);
  });

  it("answers another school's member as missing, refuses a foreign header and bad ids", async () => {
    refused(await call(staffEndpoints.card, c.teacher, { id: c.director2.teacherId }), 'common-0405');
    refused(
      await call(staffEndpoints.card, c.teacher, { id: c.director1.teacherId }, { headers: { schoolId: String(c.director2.schoolId) } }),
      'gateway-0105',
    );
    refused(await call(staffEndpoints.card, c.teacher, { id: '1x' }), 'common-0400', 'id');
  });

  it('is refused to a session outside a school (the group)', async () => {
    const { loginAs } = await import('../../../../test/harness.ts');
    const group = await loginAs(t.app, 'groupAdmin');
    refused(await call(staffEndpoints.card, group, { id: c.director1.teacherId }), 'common-0403');
  });
});
