import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, login, loginAs, type TestApp } from '../../../test/harness.ts';
import { registerProcessKind } from './index.ts';
import { remindOverdue } from './reminders.ts';

let t: TestApp;
let director: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
let health: LoginResult;
const I = '/workflow/v1/teacher/instance';
const P = '/workflow/v1/teacher/process';
const post = (url: string, who: LoginResult, body: unknown = {}, headers?: Record<string, string>) =>
  call(t.app, url, { token: who.token, body, headers });
const ok = async (url: string, who: LoginResult, body: unknown = {}) => {
  const r = (await post(url, who, body)).json();
  expect(r.code, `${url} ${JSON.stringify(r)}`).toBe('common-0001');
  return r.data;
};
/** Signs in the member (demo staff share the password). */
const asMember = async (memberId: number) => {
  const r = await t.db.execute<{ phone: string }>(
    sql`select a.phone from members m join accounts a on a.id = m.account_id where m.id = ${memberId}`,
  );
  return login(t.app, r.rows[0].phone, 'Kg@123456');
};
const processId = async (kind: string) => (await ok(`${P}/query-list`, director, { kind })).list[0].id as number;
const vacation = (days: number) => ({ vacationType: '年假', dates: ['2026-12-01', '2026-12-05'], days, reason: '探亲' });
const detail = (id: number, who: LoginResult) => ok(`${I}/detail`, who, { id });
const waitingApprovers = (d: { steps: { state: string; approvers: { memberId: number; decision: string | null }[] }[] }) =>
  d.steps
    .find((s) => s.state === 'waiting')
    ?.approvers.filter((a) => a.decision === null)
    .map((a) => a.memberId) ?? [];

