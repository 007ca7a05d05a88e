import type { Payload } from '@kg/shared';
import { definitionEndpoints as D } from '@kg/shared/modules/workflow/definitions';
import { instanceEndpoints as I } from '@kg/shared/modules/workflow/instances';
import { and, asc, count, eq, inArray, ne, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type LoginResult, ok, refused, type TestApp } from '../../../test/harness.ts';
import { memberRoles, members, roles, workflowHistory, workflowRequests } from '../../db/schema/index.ts';
import { ANY_DAY, waitingApprovers, workflowKit } from './workflow-test-kit.ts';

/** Issue 24 §3: nobody approves their own request, whatever the chain names and whoever hands a step on. */
let k: Awaited<ReturnType<typeof workflowKit>>;
let t: TestApp;
let director: LoginResult;
let teacher: LoginResult;
let health: LoginResult;
beforeAll(async () => {
  k = await workflowKit();
  ({ t, director, teacher, health } = k);
}, 60_000);
afterAll(async () => {
  await k.t.close();
});
const detail: typeof k.detail = (...a) => k.detail(...a);

type Chain = Payload<typeof D.add>['chain'];
let n = 0;
/** A process of one text field with the given chain; answers a request of it submitted by `who`. */
async function requestWith(chain: Chain, who: LoginResult): Promise<number> {
  n += 1;
  const pid = ok(
    await call(D.add, director, { kind: 'self-test', name: `自审${n}`, form: [{ key: 'a', label: 'A', type: 'input' }], chain }),
  ).id;
  return ok(await call(I.submit, who, { processId: pid, values: { a: 'x' } })).id;
}
const states = async (id: number) => (await detail(id, director)).steps.map((s: { state: string }) => s.state);
const decisions = async (id: number) => {
  const h = workflowHistory;
  const [r] = await t.db
    .select({ n: count() })
    .from(h)
    .where(and(eq(h.requestId, id), inArray(h.action, ['approve', 'reject', 'return', 'transfer'])));
  return r.n;
};
/** Active staff of the school who are its administrator or hold the director's role. */
const directors = async () =>
  (
    await t.db
      .selectDistinct({ id: members.id })
      .from(members)
      .leftJoin(memberRoles, and(eq(memberRoles.institutionId, members.institutionId), eq(memberRoles.memberId, members.id)))
      .leftJoin(roles, and(eq(roles.institutionId, memberRoles.institutionId), eq(roles.id, memberRoles.roleId)))
      .where(
        and(
          eq(members.institutionId, director.schoolId),
          eq(members.status, 1),
          or(eq(members.isAdmin, true), eq(roles.builtin, 'director')),
        ),
      )
      .orderBy(asc(members.id))
  ).map((r) => r.id);
const newRole = async (name: string) =>
  (await t.db.insert(roles).values({ institutionId: director.schoolId, name }).returning({ id: roles.id }))[0].id;

