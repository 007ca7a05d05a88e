import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, TestApp } from '../../../test/harness.ts';
import { I, P, vacation, waitingApprovers, workflowKit } from './workflow-test-kit.ts';

let k: Awaited<ReturnType<typeof workflowKit>>;
let t: TestApp;
let director: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
let health: LoginResult;
beforeAll(async () => {
  k = await workflowKit();
  ({ t, director, director2, teacher, health } = k);
}, 60_000);
afterAll(async () => {
  await k.t.close();
});
const post: typeof k.post = (...a) => k.post(...a);
const ok: typeof k.ok = (...a) => k.ok(...a);
const detail: typeof k.detail = (...a) => k.detail(...a);
const asMember: typeof k.asMember = (...a) => k.asMember(...a);
const processId: typeof k.processId = (...a) => k.processId(...a);

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
    // done by me: latest decision first, whatever the submission order
    await ok(`${I}/approve`, head, { id: short });
    expect((await ok(`${I}/done`, head, {})).list.slice(0, 2).map((r: { id: number }) => r.id)).toEqual([short, long]);
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
    await bad({ ...vacation(2), dates: undefined }, 'form.dates');
    // the days are counted from the dates: a year is over the form's 180
    await bad({ ...vacation(2), dates: ['2026-01-01', '2026-12-31'] }, 'form.dates');
    await bad({ ...vacation(2), vacationType: '旅游' }, 'form.vacationType');
    await bad({ ...vacation(2), dates: ['2026-12-05', '2026-12-01'] }, 'form.dates');
    expect(
      (await post(`${I}/submit`, teacher, { processId: pid, values: { ...vacation(2), attachments: [999999] } })).json(),
    ).toMatchObject({
      code: 'file-0013',
      data: { field: 'form.attachments.0' },
    });
    const other = (await ok(`${P}/query-list`, director2, {})).list;
    expect(other).toHaveLength(0);
    expect((await post(`${I}/submit`, director2, { processId: pid, values: vacation(2) })).json().code).toBe('common-0405');
    expect((await post(`${I}/todo`, teacher, {}, { schoolId: String(director2.schoolId) })).json().code).toBe('gateway-0105');
    const n = await t.db.execute(sql`select count(*)::int as n from workflow_requests where "values"->>'days' = '365'`);
    expect(n.rows[0].n).toBe(0);
  });
});

describe('decisions', () => {
  it('two concurrent approvals of one step: one wins and ends the request, the other gets workflow-0107 and writes nothing', async () => {
    const pid = await processId('overtime');
    const id = (await ok(`${I}/submit`, teacher, { processId: pid, values: { date: '2026-11-30', hours: 2, reason: '家长会' } })).id;
    const codes = (await Promise.all([post(`${I}/approve`, director, { id }), post(`${I}/approve`, director, { id })])).map(
      (r) => r.json().code,
    );
    expect(codes.sort()).toEqual(['common-0001', 'workflow-0107']);
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
    const picture = (
      await t.db.execute<{ id: number }>(sql`insert into stored_files (school_id, kind, original_name, mime, size, storage_key)
        values (${teacher.schoolId}, 'image', 'note.png', 'image/png', 1, 'x/note.png') returning id`)
    ).rows[0].id;
    await ok(`${I}/comment`, teacher, { id, text: '谢谢', imageIds: [picture] });
    await ok(`${I}/reject`, health, { id, reason: '不符合加班规定' });
    const d = await detail(id, teacher);
    expect(d.status).toBe('rejected');
    expect(d.history.map((h: { action: string }) => h.action)).toEqual(['submit', 'return', 'resubmit', 'transfer', 'comment', 'reject']);
    expect(d.values.hours).toBe(3);
    // the comment's picture comes signed for the caller, not as a bare id
    expect(d.images).toEqual([expect.objectContaining({ id: Number(picture), thumbnailUrl: expect.stringMatching(/\/thumbnail\?t=/) })]);

    const w = (await ok(`${I}/submit`, teacher, { processId: pid, values: { date: '2026-12-01', hours: 1, reason: '值班' } })).id;
    expect((await post(`${I}/withdraw`, director, { id: w })).json().code).toBe('workflow-0108');
    await ok(`${I}/withdraw`, teacher, { id: w });
    expect((await post(`${I}/approve`, director, { id: w })).json().code).toBe('workflow-0107');
    expect((await ok(`${I}/mine`, teacher, { status: 'withdrawn' })).list.map((r: { id: number }) => r.id)).toContain(w);
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