beforeAll(async () => {
  t = await createTestApp();
  [director, director2, teacher, health] = await Promise.all(
    ['director1', 'director2', 'teacher', 'health'].map((k) => loginAs(t.app, k as 'teacher')),
  );
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('submit and the chain', () => {
  it('fixes the chain on submit: two days one step, five days adds the director; approvals walk it to the end', async () => {
    const pid = await processId('vacation');
    const short = (await ok(`${I}/submit`, teacher, { processId: pid, values: vacation(2) })).id;
    const long = (await ok(`${I}/submit`, teacher, { processId: pid, values: vacation(5) })).id;
    const s = await detail(short, teacher);
    expect(s.steps.map((x: { state: string }) => x.state)).toEqual(['waiting', 'skipped']);
    const l = await detail(long, teacher);
    expect(l.steps.map((x: { state: string }) => x.state)).toEqual(['waiting', 'pending']);
    expect(l.can).toMatchObject({ withdraw: true, approve: false });

    const head = await asMember(waitingApprovers(l)[0]);
    const todo = await ok(`${I}/todo`, head, { processName: '休假' });
    expect(todo.list.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([short, long]));
    await ok(`${I}/approve`, head, { id: long, comment: '同意' });
    const mid = await detail(long, director);
    expect(mid.steps.map((x: { state: string }) => x.state)).toEqual(['approved', 'waiting']);
    expect((await post(`${I}/withdraw`, teacher, { id: long })).json().code).toBe('workflow-0104');
    await ok(`${I}/approve`, director, { id: long });
    const end = await detail(long, teacher);
    expect(end).toMatchObject({ status: 'approved', stepName: null });
    expect(end.history.map((h: { action: string }) => h.action)).toEqual(['submit', 'approve', 'approve']);
    expect((await ok(`${I}/done`, director, { status: 'approved' })).list[0]).toMatchObject({ id: long, myAction: 'approve' });
    const bell = await t.db.execute(sql`select count(*)::int as n from notices n join members m on m.account_id = n.account_id
      where m.id = ${teacher.teacherId} and n.source = 'workflow'`);
    expect(bell.rows[0].n).toBeGreaterThan(0);
  });

  it('refuses bad values naming form.<key>, a disabled process and a process of another school', async () => {
    const pid = await processId('vacation');
    const bad = async (values: Record<string, unknown>, field: string) =>
      expect((await post(`${I}/submit`, teacher, { processId: pid, values })).json()).toMatchObject({
        code: 'common-0400',
        data: { field },
      });
    await bad({ ...vacation(2), days: undefined }, 'form.days');
    await bad({ ...vacation(2), days: 500 }, 'form.days');
    await bad({ ...vacation(2), vacationType: '旅游' }, 'form.vacationType');
    await bad({ ...vacation(2), dates: ['2026-12-05', '2026-12-01'] }, 'form.dates');
    await bad({ ...vacation(2), attachments: [999999] }, 'form.attachments');
    const other = (await ok(`${P}/query-list`, director2, {})).list;
    expect(other).toHaveLength(0);
    expect((await post(`${I}/submit`, director2, { processId: pid, values: vacation(2) })).json().code).toBe('common-0405');
    expect((await post(`${I}/todo`, teacher, {}, { schoolId: String(director2.schoolId) })).json().code).toBe('gateway-0105');
    const n = await t.db.execute(sql`select count(*)::int as n from workflow_requests where "values"->>'days' = '500'`);
    expect(n.rows[0].n).toBe(0);
  });
});

describe('decisions', () => {
  it('two concurrent approvals of one step: one wins, the other gets workflow-0102 and writes nothing', async () => {
    const pid = await processId('overtime');
    const id = (await ok(`${I}/submit`, teacher, { processId: pid, values: { date: '2026-11-30', hours: 2, reason: '家长会' } })).id;
    const codes = (await Promise.all([post(`${I}/approve`, director, { id }), post(`${I}/approve`, director, { id })])).map(
      (r) => r.json().code,
    );
    expect(codes.sort()).toEqual(['common-0001', 'workflow-0102']);
    const h = await t.db.execute(sql`select count(*)::int as n from workflow_history where request_id = ${id} and action = 'approve'`);
    expect(h.rows[0].n).toBe(1);
    expect((await post(`${I}/approve`, health, { id })).json().code).toBe('workflow-0103');
    expect((await post(`${I}/approve`, director2, { id })).json().code).toBe('common-0405');
    expect((await post(`${I}/detail`, director2, { id })).json().code).toBe('common-0405');
    expect((await post(`${I}/detail`, health, { id })).json().code).toBe('common-0405');
  });

  it('return, resubmit with changes, transfer, reject with a reason, withdraw, comment', async () => {
    const pid = await processId('overtime');
    const id = (await ok(`${I}/submit`, teacher, { processId: pid, values: { date: '2026-11-30', hours: 2, reason: '家长会' } })).id;
    expect((await post(`${I}/return`, director, { id, reason: '' })).json()).toMatchObject({
      code: 'common-0400',
      data: { field: 'reason' },
    });
    await ok(`${I}/return`, director, { id, reason: '写明时段' });
    expect((await detail(id, teacher)).can).toMatchObject({ resubmit: true, withdraw: false });
    expect((await ok(`${I}/counts`, teacher)).mineReturned).toBeGreaterThan(0);
    await ok(`${I}/resubmit`, teacher, { id, values: { date: '2026-11-30', hours: 3, reason: '家长会 18:00-21:00' } });
    await ok(`${I}/transfer`, director, { id, toMemberId: health.teacherId, comment: '请保健医看' });
    expect((await post(`${I}/approve`, director, { id })).json().code).toBe('workflow-0102');
    expect((await post(`${I}/transfer`, health, { id, toMemberId: director2.teacherId })).json()).toMatchObject({
      code: 'workflow-0106',
      data: { field: 'toMemberId' },
    });
    await ok(`${I}/comment`, teacher, { id, text: '谢谢' });
    await ok(`${I}/reject`, health, { id, reason: '不符合加班规定' });
    const d = await detail(id, teacher);
    expect(d.status).toBe('rejected');
    expect(d.history.map((h: { action: string }) => h.action)).toEqual(['submit', 'return', 'resubmit', 'transfer', 'comment', 'reject']);
    expect(d.values.hours).toBe(3);

    const w = (await ok(`${I}/submit`, teacher, { processId: pid, values: { date: '2026-12-01', hours: 1, reason: '值班' } })).id;
    expect((await post(`${I}/withdraw`, director, { id: w })).json().code).toBe('workflow-0108');
    await ok(`${I}/withdraw`, teacher, { id: w });
    expect((await post(`${I}/approve`, director, { id: w })).json().code).toBe('workflow-0102');
    expect((await ok(`${I}/mine`, teacher, { status: 'withdrawn' })).list.map((r: { id: number }) => r.id)).toContain(w);
  });
});

describe('versions and hooks', () => {
  it('a saved change makes a new version and leaves a running request on its own', async () => {
    const pid = await processId('overtime');
    const running = (await ok(`${I}/submit`, teacher, { processId: pid, values: { date: '2026-11-30', hours: 2, reason: '家长会' } })).id;
    const p = await ok(`${P}/get`, director, { id: pid });
    const { id: _i, version: _v, versionId: _vi, stepCount: _s, requestCount: _r, updatedAt: _u, enabled: _e, ...body } = p;
    const form = [...p.form, { key: 'place', label: '地点', type: 'input', required: true }];
    await ok(`${P}/update`, director, {
      id: pid,
      ...body,
      form,
      chain: [{ name: '财务', approverKind: 'staff', approverIds: [health.teacherId] }],
    });
    expect(await ok(`${P}/get`, director, { id: pid })).toMatchObject({ version: p.version + 1 });
    const d = await detail(running, teacher);
    expect(d).toMatchObject({ version: p.version, versionId: p.versionId });
    expect(d.form.map((f: { key: string }) => f.key)).not.toContain('place');
    expect(d.steps[0].approverKind).toBe('director');
    await ok(`${I}/approve`, director, { id: running });
  });

  it("runs the kind's action inside the decision's transaction: a failing action undoes the decision", async () => {
    let seen: string | null = null;
    let fail = true;
    registerProcessKind('test-hook', {
      formDefaults: [],
      onApproved: async (tx, r) => {
        seen = (
          await tx.execute<{ status: string }>(sql`select status from workflow_requests where school_id = ${r.schoolId} and id = ${r.id}`)
        ).rows[0].status;
        if (fail) throw new Error('ledger unavailable');
      },
    });
    const pid = (
      await ok(`${P}/add`, director, {
        kind: 'test-hook',
        name: '钩子',
        form: [{ key: 'a', label: 'A', type: 'number' }],
        chain: [{ name: '园长', approverKind: 'director' }],
      })
    ).id;
    const id = (await ok(`${I}/submit`, teacher, { processId: pid, values: { a: 1 } })).id;
    expect((await post(`${I}/approve`, director, { id })).statusCode).toBe(500);
    expect(seen).toBe('approved');
    expect((await detail(id, teacher)).status).toBe('waiting');
    fail = false;
    await ok(`${I}/approve`, director, { id });
    expect((await detail(id, teacher)).status).toBe('approved');
  });
});

describe('reminders, copies and the audit trail', () => {
  it('reminds the approvers of an overdue step once; copies land in the cc inbox; the decision is audited', async () => {
    const pid = await processId('refund');
    const id = (
      await ok(`${I}/submit`, teacher, { processId: pid, values: { childName: '王小明', item: '伙食费', amount: 100, reason: '病假' } })
    ).id;
    expect((await ok(`${I}/cc`, director, {})).list.map((r: { id: number }) => r.id)).toContain(id);
    await t.db.execute(
      sql`update workflow_steps set time_limit_hours = 1, started_at = now() - interval '2 hours' where request_id = ${id} and state = 'waiting'`,
    );
    expect(await remindOverdue(t.ctx)).toBe(1);
    expect(await remindOverdue(t.ctx)).toBe(0);
    expect((await detail(id, teacher)).history.map((h: { action: string }) => h.action)).toEqual(['submit', 'remind']);
    const finance = await asMember(waitingApprovers(await detail(id, director))[0]);
    const notes = await t.db.execute(
      sql`select title_zh as title from notices where account_id = ${finance.accountId} and source = 'workflow' order by id`,
    );
    expect(notes.rows.map((n) => n.title)).toEqual(['待审批：退费申请', '审批超时提醒：退费申请（财务审核）']);
    await ok(`${I}/approve`, finance, { id });
    const audit = await t.db.execute(sql`select count(*)::int as n from audit_entries where table_name = 'workflow_step_approvers'
      and member_id = ${finance.teacherId} and action = 'update'`);
    expect(audit.rows[0].n).toBe(1);
  });
});

describe('the school list and search', () => {
  it('filters by applicant, process, status and China days; needs the process codes', async () => {
    const me = (await t.db.execute<{ name: string }>(sql`select real_name as name from members where id = ${teacher.teacherId}`)).rows[0]
      .name;
    const mine = await ok(`${I}/query-list`, director, { applicant: me, pageSize: 10 });
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.list.every((r: { applicantId: number }) => r.applicantId === teacher.teacherId)).toBe(true);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const todays = await ok(`${I}/query-list`, director, { startDate: today, endDate: today, processName: '加班', status: 'waiting' });
    expect(todays.list.every((r: { processName: string; status: string }) => r.processName === '加班申请' && r.status === 'waiting')).toBe(
      true,
    );
    expect((await ok(`${I}/query-list`, director, { endDate: '2020-01-01' })).total).toBe(0);
    expect((await post(`${I}/query-list`, teacher)).json().code).toBe('common-0403');
    expect((await post(`${I}/mine`, teacher, { status: 'lost' })).json()).toMatchObject({ code: 'common-0400', data: { field: 'status' } });
  });
});
