import type { Payload } from '@kg/shared';
import { definitionEndpoints as D } from '@kg/shared/modules/workflow/definitions';
import { instanceEndpoints as I } from '@kg/shared/modules/workflow/instances';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type LoginResult, ok, refused, type TestApp } from '../../../test/harness.ts';
import { workflowRequests } from '../../db/schema/index.ts';
import { registerProcessKind } from './index.ts';
import { remindOverdue } from './reminders.ts';
import { ANY_DAY, waitingApprovers, workflowKit } from './workflow-test-kit.ts';

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
const asMember: typeof k.asMember = (...a) => k.asMember(...a);
const processId: typeof k.processId = (...a) => k.processId(...a);

describe('versions and hooks', () => {
  it('a saved change makes a new version and leaves a running request on its own', async () => {
    const pid = await processId('overtime');
    const running = ok(await call(I.submit, teacher, { processId: pid, values: { date: '2026-11-30', hours: 2, reason: '家长会' } })).id;
    const p = ok(await call(D.get, director, { id: pid }));
    const { id: _i, version: _v, versionId: _vi, stepCount: _s, requestCount: _r, updatedAt: _u, enabled: _e, ...body } = p;
    const form = [...p.form, { key: 'place', label: '地点', type: 'input' as const, required: true }];
    ok(
      await call(D.update, director, {
        id: pid,
        ...body,
        form,
        chain: [{ name: '财务', approverKind: 'staff', approverIds: [health.teacherId] }],
      }),
    );
    const saved = ok(await call(D.get, director, { id: pid }));
    expect(saved).toMatchObject({ version: p.version + 1 });
    expect(saved.people.staff).toEqual([{ id: health.teacherId, name: expect.any(String) }]);
    const d = await detail(running, teacher);
    expect(d).toMatchObject({ version: p.version, versionId: p.versionId });
    expect(d.form.map((f: { key: string }) => f.key)).not.toContain('place');
    expect(d.steps[0].approverKind).toBe('director');
    ok(await call(I.approve, director, { id: running }));
  });

  it("runs the kind's action inside the decision's transaction: a failing action undoes the decision and is named", async () => {
    let seen: string | null = null;
    let fail = true;
    registerProcessKind('test-hook', {
      formDefaults: [],
      onApproved: async (tx, r) => {
        const [row] = await tx
          .select({ status: workflowRequests.status })
          .from(workflowRequests)
          .where(and(eq(workflowRequests.schoolId, r.schoolId), eq(workflowRequests.id, r.id)));
        seen = row.status;
        if (fail) throw new Error('ledger unavailable');
      },
    });
    const pid = ok(
      await call(D.add, director, {
        kind: 'test-hook',
        name: '钩子',
        form: [{ key: 'a', label: 'A', type: 'number' }],
        chain: [{ name: '园长', approverKind: 'director' }],
      }),
    ).id;
    const id = ok(await call(I.submit, teacher, { processId: pid, values: { a: 1 } })).id;
    const res = await call(I.approve, director, { id });
    expect([res.status, res.code]).toEqual([409, 'workflow-0109']);
    expect(seen).toBe('approved');
    expect((await detail(id, teacher)).status).toBe('waiting');
    fail = false;
    ok(await call(I.approve, director, { id }));
    expect((await detail(id, teacher)).status).toBe('approved');
  });
});

describe('reminders, copies and the audit trail', () => {
  it('reminds the approvers of an overdue step once; copies land in the cc inbox; the decision is audited', async () => {
    const pid = await processId('refund');
    const id = ok(
      await call(I.submit, teacher, { processId: pid, values: { childName: '王小明', item: '伙食费', amount: 100, reason: '病假' } }),
    ).id;
    expect(ok(await call(I.cc, director, ANY_DAY)).list.map((r: { id: number }) => r.id)).toContain(id);
    await remindOverdue(t.ctx); // the demo's own overdue steps first
    await t.db.execute(
      sql`update workflow_steps set time_limit_hours = 1, started_at = now() - interval '2 hours' where request_id = ${id} and state = 'waiting'`,
    );
    expect(await remindOverdue(t.ctx)).toBe(1);
    expect(await remindOverdue(t.ctx)).toBe(0);
    expect((await detail(id, teacher)).history.map((h: { action: string }) => h.action)).toEqual(['submit', 'remind']);
    const finance = await asMember(waitingApprovers(await detail(id, director))[0]);
    const notes = await t.db.execute(
      sql`select title_zh as title from notices where account_id = ${finance.accountId} and source = 'workflow'
        and link = ${`/workflow/approval/detail?id=${id}`} order by id`,
    );
    expect(notes.rows.map((n) => n.title)).toEqual(['待审批：退费申请', '审批超时提醒：退费申请（财务审核）']);
    ok(await call(I.approve, finance, { id }));
    const audit = await t.db.execute(sql`select count(*)::int as n from audit_entries where table_name = 'workflow_step_approvers'
      and member_id = ${finance.teacherId} and action = 'update'`);
    expect(audit.rows[0].n).toBe(1);
  });
});

describe('all-must-approve', () => {
  it('waits until every approver of the step approved; one rejection ends it', async () => {
    const chain: Payload<typeof D.add>['chain'] = [
      { name: '会签', approverKind: 'staff', approverIds: [director.teacherId, health.teacherId], mode: 'all' },
    ];
    const pid = ok(
      await call(D.add, director, { kind: 'sign-off', name: '会签', form: [{ key: 'a', label: 'A', type: 'input' }], chain }),
    ).id;
    const id = ok(await call(I.submit, teacher, { processId: pid, values: { a: 'x' } })).id;
    ok(await call(I.approve, director, { id }));
    expect((await detail(id, teacher)).status).toBe('waiting');
    expect(ok(await call(I.todo, health, ANY_DAY)).list.map((r: { id: number }) => r.id)).toContain(id);
    ok(await call(I.approve, health, { id }));
    expect((await detail(id, teacher)).status).toBe('approved');
    const second = ok(await call(I.submit, teacher, { processId: pid, values: { a: 'y' } })).id;
    ok(await call(I.reject, health, { id: second, reason: '不同意' }));
    expect((await detail(second, teacher)).status).toBe('rejected');
    refused(await call(I.approve, director, { id: second }), 'workflow-0107');
  });
});
