import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, TestApp } from '../../../test/harness.ts';
import { I, P, waitingApprovers, workflowKit } from './workflow-test-kit.ts';

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
const post: typeof k.post = (...a) => k.post(...a);
const ok: typeof k.ok = (...a) => k.ok(...a);
const detail: typeof k.detail = (...a) => k.detail(...a);

type Chain = { name: string; approverKind: string; approverIds?: number[]; mode?: string }[];
let n = 0;
/** A process of one text field with the given chain; answers a request of it submitted by `who`. */
async function requestWith(chain: Chain, who: LoginResult): Promise<number> {
  n += 1;
  const pid = (
    await ok(`${P}/add`, director, { kind: 'self-test', name: `自审${n}`, form: [{ key: 'a', label: 'A', type: 'input' }], chain })
  ).id;
  return (await ok(`${I}/submit`, who, { processId: pid, values: { a: 'x' } })).id;
}
const states = async (id: number) => (await detail(id, director)).steps.map((s: { state: string }) => s.state);
const decisions = async (id: number) =>
  (
    await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from workflow_history where request_id = ${id} and action in ('approve', 'reject', 'return', 'transfer')`,
    )
  ).rows[0].n;
const directors = async () =>
  (
    await t.db.execute<{ id: number }>(sql`select m.id from members m where m.institution_id = ${director.schoolId} and m.status = 1
      and (m.is_admin or exists (select 1 from member_roles mr join roles ro on ro.institution_id = mr.institution_id and ro.id = mr.role_id
        where mr.institution_id = m.institution_id and mr.member_id = m.id and ro.builtin = 'director')) order by 1`)
  ).rows.map((r) => Number(r.id));

describe('the applicant is never an approver of their own request', () => {
  it('a staff step naming only the applicant goes to the director; the applicant cannot approve it', async () => {
    const id = await requestWith([{ name: '本人', approverKind: 'staff', approverIds: [teacher.teacherId] }], teacher);
    const d = await detail(id, teacher);
    expect(waitingApprovers(d)).not.toContain(teacher.teacherId);
    expect(waitingApprovers(d)).toEqual(await directors());
    expect(d.can.approve).toBe(false);
    const refused = await post(`${I}/approve`, teacher, { id });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'workflow-0103']);
    expect(await decisions(id)).toBe(0);
    expect((await ok(`${I}/todo`, teacher, {})).list.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('a step of several staff leaves the applicant out; a self-only step before another level is skipped for that level', async () => {
    const several = await requestWith(
      [{ name: '会签', approverKind: 'staff', approverIds: [teacher.teacherId, health.teacherId], mode: 'all' }],
      teacher,
    );
    expect(waitingApprovers(await detail(several, teacher))).toEqual([health.teacherId]);
    await ok(`${I}/approve`, health, { id: several });
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
    const role = (
      await t.db.execute<{ id: number }>(
        sql`insert into roles (institution_id, name) values (${director.schoolId}, '无人角色') returning id`,
      )
    ).rows[0].id;
    const id = await requestWith([{ name: '空角色', approverKind: 'role', approverIds: [Number(role)] }], teacher);
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
    const refused = await post(`${I}/approve`, director, { id });
    expect(refused.json().code).toBe('workflow-0103');
    expect(await decisions(id)).toBe(0);
    // a role step the director alone holds is handed on the same way, never approved as submitted
    const role = (
      await t.db.execute<{ id: number }>(
        sql`insert into roles (institution_id, name) values (${director.schoolId}, '只有园长') returning id`,
      )
    ).rows[0].id;
    await t.db.execute(
      sql`insert into member_roles (institution_id, member_id, role_id) values (${director.schoolId}, ${director.teacherId}, ${role})`,
    );
    const byRole = await requestWith([{ name: '角色', approverKind: 'role', approverIds: [Number(role)] }], director);
    expect((await detail(byRole, director)).status).toBe('waiting');
    expect(waitingApprovers(await detail(byRole, director))).not.toContain(director.teacherId);
  });

  it('with nobody but the applicant to ask anywhere, the submission is refused (never approved as submitted)', async () => {
    // a school whose only active staff is its director: no one else could decide
    const off = (
      await t.db.execute<{ id: number }>(sql`update members set status = 2
        where institution_id = ${director.schoolId} and status = 1 and id <> ${director.teacherId} returning id`)
    ).rows.map((r) => Number(r.id));
    try {
      const pid = (
        await ok(`${P}/add`, director, {
          kind: 'self-test',
          name: '独自',
          form: [{ key: 'a', label: 'A', type: 'input' }],
          chain: [{ name: '园长', approverKind: 'director' }],
        })
      ).id;
      const r = await post(`${I}/submit`, director, { processId: pid, values: { a: 'x' } });
      expect([r.statusCode, r.json().code]).toEqual([400, 'workflow-0111']);
      const made = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from workflow_requests where process_id = ${pid}`);
      expect(made.rows[0].n).toBe(0);
    } finally {
      await t.db.execute(sql`update members set status = 1 where id = any(${sql.param(off)}::bigint[])`);
    }
  });
});

describe('transfers and decisions refused', () => {
  it('refuses a transfer to the applicant and to someone already deciding the step; nothing is written', async () => {
    const id = await requestWith([{ name: '园长', approverKind: 'director' }], teacher);
    const toApplicant = await post(`${I}/transfer`, director, { id, toMemberId: teacher.teacherId });
    expect([toApplicant.statusCode, toApplicant.json()]).toMatchObject([400, { code: 'workflow-0112', data: { field: 'toMemberId' } }]);
    expect(await decisions(id)).toBe(0);
    expect(waitingApprovers(await detail(id, teacher))).not.toContain(teacher.teacherId);

    // all must approve: one who approved must not get a second, fresh place through a transfer
    const both = await requestWith(
      [{ name: '会签', approverKind: 'staff', approverIds: [director.teacherId, health.teacherId], mode: 'all' }],
      teacher,
    );
    await ok(`${I}/approve`, director, { id: both });
    const again = await post(`${I}/transfer`, health, { id: both, toMemberId: director.teacherId });
    expect(again.json()).toMatchObject({ code: 'workflow-0113', data: { field: 'toMemberId' } });
    expect((await post(`${I}/approve`, director, { id: both })).json().code).toBe('workflow-0102');
    expect((await detail(both, teacher)).status).toBe('waiting');
  });

  it('refuses any decision on a request already decided, with workflow-0107', async () => {
    const id = await requestWith([{ name: '园长', approverKind: 'director' }], teacher);
    await ok(`${I}/approve`, director, { id });
    for (const [path, body] of [
      ['approve', { id }],
      ['reject', { id, reason: '改主意' }],
      ['return', { id, reason: '改主意' }],
      ['transfer', { id, toMemberId: health.teacherId }],
    ] as const) {
      const r = await post(`${I}/${path}`, director, body);
      expect([path, r.statusCode, r.json().code]).toEqual([path, 409, 'workflow-0107']);
    }
    expect((await post(`${I}/withdraw`, teacher, { id })).json().code).toBe('workflow-0107');
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
    const [a, b] = await Promise.all([post(`${I}/approve`, director, { id }), post(`${I}/reject`, health, { id, reason: '不同意' })]);
    // approve first: the step is over (0102); reject first: the request is (0107)
    const codes = [a.json().code, b.json().code].sort();
    expect(codes[0]).toBe('common-0001');
    expect(['workflow-0102', 'workflow-0107']).toContain(codes[1]);
    expect(await decisions(id)).toBe(1);
  });
});