describe('the applicant is never an approver of their own request', () => {
  it('a staff step naming only the applicant goes to the director; the applicant cannot approve it', async () => {
    const id = await requestWith([{ name: '本人', approverKind: 'staff', approverIds: [teacher.teacherId] }], teacher);
    const d = await detail(id, teacher);
    expect(waitingApprovers(d)).not.toContain(teacher.teacherId);
    expect(waitingApprovers(d)).toEqual(await directors());
    expect(d.can.approve).toBe(false);
    const res = await call(I.approve, teacher, { id });
    expect([res.status, res.code]).toEqual([403, 'workflow-0103']);
    expect(await decisions(id)).toBe(0);
    expect(ok(await call(I.todo, teacher, ANY_DAY)).list.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('a step of several staff leaves the applicant out; a self-only step before another level is skipped for that level', async () => {
    const several = await requestWith(
      [{ name: '会签', approverKind: 'staff', approverIds: [teacher.teacherId, health.teacherId], mode: 'all' }],
      teacher,
    );
    expect(waitingApprovers(await detail(several, teacher))).toEqual([health.teacherId]);
    ok(await call(I.approve, health, { id: several }));
    expect((await detail(several, teacher)).status).toBe('approved');

    const next = await requestWith(
      [
        { name: '本人', approverKind: 'staff', approverIds: [teacher.teacherId] },
        { name: '保健', approverKind: 'staff', approverIds: [health.teacherId] },
      ],
      teacher,
    );
    expect(await states(next)).toEqual(['skipped', 'waiting']);
    expect(waitingApprovers(await detail(next, teacher))).toEqual([health.teacherId]);
  });

  it('a step that applies but names nobody (a role nobody holds) is never passed as approved: it escalates to the director', async () => {
    const role = await newRole('无人角色');
    const id = await requestWith([{ name: '空角色', approverKind: 'role', approverIds: [role] }], teacher);
    const d = await detail(id, teacher);
    expect(d.status).not.toBe('approved');
    expect(waitingApprovers(d)).toEqual(await directors());
  });

  it("the director's own request never waits for the director: it goes to the school's other administrators or group supervisors", async () => {
    const id = await requestWith([{ name: '园长', approverKind: 'director' }], director);
    const d = await detail(id, director);
    expect(d.status).toBe('waiting');
    const who = waitingApprovers(d);
    expect(who.length).toBeGreaterThan(0);
    expect(who).not.toContain(director.teacherId);
    refused(await call(I.approve, director, { id }), 'workflow-0103');
    expect(await decisions(id)).toBe(0);
    // a role step the director alone holds is handed on the same way, never approved as submitted
    const role = await newRole('只有园长');
    await t.db.insert(memberRoles).values({ institutionId: director.schoolId, memberId: director.teacherId, roleId: role });
    const byRole = await requestWith([{ name: '角色', approverKind: 'role', approverIds: [role] }], director);
    expect((await detail(byRole, director)).status).toBe('waiting');
    expect(waitingApprovers(await detail(byRole, director))).not.toContain(director.teacherId);
  });

  it('with nobody but the applicant to ask anywhere, the submission is refused (never approved as submitted)', async () => {
    // a school whose only active staff is its director: no one else could decide
    const off = (
      await t.db
        .update(members)
        .set({ status: 2 })
        .where(and(eq(members.institutionId, director.schoolId), eq(members.status, 1), ne(members.id, director.teacherId)))
        .returning({ id: members.id })
    ).map((r) => r.id);
    try {
      const pid = ok(
        await call(D.add, director, {
          kind: 'self-test',
          name: '独自',
          form: [{ key: 'a', label: 'A', type: 'input' }],
          chain: [{ name: '园长', approverKind: 'director' }],
        }),
      ).id;
      const r = await call(I.submit, director, { processId: pid, values: { a: 'x' } });
      expect([r.status, r.code]).toEqual([400, 'workflow-0111']);
      const [made] = await t.db.select({ n: count() }).from(workflowRequests).where(eq(workflowRequests.processId, pid));
      expect(made.n).toBe(0);
    } finally {
      await t.db.update(members).set({ status: 1 }).where(inArray(members.id, off));
    }
  });
});

describe('transfers and decisions refused', () => {
  it('refuses a transfer to the applicant and to someone already deciding the step; nothing is written', async () => {
    const id = await requestWith([{ name: '园长', approverKind: 'director' }], teacher);
    const toApplicant = await call(I.transfer, director, { id, toMemberId: teacher.teacherId });
    expect(toApplicant.status).toBe(400);
    refused(toApplicant, 'workflow-0112', 'toMemberId');
    expect(await decisions(id)).toBe(0);
    expect(waitingApprovers(await detail(id, teacher))).not.toContain(teacher.teacherId);

    // all must approve: one who approved must not get a second, fresh place through a transfer
    const both = await requestWith(
      [{ name: '会签', approverKind: 'staff', approverIds: [director.teacherId, health.teacherId], mode: 'all' }],
      teacher,
    );
    ok(await call(I.approve, director, { id: both }));
    const again = await call(I.transfer, health, { id: both, toMemberId: director.teacherId });
    refused(again, 'workflow-0113', 'toMemberId');
    refused(await call(I.approve, director, { id: both }), 'workflow-0102');
    expect((await detail(both, teacher)).status).toBe('waiting');
  });

  it('refuses any decision on a request already decided, with workflow-0107', async () => {
    const id = await requestWith([{ name: '园长', approverKind: 'director' }], teacher);
    ok(await call(I.approve, director, { id }));
    for (const r of [
      await call(I.approve, director, { id }),
      await call(I.reject, director, { id, reason: '改主意' }),
      await call(I.sendBack, director, { id, reason: '改主意' }),
      await call(I.transfer, director, { id, toMemberId: health.teacherId }),
    ]) {
      expect([r.url, r.status, r.code]).toEqual([r.url, 409, 'workflow-0107']);
    }
    refused(await call(I.withdraw, teacher, { id }), 'workflow-0107');
    expect(await decisions(id)).toBe(1);
    expect((await detail(id, teacher)).status).toBe('approved');
  });

  it('two approvers deciding one any-one step at once: one decision stands, the other is refused', async () => {
    const id = await requestWith(
      [
        { name: '任一', approverKind: 'staff', approverIds: [director.teacherId, health.teacherId] },
        { name: '园长', approverKind: 'director' },
      ],
      teacher,
    );
    const [a, b] = await Promise.all([call(I.approve, director, { id }), call(I.reject, health, { id, reason: '不同意' })]);
    // approve first: the step is over (0102); reject first: the request is (0107)
    const codes = [a.code, b.code].sort();
    expect(codes[0]).toBe('common-0001');
    expect(['workflow-0102', 'workflow-0107']).toContain(codes[1]);
    expect(await decisions(id)).toBe(1);
  });
});
